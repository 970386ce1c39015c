/**
 * Assigning public-sea customers evenly (`POST customer/avg-assign`): the server deals them out
 * round-robin in the order of the chosen workers, so the first `count % workers` get one more.
 */
export function evenShares(count: number, workers: number): number[] {
  if (workers <= 0) return [];
  const base = Math.floor(count / workers);
  const extra = count % workers;
  return Array.from({ length: workers }, (_, i) => base + (i < extra ? 1 : 0));
}

/** Worker types who take customers from the public sea: 1 sell, 3 sell and match (spec §1). */
export const SELLER_TYPES: readonly number[] = [1, 3];
