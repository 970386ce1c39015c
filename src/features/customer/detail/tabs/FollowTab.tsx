import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Chip, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { LoadError } from '../../../../components/LoadError';
import { formatDateTime, formatShortDate } from '../../../../platform/format';
import { labelKeys } from '../../../../platform/labels';
import { useCanAction, useSession } from '../../../../platform/session';
import { FollowForm } from './FollowForm';
import { Pager, RowsSkeleton, TabBody, TabEmpty, useCustomerPage, useWorkerNames } from './tabKit';
import type { DetailTabProps } from './types';

const PER_PAGE = 10;
const SORT = { field: 'created_at', order: 'DESC' } as const;

interface FollowUp extends RaRecord {
  id: number;
  method?: number;
  intention?: number;
  content?: string;
  worker_id?: number;
  next_follow_at?: string;
  created_at?: string;
}

/** Whether the user may write follow-ups: the site's `who_can_follow_note` and the add permission. */
export function useCanFollow(): boolean {
  const session = useSession();
  const canAdd = useCanAction({ resource: 'worker-user' }, 'add');
  return canAdd && !!session?.whoCanFollowNote;
}

function FollowItem({ item, worker }: { item: FollowUp; worker?: string }) {
  const translate = useTranslate();
  const choice = (field: string, value: number | undefined) =>
    value === undefined
      ? undefined
      : translate(labelKeys.choice('worker-user', field, value), { _: String(value) });
  return (
    <Box
      component="li"
      sx={{ position: 'relative', pl: 3, pb: 2, listStyle: 'none', '&:last-of-type': { pb: 0 } }}
      data-testid="follow-item"
    >
      {/* The timeline's line and dot. */}
      <Box
        aria-hidden
        sx={{ position: 'absolute', left: 6, top: 14, bottom: -2, borderLeft: 2, borderColor: 'divider' }}
      />
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          left: 1,
          top: 6,
          width: 12,
          height: 12,
          borderRadius: '50%',
          bgcolor: 'primary.main',
        }}
      />
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 0.5 }}>
        <Tooltip title={formatDateTime(item.created_at)}>
          <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
            {formatShortDate(item.created_at, true)}
          </Typography>
        </Tooltip>
        {item.method !== undefined && <Chip size="small" label={choice('method', item.method)} />}
        {item.intention !== undefined && (
          <Chip
            size="small"
            variant="outlined"
            label={`${translate(labelKeys.field('worker-user', 'intention'))}: ${choice('intention', item.intention) ?? ''}`}
          />
        )}
        <Box sx={{ flexGrow: 1 }} />
        {worker && (
          <Typography variant="caption" color="text.secondary">
            {translate('app.customer_detail_tabs.follow.by', { name: worker })}
          </Typography>
        )}
      </Stack>
      <Typography
        variant="body2"
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        data-testid="follow-content"
      >
        {item.content}
      </Typography>
      {item.next_follow_at && (
        <Typography variant="caption" color="text.secondary">
          {translate('app.customer_detail_tabs.follow.next', {
            date: formatShortDate(item.next_follow_at, true),
          })}
        </Typography>
      )}
    </Box>
  );
}

/** Follow-ups of the customer (`worker-user`): a timeline, newest first, and the add form (`?add=1`). */
export default function FollowTab({ customerId }: DetailTabProps) {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const session = useSession();
  const canFollow = useCanFollow();
  const addRequested = params.get('add') === '1';
  const [adding, setAdding] = useState(addRequested);
  // The header card's "add follow-up" (`add=1`) opens the form also when the tab is already open.
  const [lastRequest, setLastRequest] = useState(addRequested);
  if (addRequested !== lastRequest) {
    setLastRequest(addRequested);
    if (addRequested) setAdding(true);
  }
  const [page, setPage] = useState(1);
  const { data, total, isPending, error, refetch } = useCustomerPage<FollowUp>(
    'worker-user',
    customerId,
    page,
    PER_PAGE,
    SORT,
  );
  const workers = useWorkerNames(data);

  const addButton = canFollow && !adding && (
    <Button
      variant="contained"
      size="small"
      startIcon={<AddIcon />}
      onClick={() => setAdding(true)}
      data-testid="follow-add"
    >
      {translate('app.customer_detail_tabs.follow.add')}
    </Button>
  );

  return (
    <TabBody testId="follow-tab">
      <Stack direction="row" alignItems="center" sx={{ mb: 2, minHeight: 32 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {translate('app.customer_detail_tabs.follow.timeline')}
        </Typography>
        {addButton}
      </Stack>
      {session !== undefined && !canFollow && addRequested && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('app.customer_detail_tabs.follow.not_allowed')}
        </Alert>
      )}
      {canFollow && adding && (
        <FollowForm
          customerId={customerId}
          onSaved={() => {
            setPage(1);
            setAdding(false);
          }}
          onCancel={() => setAdding(false)}
        />
      )}
      {error != null ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <RowsSkeleton rows={5} height={72} />
      ) : !data?.length ? (
        <TabEmpty text={translate('app.customer_detail_tabs.follow.empty')} action={addButton || undefined} />
      ) : (
        <>
          <Box
            component="ol"
            sx={{ m: 0, p: 0 }}
            aria-label={translate('app.customer_detail_tabs.follow.timeline')}
          >
            {data.map((item) => (
              <FollowItem
                key={item.id}
                item={item}
                worker={item.worker_id === undefined ? undefined : workers.get(item.worker_id)}
              />
            ))}
          </Box>
          <Pager page={page} perPage={PER_PAGE} total={total} onChange={setPage} />
        </>
      )}
    </TabBody>
  );
}
