import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useState, type SetStateAction } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { conflictOf, revisionOf, type Conflict } from '../../../dataProvider';
import { formatDateTime } from '../../platform/format';
import { ConflictDialog, conflictRows, useConflictAuthor } from './ConflictDialog';
import { valueAt, type KeptCopy, type PendingConflict } from './model';

interface FormConflictAreaProps {
  record: Readonly<Record<string, unknown>> | undefined;
  fields?: readonly string[];
  labelOf(field: string): string;
  formatValue(field: string, value: unknown): string;
  resave(values: Record<string, unknown>, revision: number | undefined): Promise<unknown>;
  baseRevision: number | undefined;
  pending: PendingConflict | null;
  kept: KeptCopy | null;
  onDirty(dirty: boolean): void;
  onPending(update: SetStateAction<PendingConflict | null>): void;
  onKept(kept: KeptCopy | null): void;
  onBase(conflict: Conflict): void;
}

/** The record as a conflict: what a refetch brought while the form was dirty. */
function conflictOfRecord(record: Readonly<Record<string, unknown>>, text: string): Conflict {
  return {
    text,
    current: { ...record },
    revision: revisionOf(record),
    updatedBy: typeof record.updated_by === 'string' ? record.updated_by : undefined,
    updatedAt: typeof record.updated_at === 'string' ? record.updated_at : undefined,
  };
}

/** "X changed this record at …" on a dirty form whose record has a newer revision, with Reload. */
function ChangedNotice({ conflict, onReload }: { conflict: Conflict; onReload(): void }) {
  const translate = useTranslate();
  const author = useConflictAuthor(conflict);
  return (
    <Alert
      severity="warning"
      data-testid="conflict-notice"
      action={
        <Button color="inherit" size="small" onClick={onReload} data-testid="conflict-notice-reload">
          {translate('app.conflict.reload')}
        </Button>
      }
    >
      {translate('app.conflict.changed_notice', author)}
    </Alert>
  );
}

