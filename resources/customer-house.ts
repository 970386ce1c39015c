import { defineProfileOption } from './core/shapes';

/** Housing options of a customer's profile (spec §7 `GET customer-house`, read only). */
export default defineProfileOption('customer-house');
