import AddIcon from '@mui/icons-material/Add';
import {
  Box,
  Button,
  Chip,
  CircularProgress,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useGetList, useGetMany, useTranslate, type RaRecord } from 'react-admin';
import { REMARK_PAGE_SIZE } from '../../../../../dataProvider/methods/customerTabs';
import { LoadError } from '../../../../components/LoadError';
import { formatDateTime, formatShortDate } from '../../../../platform/format';
import { useAppMutation } from '../../../../platform/mutations';
import { useCanAction } from '../../../../platform/session';
import { useDraft } from '../../../../platform/useDraft';
import { detailWrites } from '../../api/detail';
import { ItemCard, Pager, RowsSkeleton, TabBody, TabEmpty, useCustomerPage, useWorkerNames } from './tabKit';
import type { DetailTabProps } from './types';

const SORT = { field: 'id', order: 'DESC' } as const;

interface Remark extends RaRecord {
  id: number;
  content?: string;
  worker_id?: number;
  worker_user_id?: number;
  is_read?: number;
  created_at?: string;
}

/**
 * The page of the list (newest first, `REMARK_PAGE_SIZE` a page) that holds remark `focusId`: the
 * remarks newer than it, counted on the server. `undefined` while unknown; 1 without a focus.
 */
function useFocusPage(customerId: number, focusId: number | undefined): number | undefined {
  const { total, isPending } = useGetList(
    'worker-user-remark',
    {
      filter: { customer_id: customerId, id_gte: (focusId ?? 0) + 1 },
      pagination: { page: 1, perPage: 1 },
      sort: SORT,
    },
    { enabled: focusId !== undefined },
  );
  if (focusId === undefined) return 1;
  if (isPending) return undefined;
  return Math.floor((total ?? 0) / REMARK_PAGE_SIZE) + 1;
}

function RemarkForm({ customerId, onDone }: { customerId: number; onDone: () => void }) {
  const translate = useTranslate();
  const [content, setContent] = useState('');
  const [touched, setTouched] = useState(false);
  const { mutate, isPending } = useAppMutation(detailWrites.remark);
  const invalid = content.trim() === '';
  // Kept through a reload the user did not ask for (E02, another tab's login, a new deploy).
  const draft = useDraft('remark', invalid ? undefined : { content }, (kept) => {
    if (typeof kept.content === 'string') setContent(kept.content);
  });
  const save = () => {
    setTouched(true);
    if (invalid) return;
    // The form closes on success only: a failure keeps the text for another try.
    mutate({ customer_id: customerId, content: content.trim() }, { onSuccess: onDone });
  };
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 2 }}
      component="form"
      noValidate
      data-testid="remark-form"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      {draft}
      <TextField
        label={translate('app.customer_detail_tabs.remark.content')}
        value={content}
        onChange={(e) => setContent(e.target.value)}
        onBlur={() => setTouched(true)}
        required
        multiline
        minRows={2}
        fullWidth
        error={touched && invalid}
        helperText={touched && invalid ? translate('app.customer_detail_tabs.remark.content_required') : ' '}
        slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'remark-content' } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button onClick={onDone} disabled={isPending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={isPending}
          startIcon={isPending ? <CircularProgress size={16} /> : undefined}
          data-testid="remark-save"
        >
          {translate('app.customer_detail_tabs.remark.save')}
        </Button>
      </Box>
    </Paper>
  );
}

