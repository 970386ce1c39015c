import {
  Alert,
  Box,
  Card,
  CardContent,
  CardHeader,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { PresetSelect, presetRange, type DateRangePreset } from '../../components/date-range';
import { LoadError } from '../../components/LoadError';
import { useDeliveryStat } from './api';
import { TodayCard } from './DeliveryToday';

/** Daily delivery (issue 13): the members recommended today, and the statistics by day and matchmaker. */
export default function DeliveryPage() {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        p: { xs: 1, md: 2 },
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
      data-testid="delivery-page"
    >
      <Title title={translate('app.matching.delivery.title')} />
      <TodayCard />
      <StatCard />
    </Box>
  );
}

function StatCard() {
  const translate = useTranslate();
  const [preset, setPreset] = useState<DateRangePreset>('this_week');
  const [start, end] = presetRange(preset);
  const stat = useDeliveryStat(start, end);
  return (
    <Card variant="outlined" data-testid="delivery-stat">
      <CardHeader
        title={translate('app.matching.delivery.stat')}
        subheader={start === end ? start : `${start} ~ ${end}`}
        titleTypographyProps={{ variant: 'subtitle1' }}
        action={
          <PresetSelect
            value={preset}
            onChange={setPreset}
            label={translate('app.matching.delivery.period')}
            testId="delivery-period"
          />
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {stat.isPending && <Skeleton variant="rounded" height={320} />}
        {stat.isError && <LoadError error={stat.error} onRetry={() => void stat.refetch()} />}
        {stat.data && stat.data.days.length === 0 && (
          <Alert severity="info">{translate('app.matching.delivery.no_days')}</Alert>
        )}
        {stat.data && stat.data.days.length > 0 && (
          <>
            <Typography variant="h5" data-testid="delivery-total">
              {translate('app.matching.delivery.total', { count: stat.data.total })}
            </Typography>
            <BarChart
              height={240}
              xAxis={[{ scaleType: 'band', data: stat.data.days.map((d) => d.date.slice(5)), height: 32 }]}
              series={[
                { data: stat.data.days.map((d) => d.count), label: translate('app.matching.delivery.count') },
              ]}
              hideLegend
            />
            <Table size="small" data-testid="delivery-workers">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('app.matching.delivery.matchmaker')}</TableCell>
                  <TableCell align="right">{translate('app.matching.delivery.count')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {stat.data.workers.map((w) => (
                  <TableRow key={w.worker_id}>
                    <TableCell>{w.worker_name}</TableCell>
                    <TableCell align="right">{w.count}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </CardContent>
    </Card>
  );
}
