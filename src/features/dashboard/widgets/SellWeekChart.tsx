import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import type { SellDay } from '../../../../dataProvider';

/** Room of the day labels: the default (25 px) is too short for CJK fonts' line boxes, which hides them. */
const X_AXIS_HEIGHT = 32;

/** The weekly sales bars (`@mui/x-charts`, in this lazily loaded chunk only). */
export default function SellWeekChart({ days, height }: { days: readonly SellDay[]; height: number }) {
  const translate = useTranslate();
  return (
    <Box
      sx={{ height, overflow: 'hidden' }}
      role="img"
      aria-label={translate('app.dashboard.sell_week.chart')}
      data-testid="sell-week-chart"
    >
      <BarChart
        margin={{ left: 8, right: 8, top: 8, bottom: 8 }}
        xAxis={[{ scaleType: 'band', data: days.map((d) => d.date.slice(5)), height: X_AXIS_HEIGHT }]}
        series={[
          { data: days.map((d) => d.new_customers), label: translate('app.dashboard.measure.new_customers') },
          { data: days.map((d) => d.follow_ups), label: translate('app.dashboard.measure.follow_ups') },
        ]}
      />
    </Box>
  );
}
