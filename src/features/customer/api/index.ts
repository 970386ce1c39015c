/**
 * The customer feature's data access: every read and write of its views goes through `api/`.
 * The detail page's module (`./detail`) is imported directly by the page's lazy chunk, so that
 * the lists do not load it.
 */
export * from './keys';
export * from './lookups';
export * from './pool';
export * from './record';
