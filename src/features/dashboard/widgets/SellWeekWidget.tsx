import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Suspense } from 'react';
import { useTranslate } from 'react-admin';
import type { SellDay } from '../../../../dataProvider';
import type { DateRangePreset } from '../../../components/date-range';
import { lazyWithReload } from '../../../platform/chunks';
import { useSellWeek } from '../api';
import { WIDGET_HEIGHT } from '../dashboardModel';
import { PeriodControl, usePeriod } from './PeriodControl';
import { WidgetCard, WidgetSkeleton } from './WidgetCard';

/** The chart library loads with the chart only (its own chunk). */
const SellWeekChart = lazyWithReload(() => import('./SellWeekChart'));

const TITLE = 'app.dashboard.sell_week.title';
/** The chart sizes itself with a ResizeObserver; without one (an old browser, jsdom) the figures show as a table. */
const canChart = () => typeof ResizeObserver !== 'undefined';

function SellWeekTable({ days }: { days: readonly SellDay[] }) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate('app.dashboard.sell_week.chart')} data-testid="sell-week-table">
      <TableHead>
        <TableRow>
          <TableCell />
          <TableCell align="right">{translate('app.dashboard.measure.new_customers')}</TableCell>
          <TableCell align="right">{translate('app.dashboard.measure.follow_ups')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {days.map((d) => (
          <TableRow key={d.date}>
            <TableCell>{d.date.slice(5)}</TableCell>
            <TableCell align="right">{d.new_customers}</TableCell>
            <TableCell align="right">{d.follow_ups}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
/** A daily chart reads well up to a month. */
const PRESETS: readonly DateRangePreset[] = ['this_week', 'last_week', 'this_month', 'last_month'];

/** New customers and follow-ups per day of a week (get-sell-week-stat), as a bar chart. */
export function SellWeekWidget() {
  const translate = useTranslate();
  const { preset, setPreset, period } = usePeriod('this_week');
  const week = useSellWeek(period);
  const height = WIDGET_HEIGHT.sellWeek;
  const days = week.data ?? [];
  const empty = days.every((d) => d.new_customers === 0 && d.follow_ups === 0);
  return (
    <WidgetCard
      testId="dashboard-sell-week"
      title={TITLE}
      height={height}
      loading={!week.data}
      error={week.error}
      onRetry={() => void week.refetch()}
      action={
        <PeriodControl
          widget={TITLE}
          testId="sell-week-period"
          preset={preset}
          onChange={setPreset}
          presets={PRESETS}
        />
      }
    >
      {empty ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {translate('app.dashboard.sell_week.empty')}
        </Typography>
      ) : (
        <Suspense fallback={<WidgetSkeleton height={height} />}>
          {canChart() ? <SellWeekChart days={days} height={height} /> : <SellWeekTable days={days} />}
        </Suspense>
      )}
    </WidgetCard>
  );
}
