import { Box, LinearProgress, List, ListItem, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { StatMeasure } from '../../../../dataProvider';
import { useRanking } from '../api';
import { MEASURE_ORDER, WIDGET_HEIGHT } from '../dashboardModel';
import { PeriodControl, usePeriod } from './PeriodControl';
import { WidgetCard } from './WidgetCard';

const TITLE = 'app.dashboard.ranking.title';

const isMeasure = (v: string): v is StatMeasure => (MEASURE_ORDER as readonly string[]).includes(v);

/** Workers ranked by a measure over a period; the total is the statistics' figure. */
export function RankingWidget() {
  const translate = useTranslate();
  const [measure, setMeasure] = useState<StatMeasure>('new_customers');
  const { preset, setPreset, period } = usePeriod('this_month');
  const ranking = useRanking(measure, period);
  const rows = ranking.data ?? [];
  const top = Math.max(1, ...rows.map((r) => r.value));
  const total = rows.reduce((sum, r) => sum + r.value, 0);
  return (
    <WidgetCard
      testId="dashboard-ranking"
      title={TITLE}
      height={WIDGET_HEIGHT.ranking}
      loading={!ranking.data}
      error={ranking.error}
      onRetry={() => void ranking.refetch()}
      action={
        <Stack direction="row" spacing={1}>
          <TextField
            select
            size="small"
            fullWidth={false}
            margin="none"
            value={measure}
            onChange={(e) => {
              if (isMeasure(e.target.value)) setMeasure(e.target.value);
            }}
            slotProps={{
              select: {
                SelectDisplayProps: { 'aria-label': translate('app.dashboard.ranking.measure_label') },
              },
            }}
            data-testid="ranking-measure"
            sx={{ minWidth: 148, '& .MuiSelect-select': { py: 0.5 } }}
          >
            {MEASURE_ORDER.map((m) => (
              <MenuItem key={m} value={m}>
                {translate(`app.dashboard.measure.${m}`)}
              </MenuItem>
            ))}
          </TextField>
          <PeriodControl widget={TITLE} testId="ranking-period" preset={preset} onChange={setPreset} />
        </Stack>
      }
    >
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {translate('app.dashboard.ranking.empty')}
        </Typography>
      ) : (
        <Stack sx={{ height: '100%' }}>
          <List
            dense
            disablePadding
            data-testid="ranking-list"
            tabIndex={0}
            aria-label={translate(TITLE)}
            sx={{ flex: 1, overflow: 'auto', pr: 1 }}
          >
            {rows.map((row, i) => (
              <ListItem key={row.worker_id} disableGutters data-testid="ranking-row">
                <Box sx={{ width: 28, color: i < 3 ? 'primary.main' : 'text.secondary', fontWeight: 600 }}>
                  {i + 1}
                </Box>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Stack direction="row" justifyContent="space-between">
                    <Typography variant="body2" noWrap>
                      {row.name}
                    </Typography>
                    <Typography
                      variant="body2"
                      data-testid="ranking-value"
                      sx={{ fontVariantNumeric: 'tabular-nums' }}
                    >
                      {row.value}
                    </Typography>
                  </Stack>
                  <LinearProgress
                    aria-hidden
                    variant="determinate"
                    value={(row.value / top) * 100}
                    sx={{ height: 4, borderRadius: 2 }}
                  />
                </Box>
              </ListItem>
            ))}
          </List>
          <Stack
            direction="row"
            justifyContent="space-between"
            sx={{ pt: 1, borderTop: 1, borderColor: 'divider' }}
          >
            <Typography variant="body2" color="text.secondary">
              {translate('app.dashboard.ranking.total')}
            </Typography>
            <Typography variant="body2" fontWeight={600} data-testid="ranking-total">
              {total}
            </Typography>
          </Stack>
        </Stack>
      )}
    </WidgetCard>
  );
}
