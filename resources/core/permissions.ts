/**
 * Spec §5/§6 (V23): a route is visible when it has no permission requirement or the user holds at
 * least one listed permission; an empty requirement is true.
 */
export function hasAnyPermission(
  required: readonly string[] | undefined,
  held: ReadonlySet<string>,
): boolean {
  if (!required || required.length === 0) return true;
  return required.some((p) => held.has(p));
}
