import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  Alert,
  Box,
  Button,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { Title, useGetList, useNotify, useTranslate } from 'react-admin';
import type { SchedulePreview, ScheduleShift } from '../../../../dataProvider';
import { LoadError } from '../../../components/LoadError';
import { failureText } from '../../../platform/mutations';
import { useSession } from '../../../platform/session';
import { useSchedulePreview, useScheduleSave, useScheduleWeek } from '../api';
import { ScheduleGrid } from './ScheduleGrid';
import { SchedulePreviewDialog } from './SchedulePreviewDialog';
import { cellsOf, gridOf, mondayOf, weekDays } from './scheduleModel';
import { useScheduleConflict } from './useScheduleConflict';

type Grid = ReadonlyMap<string, ScheduleShift>;

/**
 * The worker schedule (issue 14): a store's week, edited by clicking cells, previewed, saved. The
 * save sends the week's revision the edits started from; a colleague's save meanwhile opens the
 * merge view (issue 40, `useScheduleConflict`).
 */
export default function SchedulePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const session = useSession();
  const stores = useGetList('store', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'id', order: 'ASC' },
  });
  const [storeId, setStoreId] = useState<number | undefined>();
  const store =
    storeId ?? session?.storeId ?? (typeof stores.data?.[0]?.id === 'number' ? stores.data[0].id : undefined);
  const [monday, setMonday] = useState(() => mondayOf(dayjs()).format('YYYY-MM-DD'));
  const days = useMemo(() => weekDays(monday), [monday]);
  const workers = useGetList(
    'worker',
    {
      filter: { store_id: store },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
    },
    { enabled: store !== undefined },
  );
  const roster = useScheduleWeek(store, monday);
  // The user's changes to the stored roster of the store and week shown (none: the stored one),
  // and the stored week they started from (its revision is sent with the save).
  const [edits, setEdits] = useState<Map<string, ScheduleShift>>();
  const [base, setBase] = useState<{ revision: number | undefined; grid: Grid }>();
  const stored = useMemo(() => gridOf(roster.data?.cells ?? []), [roster.data]);
  const grid = edits ?? stored;
  const from = edits && base ? base : { revision: roster.data?.revision, grid: stored };
  const edit = (next: Map<string, ScheduleShift>) => {
    if (!edits) setBase({ revision: roster.data?.revision, grid: stored });
    setEdits(next);
  };
  const [preview, setPreview] = useState<SchedulePreview>();
  const goToWeek = (days: number) => {
    setMonday(dayjs(monday).add(days, 'day').format('YYYY-MM-DD'));
    setEdits(undefined);
  };
  const shown = (workers.data ?? []).map((w) => ({ id: Number(w.id), name: String(w.name ?? w.id) }));
  const workerIds = shown.map((w) => w.id);
  const week = (cells: Grid = grid) => ({
    store_id: store ?? 0,
    week_start: monday,
    cells: cellsOf(cells, workerIds, days),
  });
  const previewing = useSchedulePreview();
  const saving = useScheduleSave();
  const showPreview = () => previewing.mutate(week(), { onSuccess: setPreview });
  // A failure keeps the edits (and the preview open): the user can save again. A stale save opens
  // the merge view instead of a notification.
  const save = (cells: Grid = grid, revision = from.revision) =>
    saving.mutate(
      { ...week(cells), revision },
      {
        onSuccess: () => {
          conflict.close();
          setPreview(undefined);
          // The changes stay shown until the stored roster holds them.
          void roster.refetch({ cancelRefetch: false }).then(() => setEdits(undefined));
        },
        onError: (error) => {
          if (!conflict.onSaveError(error, cells, from.grid)) notify(failureText(error), { type: 'error' });
        },
      },
    );
  const conflict = useScheduleConflict({
    workers: shown,
    days,
    overwrite: (mine, revision) => save(mine, revision),
    keepTheirs: () => {
      setPreview(undefined);
      void roster.refetch().then(() => setEdits(undefined));
    },
    rebase: (next, theirs, revision) => {
      setPreview(undefined);
      setBase({ revision, grid: theirs });
      setEdits(next);
      void roster.refetch();
    },
  });
  const error = stores.error ?? workers.error ?? roster.error;
  const loading = stores.isPending || workers.isPending || roster.isPending;
  const busy = previewing.isPending || saving.isPending;
  return (
    <Box sx={{ py: 2 }} data-testid="schedule-page">
      <Title title="app.dashboard.schedule.title" />
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h1">
          {translate('app.dashboard.schedule.title')}
        </Typography>
        <TextField
          select
          size="small"
          label={translate('app.dashboard.schedule.store')}
          value={store ?? ''}
          onChange={(e) => {
            setStoreId(Number(e.target.value));
            setEdits(undefined);
          }}
          data-testid="schedule-store"
          fullWidth={false}
          margin="none"
          sx={{ width: 240 }}
        >
          {(stores.data ?? []).map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {String(s.name ?? s.id)}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" alignItems="center">
          <Tooltip title={translate('app.dashboard.schedule.previous_week')}>
            <IconButton
              aria-label={translate('app.dashboard.schedule.previous_week')}
              onClick={() => goToWeek(-7)}
            >
              <ChevronLeftIcon />
            </IconButton>
          </Tooltip>
          <Typography data-testid="schedule-week" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {translate('app.dashboard.schedule.week', { date: monday })}
          </Typography>
          <Tooltip title={translate('app.dashboard.schedule.next_week')}>
            <IconButton
              aria-label={translate('app.dashboard.schedule.next_week')}
              onClick={() => goToWeek(7)}
            >
              <ChevronRightIcon />
            </IconButton>
          </Tooltip>
        </Stack>
        <Box sx={{ flex: 1 }} />
        {edits && (
          <Typography variant="body2" color="warning.main" data-testid="schedule-dirty">
            {translate('app.dashboard.schedule.unsaved')}
          </Typography>
        )}
        <Button
          variant="outlined"
          disabled={busy || loading}
          loading={previewing.isPending}
          onClick={showPreview}
          data-testid="schedule-preview"
        >
          {translate('app.dashboard.schedule.preview')}
        </Button>
        <Button
          variant="contained"
          disabled={busy || loading}
          loading={saving.isPending}
          onClick={() => save()}
          data-testid="schedule-save"
        >
          {translate('app.dashboard.schedule.save')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.dashboard.schedule.hint')}
      </Typography>
      {error ? (
        <LoadError
          error={error}
          testId="schedule-error"
          onRetry={() => {
            void stores.refetch();
            void workers.refetch();
            void roster.refetch();
          }}
        />
      ) : workers.data && workers.data.length === 0 ? (
        <Alert severity="info">{translate('app.dashboard.schedule.no_workers')}</Alert>
      ) : (
        <ScheduleGrid loading={loading} workers={shown} days={days} grid={grid} onChange={edit} />
      )}
      {preview && (
        <SchedulePreviewDialog
          preview={preview}
          busy={saving.isPending}
          onClose={() => setPreview(undefined)}
          onSave={() => save()}
        />
      )}
      {conflict.element}
    </Box>
  );
}