/** My values before "Reload, keeping a copy of mine": each (or all) can be put back, or dismissed. */
function KeptCopyPanel({
  kept,
  onPutBack,
  onDismiss,
}: {
  kept: KeptCopy;
  onPutBack(fields: readonly string[]): void;
  onDismiss(): void;
}) {
  const translate = useTranslate();
  const show = (value: string) => value || translate('app.conflict.empty');
  return (
    <Alert
      severity="info"
      data-testid="conflict-kept"
      onClose={onDismiss}
      slotProps={{
        closeButton: {
          title: translate('app.conflict.dismiss'),
          'aria-label': translate('app.conflict.dismiss'),
        },
      }}
    >
      <AlertTitle>{translate('app.conflict.kept_title')}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('app.conflict.kept_text')}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {kept.rows.map((row) => (
          <Box
            component="li"
            key={row.field}
            data-testid={`conflict-kept-${row.field}`}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
          >
            <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
              {row.label}
            </Typography>
            <Typography variant="body2" component="span">
              {show(row.mine)}
            </Typography>
            <Button
              size="small"
              onClick={() => onPutBack([row.field])}
              aria-label={translate('app.conflict.put_back_field', { field: row.label })}
            >
              {translate('app.conflict.put_back')}
            </Button>
          </Box>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button
          size="small"
          variant="outlined"
          color="inherit"
          onClick={() => onPutBack(kept.rows.map((row) => row.field))}
          data-testid="conflict-put-back-all"
        >
          {translate('app.conflict.put_back_all')}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * The part of `useFormConflict` that lives inside the form (it reads the form from react-hook-form's
 * context): it tells the hook when the form is dirty, shows the merge view, the "changed meanwhile"
 * notice and the kept copy, and does what the user chooses (reset to theirs, resave, put back).
 */
export function FormConflictArea(props: FormConflictAreaProps) {
  const { record, baseRevision, pending, kept, onDirty, onPending, onKept, onBase } = props;
  const translate = useTranslate();
  const methods = useFormContext();
  const { dirtyFields } = useFormState();
  const dirty = Object.keys(dirtyFields).length > 0;
  const [busy, setBusy] = useState(false);
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  const recordRevision = revisionOf(record);
  const changedMeanwhile =
    dirty && !pending && recordRevision !== undefined && baseRevision !== undefined
      ? recordRevision > baseRevision
      : false;

  const rows = pending
    ? conflictRows({
        fields: props.fields ?? Object.keys(dirtyFields),
        mine: (field) => valueAt(pending.mine, field),
        theirs: (field) => valueAt(pending.conflict.current, field),
        mineChanged: (field) => methods.getFieldState(field).isDirty,
        labelOf: props.labelOf,
        formatValue: props.formatValue,
      })
    : [];

  /** The form shows their record, clean; the next save is based on their revision. */
  const showTheirs = (conflict: Conflict) => {
    methods.reset({ ...methods.formState.defaultValues, ...conflict.current });
    onBase(conflict);
    onPending(null);
  };

  const keepTheirs = () => {
    if (!pending) return;
    onKept(null);
    showTheirs(pending.conflict);
  };

  const reloadKeepingMine = () => {
    if (!pending) return;
    const mine = rows
      .filter((row) => row.mineChanged)
      .map((row) => ({ ...row, value: valueAt(pending.mine, row.field) }));
    onKept(mine.length > 0 ? { conflict: pending.conflict, rows: mine } : null);
    showTheirs(pending.conflict);
  };

  const overwrite = () => {
    if (!pending) return;
    const { conflict, mine } = pending;
    // The form's values now: mine where I typed, and elsewhere what the form holds as read, which is
    // what its save compares with. What I sent held the values read before a refetch brought
    // theirs: sent again, they would undo their change silently.
    const payload = methods.getValues();
    onBase(conflict);
    setBusy(true);
    props
      .resave(payload, conflict.revision)
      .then(
        () => onPending((now) => (now === pending ? null : now)),
        (error: unknown) => {
          const again = conflictOf(error);
          onPending((now) => (again ? { conflict: again, mine } : now === pending ? null : now));
        },
      )
      .finally(() => setBusy(false));
  };

  const putBack = (fields: readonly string[]) => {
    if (!kept) return;
    for (const row of kept.rows) {
      if (!fields.includes(row.field)) continue;
      methods.setValue(row.field, row.value, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    }
    const rest = kept.rows.filter((row) => !fields.includes(row.field));
    onKept(rest.length > 0 ? { ...kept, rows: rest } : null);
  };

  const reload = () => {
    if (!record) return;
    const author = {
      name:
        typeof record.updated_by === 'string' && record.updated_by
          ? record.updated_by
          : translate('app.conflict.someone'),
      time: formatDateTime(typeof record.updated_at === 'string' ? record.updated_at : undefined),
    };
    onPending({
      conflict: conflictOfRecord(record, translate('app.conflict.changed_text', author)),
      mine: methods.getValues(),
    });
  };

  return (
    <>
      {changedMeanwhile && record ? (
        <Box sx={{ width: '100%', mb: 1 }}>
          <ChangedNotice conflict={conflictOfRecord(record, '')} onReload={reload} />
        </Box>
      ) : null}
      {kept ? (
        <Box sx={{ width: '100%', mb: 1 }}>
          <KeptCopyPanel kept={kept} onPutBack={putBack} onDismiss={() => onKept(null)} />
        </Box>
      ) : null}
      {pending ? (
        <ConflictDialog
          conflict={pending.conflict}
          rows={rows}
          busy={busy}
          onKeepTheirs={keepTheirs}
          onOverwrite={overwrite}
          onReloadKeepingMine={reloadKeepingMine}
          onCancel={() => onPending(null)}
        />
      ) : null}
    </>
  );
}
