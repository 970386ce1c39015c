import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import type { CallStats } from '../../../dataProvider';
import { PresetSelect, presetRange, type DateRangePreset } from '../../components/date-range';
import { useCallStats } from './api';

const COLUMNS = ['total', 'outgoing', 'incoming', 'answered', 'missed'] as const;

/** Minutes and seconds of a duration in seconds. */
export function durationText(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

function DayChart({ days }: { days: CallStats['days'] }) {
  const translate = useTranslate();
  return (
    <Box
      sx={{ height: 280, overflow: 'hidden' }}
      role="img"
      aria-label={translate('app.calls.stats.per_day')}
      data-testid="call-stats-chart"
    >
      <BarChart
        margin={{ left: 8, right: 8, top: 8, bottom: 8 }}
        // The default axis height (25 px) is too short for CJK line boxes and hides the day labels.
        xAxis={[{ scaleType: 'band', data: days.map((d) => d.date.slice(5)), height: 32 }]}
        series={[
          { data: days.map((d) => d.answered), label: translate('app.calls.stats.answered'), stack: 'calls' },
          { data: days.map((d) => d.missed), label: translate('app.calls.stats.missed'), stack: 'calls' },
        ]}
      />
    </Box>
  );
}

/** Call statistics (issue 12): per worker and per day over a date-range preset, with a chart. */
export default function CallStatsPage() {
  const translate = useTranslate();
  const [preset, setPreset] = useState<DateRangePreset>('this_month');
  const [start, end] = presetRange(preset);
  const stats = useCallStats(start, end);
  const data = stats.data;
  return (
    <Stack spacing={2} sx={{ py: 2 }} data-testid="call-stats">
      <Title title="app.calls.stats.title" />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {start === end ? start : `${start} ~ ${end}`}
        </Typography>
        <PresetSelect
          value={preset}
          onChange={setPreset}
          label={translate('app.calls.stats.period')}
          testId="call-stats-period"
        />
      </Box>
      {stats.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void stats.refetch()}>
              {translate('app.notices.retry')}
            </Button>
          }
        >
          {translate('app.calls.stats.load_error')}
        </Alert>
      ) : !data ? (
        <Skeleton variant="rounded" height={360} />
      ) : data.workers.length === 0 ? (
        <Card>
          <CardContent>
            <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
              {translate('app.calls.stats.empty')}
            </Typography>
          </CardContent>
        </Card>
      ) : (
        <>
          <Card>
            <CardContent>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
                {translate('app.calls.stats.per_day')}
              </Typography>
              <DayChart days={data.days} />
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
                {translate('app.calls.stats.per_worker')}
              </Typography>
              <TableContainer>
                <Table size="small" data-testid="call-stats-table">
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('app.calls.stats.worker')}</TableCell>
                      {COLUMNS.map((c) => (
                        <TableCell key={c} align="right">
                          {translate(`app.calls.stats.${c}`)}
                        </TableCell>
                      ))}
                      <TableCell align="right">{translate('app.calls.stats.rate')}</TableCell>
                      <TableCell align="right">{translate('app.calls.stats.duration')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.workers.map((w) => (
                      <TableRow key={w.worker_id} hover>
                        <TableCell>{w.name}</TableCell>
                        {COLUMNS.map((c) => (
                          <TableCell key={c} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                            {w[c]}
                          </TableCell>
                        ))}
                        <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                          {w.total > 0 ? `${Math.round((w.answered / w.total) * 100)}%` : '-'}
                        </TableCell>
                        <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                          {durationText(w.duration)}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </CardContent>
          </Card>
        </>
      )}
    </Stack>
  );
}
