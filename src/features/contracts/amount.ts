/**
 * An amount in yuan written in Chinese capitals, as on a contract (spec §5 and §9, V22):
 * `12345.67` → "壹万贰仟叁佰肆拾伍元陆角柒分", `100` → "壹佰元整". Anything that is not a
 * non-negative number is "无效金额"; above 10^12-1 yuan it is "金额过大".
 *
 * Our own function rather than the `nzh` package: the contract needs one fixed format (元角分 with
 * 整, no 负/兆) and the two spec messages, which `nzh` does not give; a dependency for 60 lines is
 * not worth it.
 */
export const INVALID_AMOUNT = '无效金额';
export const AMOUNT_TOO_LARGE = '金额过大';
/** The largest amount written out (spec §9 "Amount text up to 10^12-1"). */
export const MAX_AMOUNT = 1e12 - 1;

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;
const PLACES = ['', '拾', '佰', '仟'] as const;
const GROUPS = ['', '万', '亿'] as const;

/** The yuan part: groups of four digits with 万 and 亿, one 零 for each run of zeros between digits. */
function integerText(yuan: string): string {
  let text = '';
  let zero = false;
  let groupHasDigit = false;
  for (let i = 0; i < yuan.length; i++) {
    const digit = Number(yuan[i]);
    const position = yuan.length - 1 - i;
    const place = position % 4;
    if (digit === 0) {
      zero = text.length > 0;
    } else {
      if (zero) text += DIGITS[0];
      zero = false;
      groupHasDigit = true;
      text += DIGITS[digit] + PLACES[place];
    }
    if (place === 0) {
      if (groupHasDigit) text += GROUPS[Math.floor(position / 4)];
      groupHasDigit = false;
    }
  }
  return text;
}

/** The amount in Chinese capitals, or "无效金额" / "金额过大". */
export function amountInWords(value: number | string | null | undefined): string {
  const raw = typeof value === 'string' ? value.trim() : value;
  if (raw === null || raw === undefined || raw === '') return INVALID_AMOUNT;
  if (typeof raw === 'string' && !/^\d+(\.\d+)?$/.test(raw)) return INVALID_AMOUNT;
  const amount = Number(raw);
  if (!Number.isFinite(amount) || amount < 0) return INVALID_AMOUNT;
  if (amount > MAX_AMOUNT) return AMOUNT_TOO_LARGE;
  const cents = Math.round(amount * 100);
  const yuan = Math.floor(cents / 100);
  const jiao = Math.floor(cents / 10) % 10;
  const fen = cents % 10;
  if (cents === 0) return `${DIGITS[0]}元整`;
  const head = yuan > 0 ? `${integerText(String(yuan))}元` : '';
  if (jiao === 0 && fen === 0) return `${head}整`;
  const jiaoText = jiao > 0 ? `${DIGITS[jiao]}角` : head ? DIGITS[0] : '';
  const fenText = fen > 0 ? `${DIGITS[fen]}分` : '';
  return head + jiaoText + fenText;
}
