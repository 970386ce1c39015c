import { useRecordContext, useTranslate } from 'react-admin';
import { cellClasses, chipToneClass } from '../../../registry/cellStyles';
import { formatDateTime, formatShortDate } from '../../../platform/format';
import { HoverTitle } from '../../../components/HoverTitle';
import { seaCountdownOfRecord } from '../../../../resources/core/seaCountdown';

/**
 * "My customers": the last follow-up's column also shows the working days left before the customer
 * flows into the public sea (as the server answers them), in the warning colour at 3 or less.
 */
export function DaysLeftCell() {
  const record = useRecordContext();
  const translate = useTranslate();
  const lastFollowAt = typeof record?.last_follow_at === 'string' ? record.last_follow_at : undefined;
  const countdown = seaCountdownOfRecord(record);
  if (!countdown) return null;
  const { daysLeft, flowsAt, warning, flowDays } = countdown;
  const tone = daysLeft <= 0 ? 'error' : warning ? 'warning' : undefined;
  const label =
    daysLeft > 0
      ? translate('app.customer_pool.days_left', { count: daysLeft })
      : translate('app.customer_pool.due');
  return (
    <span className={cellClasses.nowrap}>
      {lastFollowAt ? `${formatShortDate(lastFollowAt, true)} ` : null}
      <HoverTitle
        title={translate('app.customer_pool.days_left_title', {
          date: formatDateTime(flowsAt),
          days: flowDays,
        })}
        className={tone ? `${cellClasses.chip} ${chipToneClass(tone)}` : cellClasses.chip}
      >
        <span data-testid="sea-days-left" data-warning={warning}>
          {label}
        </span>
      </HoverTitle>
    </span>
  );
}