function RemarkItem({
  item,
  worker,
  follow,
  focused,
}: {
  item: Remark;
  worker?: string;
  follow?: string;
  focused: boolean;
}) {
  const translate = useTranslate();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focused) ref.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [focused]);
  return (
    <Box
      component="li"
      ref={ref}
      sx={{ listStyle: 'none' }}
      aria-current={focused ? 'true' : undefined}
      data-testid="remark-item"
      data-remark-id={item.id}
    >
      <ItemCard highlighted={focused}>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 0.5 }}>
          <Tooltip title={formatDateTime(item.created_at)}>
            <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
              {formatShortDate(item.created_at, true)}
            </Typography>
          </Tooltip>
          {item.is_read === 0 && (
            <Chip size="small" color="error" label={translate('app.customer_detail_tabs.remark.unread')} />
          )}
          <Box sx={{ flexGrow: 1 }} />
          {worker && (
            <Typography variant="caption" color="text.secondary">
              {translate('app.customer_detail_tabs.remark.by', { name: worker })}
            </Typography>
          )}
        </Stack>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {item.content}
        </Typography>
        {follow && (
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block', mt: 0.5 }}
            noWrap
            title={follow}
          >
            {translate('app.customer_detail_tabs.remark.on_follow', { content: follow })}
          </Typography>
        )}
      </ItemCard>
    </Box>
  );
}

/**
 * Remarks on the customer (`worker-user-remark`), paged on the server; opened with a remark
 * (`focusId`, from the remark banner or notice) it pages to it, scrolls to it and highlights it.
 */
export default function RemarkTab({ customerId, focusId }: DetailTabProps) {
  const translate = useTranslate();
  const canAdd = useCanAction({ resource: 'worker-user-remark' }, 'add');
  const focusPage = useFocusPage(customerId, focusId);
  const [chosen, setChosen] = useState<number>();
  const [adding, setAdding] = useState(false);
  const page = chosen ?? focusPage ?? 1;
  const { data, total, isPending, error, refetch } = useCustomerPage<Remark>(
    'worker-user-remark',
    customerId,
    page,
    REMARK_PAGE_SIZE,
    SORT,
  );
  const workers = useWorkerNames(data);
  const followIds = [
    ...new Set(
      (data ?? []).map((r) => r.worker_user_id).filter((id): id is number => typeof id === 'number'),
    ),
  ];
  const follows = useGetMany('worker-user', { ids: followIds }, { enabled: followIds.length > 0 });
  // The remarks show once the follow-ups they were written on are there: a line arriving later would
  // make them taller and move the page (CLS).
  const followText = new Map(
    (follows.data ?? []).map((f) => [Number(f.id), typeof f.content === 'string' ? f.content : '']),
  );

  const addButton = canAdd && !adding && (
    <Button
      variant="contained"
      size="small"
      startIcon={<AddIcon />}
      onClick={() => setAdding(true)}
      data-testid="remark-add"
    >
      {translate('app.customer_detail_tabs.remark.add')}
    </Button>
  );

  return (
    <TabBody testId="remark-tab">
      <Stack direction="row" alignItems="center" sx={{ mb: 2, minHeight: 32 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {translate('app.customer_detail_tabs.remark.list')}
        </Typography>
        {addButton}
      </Stack>
      {adding && (
        <RemarkForm
          customerId={customerId}
          onDone={() => {
            setAdding(false);
            setChosen(1);
          }}
        />
      )}
      {error != null ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : isPending || focusPage === undefined || (followIds.length > 0 && follows.isPending) ? (
        <RowsSkeleton rows={6} height={88} />
      ) : !data?.length ? (
        <TabEmpty text={translate('app.customer_detail_tabs.remark.empty')} action={addButton || undefined} />
      ) : (
        <>
          <Stack
            component="ol"
            spacing={1}
            sx={{ m: 0, p: 0 }}
            aria-label={translate('app.customer_detail_tabs.remark.list')}
          >
            {data.map((item) => (
              <RemarkItem
                key={item.id}
                item={item}
                focused={item.id === focusId}
                worker={item.worker_id === undefined ? undefined : workers.get(item.worker_id)}
                follow={item.worker_user_id === undefined ? undefined : followText.get(item.worker_user_id)}
              />
            ))}
          </Stack>
          <Pager page={page} perPage={REMARK_PAGE_SIZE} total={total} onChange={setChosen} />
        </>
      )}
    </TabBody>
  );
}
