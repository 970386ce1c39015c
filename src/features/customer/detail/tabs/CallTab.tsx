import CallMadeIcon from '@mui/icons-material/CallMade';
import CallReceivedIcon from '@mui/icons-material/CallReceived';
import { Box, Chip, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { AudioPlayer } from '../../../../components/AudioPlayer';
import { LoadError } from '../../../../components/LoadError';
import { formatDateTime, formatShortDate } from '../../../../platform/format';
import { labelKeys } from '../../../../platform/labels';
import { useCanAction } from '../../../../platform/session';
import { ItemCard, Pager, RowsSkeleton, TabBody, TabEmpty, useCustomerPage, useWorkerNames } from './tabKit';
import type { DetailTabProps } from './types';

const PER_PAGE = 10;
const SORT = { field: 'created_at', order: 'DESC' } as const;

interface Call extends RaRecord {
  id: number;
  type?: number;
  state?: number;
  status_name?: string;
  duration?: number;
  worker_id?: number;
  record_url?: string;
  created_at?: string;
}

/** The recording's address when it is one the player may load (http(s) or a same-origin path). */
function playable(url: string | undefined): string | undefined {
  if (!url) return undefined;
  return /^https?:\/\//i.test(url) || /^\/(?!\/)/.test(url) ? url : undefined;
}

function CallItem({ call, worker, downloadable }: { call: Call; worker?: string; downloadable: boolean }) {
  const translate = useTranslate();
  const outgoing = call.type === 0;
  const src = playable(call.record_url);
  const minutes = Math.floor((call.duration ?? 0) / 60);
  const seconds = (call.duration ?? 0) % 60;
  const time = formatDateTime(call.created_at);
  return (
    <Box component="li" sx={{ listStyle: 'none' }} data-testid="call-item">
      <ItemCard>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={{ xs: 1, md: 2 }}
          alignItems={{ md: 'center' }}
        >
          <Stack
            direction="row"
            spacing={1}
            alignItems="center"
            sx={{ minWidth: 0, flexGrow: 1 }}
            flexWrap="wrap"
            useFlexGap
          >
            {outgoing ? (
              <CallMadeIcon fontSize="small" color="primary" aria-hidden />
            ) : (
              <CallReceivedIcon fontSize="small" color="success" aria-hidden />
            )}
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {translate(
                outgoing
                  ? 'app.customer_detail_tabs.call.outgoing'
                  : 'app.customer_detail_tabs.call.incoming',
              )}
            </Typography>
            <Tooltip title={time}>
              <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatShortDate(call.created_at, true)}
              </Typography>
            </Tooltip>
            {call.state !== undefined && (
              <Chip
                size="small"
                label={translate(labelKeys.choice('worker-call', 'state', call.state), {
                  _: call.status_name ?? '',
                })}
                color={call.state === 2 ? 'success' : 'default'}
                variant={call.state === 2 ? 'filled' : 'outlined'}
              />
            )}
            {(call.duration ?? 0) > 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {translate('app.customer_detail_tabs.call.duration', { minutes, seconds })}
              </Typography>
            )}
            {worker && (
              <Typography variant="caption" color="text.secondary">
                {translate('app.customer_detail_tabs.call.with', { name: worker })}
              </Typography>
            )}
          </Stack>
          <Box sx={{ flexShrink: 0, minHeight: 32, display: 'flex', alignItems: 'center' }}>
            {src ? (
              <AudioPlayer
                src={src}
                label={translate('app.customer_detail_tabs.call.recording', { time })}
                downloadable={downloadable}
              />
            ) : (
              <Typography variant="caption" color="text.disabled">
                {translate('app.customer_detail_tabs.call.no_recording')}
              </Typography>
            )}
          </Box>
        </Stack>
      </ItemCard>
    </Box>
  );
}

/** Calls with the customer (`worker-call`), newest first, recordings playable in place. */
export default function CallTab({ customerId }: DetailTabProps) {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const downloadable = useCanAction({ permission: 'user_view.download_audio' }, 'get');
  const { data, total, isPending, error, refetch } = useCustomerPage<Call>(
    'worker-call',
    customerId,
    page,
    PER_PAGE,
    SORT,
  );
  const workers = useWorkerNames(data);
  return (
    <TabBody testId="call-tab">
      {error != null ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <RowsSkeleton rows={6} height={58} />
      ) : !data?.length ? (
        <TabEmpty text={translate('app.customer_detail_tabs.call.empty')} />
      ) : (
        <>
          <Stack
            component="ol"
            spacing={1}
            sx={{ m: 0, p: 0 }}
            aria-label={translate('app.customer_detail_tabs.call.list')}
          >
            {data.map((call) => (
              <CallItem
                key={call.id}
                call={call}
                downloadable={downloadable}
                worker={call.worker_id === undefined ? undefined : workers.get(call.worker_id)}
              />
            ))}
          </Stack>
          <Pager page={page} perPage={PER_PAGE} total={total} onChange={setPage} />
        </>
      )}
    </TabBody>
  );
}
