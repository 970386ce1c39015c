import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, Divider, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useStatCounts } from '../../../platform/counters';
import { useWorkerStat } from '../api';
import {
  changePercent,
  COUNTERS_OF_ROLE,
  MEASURE_ORDER,
  WIDGET_HEIGHT,
  type DashboardRole,
} from '../dashboardModel';
import { PeriodControl, usePeriod } from './PeriodControl';
import { WidgetCard } from './WidgetCard';

const TITLE = 'app.dashboard.stats.title';

function Change({ current, previous }: { current: number; previous: number }) {
  const translate = useTranslate();
  const pct = changePercent(current, previous);
  const up = current > previous;
  const color = current === previous ? 'text.secondary' : up ? 'success.main' : 'error.main';
  return (
    <Stack
      direction="row"
      spacing={0.5}
      alignItems="center"
      sx={{ color, minHeight: 20 }}
      data-testid="stat-change"
    >
      {current !== previous &&
        (up ? <ArrowUpwardIcon sx={{ fontSize: 16 }} /> : <ArrowDownwardIcon sx={{ fontSize: 16 }} />)}
      <Typography variant="caption">
        {pct === 0
          ? translate('app.dashboard.no_change')
          : pct === undefined
            ? `+${current - previous}`
            : `${pct > 0 ? '+' : ''}${pct}%`}{' '}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {translate('app.dashboard.previous')} ({previous})
        </Box>
      </Typography>
    </Stack>
  );
}

/** Headline figures of the period against the previous one, and the live counters (get-stat-count). */
export function StatsWidget({ role }: { role: DashboardRole }) {
  const translate = useTranslate();
  const { preset, setPreset, period } = usePeriod('this_month');
  const stat = useWorkerStat(period);
  const counts = useStatCounts();
  return (
    <WidgetCard
      testId="dashboard-stats"
      title={TITLE}
      span={12}
      height={WIDGET_HEIGHT.stats}
      loading={!stat.data}
      error={stat.error}
      onRetry={() => void stat.refetch()}
      action={<PeriodControl widget={TITLE} testId="stats-period" preset={preset} onChange={setPreset} />}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 2 }}>
        {stat.data &&
          MEASURE_ORDER.map((measure) => (
            <Box key={measure} data-testid={`stat-${measure}`}>
              <Typography variant="body2" color="text.secondary">
                {translate(`app.dashboard.measure.${measure}`)}
              </Typography>
              <Typography
                variant="h4"
                component="p"
                data-testid={`stat-${measure}-value`}
                sx={{ fontVariantNumeric: 'tabular-nums' }}
              >
                {stat.data.current[measure]}
              </Typography>
              <Change current={stat.data.current[measure]} previous={stat.data.previous[measure]} />
            </Box>
          ))}
      </Box>
      <Divider sx={{ my: 1.5 }} />
      <Stack direction="row" spacing={3} alignItems="baseline" sx={{ flexWrap: 'wrap', minHeight: 28 }}>
        <Typography variant="caption" color="text.secondary">
          {translate('app.dashboard.stats.counters')}
        </Typography>
        {COUNTERS_OF_ROLE[role].map((key) => (
          <Typography key={key} variant="body2" data-testid={`counter-${key}`}>
            {translate(`app.dashboard.stats.counter.${key}`)}{' '}
            <Box component="strong" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {counts.data?.[key] ?? '–'}
            </Box>
          </Typography>
        ))}
      </Stack>
    </WidgetCard>
  );
}
