import { defineProfileOption } from './core/shapes';

/** Car ownership options of a customer's profile (spec §7 `GET customer-car`, read only). */
export default defineProfileOption('customer-car');
