/** Units of one message when the text fits in one (70 Chinese characters); longer texts are split. */
export const SMS_SINGLE_UNITS = 140;
/** Units of each part of a split message (67 Chinese characters: the rest is the joining header). */
export const SMS_PART_UNITS = 134;

/** V06: the length of a text in units, each non-ASCII character counting two ("你好ab" → 6). */
export function textUnits(text: string): number {
  let units = 0;
  for (const char of text) units += (char.codePointAt(0) ?? 0) > 0x7f ? 2 : 1;
  return units;
}

/** How many messages a text of `units` units is sent as (0 for an empty text). */
export function messageCount(units: number): number {
  if (units <= 0) return 0;
  return units <= SMS_SINGLE_UNITS ? 1 : Math.ceil(units / SMS_PART_UNITS);
}

/** The SMS packages of the recharge page: messages and their price in yuan (the server's list). */
export { SMS_PACKAGES } from '../../../../dataProvider/methods/finance';
