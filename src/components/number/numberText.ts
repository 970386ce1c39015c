/** Limits of a number input (V21): decimals allowed and the range it clamps to. */
export interface NumberLimits {
  /** Decimal places allowed: 0 digits only (default), 2 money. */
  precision?: number;
  min?: number;
  max?: number;
}

/**
 * What a number input keeps of a typed or pasted text (V21): digits, one point and up to
 * `precision` decimals, a leading minus only when `min` allows negatives; a value over `max` becomes
 * `max`. Below `min` is left for `settleNumberText` (typing "1" on the way to "15" must stay).
 */
export function cleanNumberText(text: string, { precision = 0, min, max }: NumberLimits = {}): string {
  const negative = (min === undefined || min < 0) && text.trimStart().startsWith('-');
  const [digits = '', ...rest] = text.replace(/[^\d.]/g, '').split('.');
  const whole = digits.replace(/^0+(?=\d)/, '');
  let out = whole;
  if (precision > 0 && rest.length > 0) out = `${whole || '0'}.${rest.join('').slice(0, precision)}`;
  if (negative) out = `-${out}`;
  const value = Number(out);
  if (out !== '' && out !== '-' && Number.isFinite(value) && max !== undefined && value > max)
    return String(max);
  return out;
}

/** The final value when the input is left: clamped into [min, max], rounded to `precision`; empty → null. */
export function settleNumberText(text: string, limits: NumberLimits = {}): number | null {
  const cleaned = cleanNumberText(text, limits);
  if (cleaned === '' || cleaned === '-' || cleaned === '.') return null;
  const factor = 10 ** (limits.precision ?? 0);
  let value = Math.round(Number(cleaned) * factor) / factor;
  if (!Number.isFinite(value)) return null;
  if (limits.min !== undefined && value < limits.min) value = limits.min;
  if (limits.max !== undefined && value > limits.max) value = limits.max;
  return value;
}

/** The number a cleaned text stands for while typing (a trailing point or minus alone: none). */
export function valueOfText(text: string): number | null {
  if (text === '' || text === '-' || text === '.' || text === '-.') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}
