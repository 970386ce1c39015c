/** Whether a value is a mask the server sent instead of it (`138****0001`, `wx****01`). */
export function isMasked(value: string): boolean {
  return value.includes('****');
}
