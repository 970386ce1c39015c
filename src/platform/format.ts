import dayjs from 'dayjs';

/** Default date-time display format (spec §9). */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/**
 * S17: dates of the current year show as MM-DD (with the time when asked), other years as
 * YYYY-MM-DD. `now` is injectable for tests.
 */
export function formatShortDate(
  value: string | number | Date | null | undefined,
  withTime = false,
  now = dayjs(),
): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  if (!d.isValid()) return String(value);
  const date = d.year() === now.year() ? d.format('MM-DD') : d.format('YYYY-MM-DD');
  return withTime ? `${date} ${d.format('HH:mm')}` : date;
}

/** The full date-time (tooltips, detail pages). */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(DATE_TIME_FORMAT) : String(value);
}

/** The full date (tooltips, detail pages). */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format('YYYY-MM-DD') : String(value);
}

const moneyFormat = new Intl.NumberFormat('zh-CN', {
  style: 'currency',
  currency: 'CNY',
  minimumFractionDigits: 2,
});

/** Money as `¥1,234.00` (UX.md). */
export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  return Number.isFinite(n) ? moneyFormat.format(n) : String(value);
}

/** Masks the middle of a phone number: 138****0001. */
export function maskPhone(value: string | null | undefined): string {
  if (!value) return '';
  if (value.length < 7) return '*'.repeat(value.length);
  return `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}`;
}
