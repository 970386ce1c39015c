/** One row of the write table: a declared write (`defineMutation`'s name) and values to send it. */
export interface WriteRow {
  name: string;
  /** What a user would send (the values that must survive a failure). */
  vars: unknown;
}
