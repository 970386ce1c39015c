import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Resolution } from '../../../dataProvider';
import { ActionButton } from '../../components/ActionButton';
import { ActionDialog } from '../../components/ActionDialog';
import { IfAction } from '../../platform/IfAction';
import { useResolution } from './api';

const valueSx = { fontFamily: 'monospace', overflowWrap: 'anywhere' } as const;

/** One DNS answer: its type and value, ticked when it is the expected one. */
function DnsValue({ type, value, expected }: { type: string; value: string; expected?: boolean }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} alignItems="center" data-testid="resolution-record">
      <Typography variant="body2" sx={{ ...valueSx, minWidth: 56 }}>
        {type}
      </Typography>
      <Typography variant="body2" sx={valueSx}>
        {value}
      </Typography>
      {expected ? (
        <CheckCircleIcon
          color="success"
          fontSize="small"
          titleAccess={translate('app.domains.resolution.reasons.ok')}
        />
      ) : null}
    </Stack>
  );
}

function ResolutionResult({ result }: { result: Resolution }) {
  const translate = useTranslate();
  const reason =
    result.reason === 'other' && result.message
      ? result.message
      : translate(`app.domains.resolution.reasons.${result.reason}`, { domain: result.domain });
  const isExpected = (r: { type: string; value: string }) =>
    r.type === result.expected.type && r.value === result.expected.value;
  return (
    <Stack spacing={2}>
      <Alert severity={result.ok ? 'success' : 'error'} data-testid="resolution-verdict">
        {reason}
      </Alert>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {translate('app.domains.resolution.records')}
        </Typography>
        <Stack spacing={0.5}>
          {result.records.length === 0 ? (
            <Typography variant="body2">{translate('app.domains.resolution.none')}</Typography>
          ) : (
            result.records.map((r) => (
              <DnsValue key={`${r.type} ${r.value}`} {...r} expected={isExpected(r)} />
            ))
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {translate('app.domains.resolution.expected')}
        </Typography>
        <DnsValue {...result.expected} />
      </Box>
    </Stack>
  );
}

function ResolutionDialog({ id, domain, onClose }: { id: number | string; domain: string; onClose(): void }) {
  const translate = useTranslate();
  const check = useResolution(id);
  return (
    <ActionDialog
      title={translate('app.domains.resolution.title', { domain })}
      onClose={onClose}
      testId="domain-resolution-dialog"
      maxWidth="sm"
    >
      {check.isError ? (
        <Alert severity="error">
          {check.error instanceof Error ? check.error.message : String(check.error)}
        </Alert>
      ) : check.data ? (
        <ResolutionResult result={check.data} />
      ) : (
        <Stack spacing={1}>
          <Typography variant="body2">{translate('app.domains.resolution.checking')}</Typography>
          <LinearProgress />
        </Stack>
      )}
      <Box>
        <Button
          size="small"
          onClick={() => void check.refetch()}
          loading={check.isFetching}
          data-testid="domain-resolution-again"
        >
          {translate('app.domains.resolution.again')}
        </Button>
      </Box>
    </ActionDialog>
  );
}

/** "Check resolution" of a site domain: the server looks it up and says whether it points here. */
export function ResolutionButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <IfAction resource="domain" action="get">
      <ActionButton
        iconOnly
        label={translate('app.domains.resolution.button')}
        icon={<TravelExploreIcon fontSize="small" />}
        onClick={() => setOpen(true)}
        testId="domain-check"
      />
      {open ? (
        <ResolutionDialog
          id={record.id}
          domain={String(record.domain ?? '')}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </IfAction>
  );
}
