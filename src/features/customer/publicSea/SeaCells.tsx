import { useRecordContext, useTranslate } from 'react-admin';
import { cellClasses } from '../../../registry/cellStyles';
import { formatDateTime } from '../../../platform/format';
import { HoverTitle } from '../../../components/HoverTitle';
import { daysInSea } from './seaModel';

/** The cell of `sea_entered_at`: how many days the customer has been in the public sea. */
export function DaysInSeaCell() {
  const record = useRecordContext();
  const translate = useTranslate();
  const days = daysInSea(record?.sea_entered_at as string | undefined);
  if (days === undefined) return null;
  return (
    <HoverTitle
      title={translate('app.customer_pool.days_in_sea_title', {
        date: formatDateTime(record?.sea_entered_at as string),
      })}
      className={cellClasses.number}
    >
      {translate('app.customer_pool.days', { count: days })}
    </HoverTitle>
  );
}
