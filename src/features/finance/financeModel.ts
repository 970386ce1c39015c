import type { Finance } from '../../../dataProvider';

/** S22: the service period "start ~ end", only when both dates exist. */
export function servicePeriod(finance: Pick<Finance, 'service'>): string | undefined {
  const start = finance.service?.start_at?.trim();
  const end = finance.service?.end_at?.trim();
  return start && end ? `${start} ~ ${end}` : undefined;
}
