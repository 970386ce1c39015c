import { Box, Divider, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FOLLOW_METHODS } from '../../../../resources/worker-user';
import { useWorkSummary } from '../api';
import { WIDGET_HEIGHT } from '../dashboardModel';
import { PeriodControl, usePeriod } from './PeriodControl';
import { WidgetCard } from './WidgetCard';

const TITLE = 'app.dashboard.summary.title';

function Line({
  label,
  value,
  testId,
  indent = false,
}: {
  label: string;
  value: number;
  testId: string;
  indent?: boolean;
}) {
  return (
    <Stack
      direction="row"
      justifyContent="space-between"
      sx={{ py: 0.5, pl: indent ? 2 : 0 }}
      data-testid={testId}
    >
      <Typography variant="body2" color={indent ? 'text.secondary' : 'text.primary'}>
        {label}
      </Typography>
      <Typography variant="body2" fontWeight={indent ? 400 : 600} sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** The caller's work of a period: follow-ups by method, service records, calls. */
export function SummaryWidget() {
  const translate = useTranslate();
  const { preset, setPreset, period } = usePeriod('this_week');
  const summary = useWorkSummary(period);
  const data = summary.data;
  return (
    <WidgetCard
      testId="dashboard-summary"
      title={TITLE}
      height={WIDGET_HEIGHT.summary}
      loading={!data}
      error={summary.error}
      onRetry={() => void summary.refetch()}
      action={<PeriodControl widget={TITLE} testId="summary-period" preset={preset} onChange={setPreset} />}
    >
      {data && (
        <Box>
          <Line
            label={translate('app.dashboard.summary.follow_ups')}
            value={data.follow_ups}
            testId="summary-follow-ups"
          />
          {FOLLOW_METHODS.map((m) => (
            <Line
              key={m}
              indent
              label={translate(`app.dashboard.summary.method.${m}`)}
              value={data.by_method[String(m)] ?? 0}
              testId={`summary-method-${m}`}
            />
          ))}
          <Divider sx={{ my: 1 }} />
          <Line
            label={translate('app.dashboard.summary.service_records')}
            value={data.service_records}
            testId="summary-service"
          />
          <Line label={translate('app.dashboard.summary.calls')} value={data.calls} testId="summary-calls" />
        </Box>
      )}
    </WidgetCard>
  );
}
