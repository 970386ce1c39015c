import { defineProfileOption } from './core/shapes';

/** Occupations of a customer's profile (spec §7 `GET customer-job`, read only). */
export default defineProfileOption('customer-job');
