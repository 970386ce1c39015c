import { Typography } from '@mui/material';
import { createContext, useContext, useMemo, type MouseEvent, type ReactNode } from 'react';
import {
  ChipField,
  ReferenceArrayField,
  ReferenceField,
  SingleFieldList,
  useCreatePath,
  useFieldValue,
  useGetManyAggregate,
  useListContext,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import type { FieldInfo } from '../../resources/core/reader';
import { cellClasses } from './cellStyles';
import { referenceColumnsOf, referenceDisplay, type ReferenceColumn } from './list/listQuery';
import { useRegistry } from '../platform/RegistryContext';
import { useCanAction } from '../platform/session';
import { AppLink } from '../platform/AppLink';

export type { ReferenceColumn } from './list/listQuery';

/** The reference columns among `columns`. */
export function useReferenceColumns(columns: readonly FieldInfo[]): ReferenceColumn[] {
  const registry = useRegistry();
  return useMemo(() => referenceColumnsOf(columns, registry), [columns, registry]);
}

interface PageReferences {
  records: ReadonlyMap<string, RaRecord>;
  /** Still loading the targets of the rows shown. */
  isPending: boolean;
  display: string;
  /** Path of a target's detail page, when the user may open it. */
  pathOf?: (id: RaRecord['id']) => string;
}

type ReferencesByField = Readonly<Record<string, PageReferences>>;

const ReferencesContext = createContext<ReferencesByField | null>(null);

/**
 * Fetches the records a page of rows points at, one batched call per target resource, so that
 * reference cells are plain look-ups (no query per cell) and all fill in at once.
 */
export function PageReferencesProvider({
  columns,
  children,
}: {
  columns: readonly ReferenceColumn[];
  children: ReactNode;
}) {
  if (columns.length === 0) return children;
  const [first, ...rest] = columns;
  return (
    <ColumnReferences column={first}>
      <PageReferencesProvider columns={rest}>{children}</PageReferencesProvider>
    </ColumnReferences>
  );
}

function ColumnReferences({ column, children }: { column: ReferenceColumn; children: ReactNode }) {
  const { data } = useListContext();
  const ids = useMemo(() => {
    const found = new Set<RaRecord['id']>();
    for (const row of data ?? []) {
      const value: unknown = (row as Record<string, unknown>)[column.field];
      for (const id of Array.isArray(value) ? (value as unknown[]) : [value]) {
        if (typeof id === 'number' || (typeof id === 'string' && id !== '')) found.add(id);
      }
    }
    return [...found];
  }, [data, column.field]);
  const { data: targets, isPending } = useGetManyAggregate(column.resource, { ids });
  // Known at once from the session (an asynchronous check re-rendered every row once it answered).
  const canShow = useCanAction({ resource: column.resource }, 'get');
  const createPath = useCreatePath();
  const parent = useContext(ReferencesContext);
  const value = useMemo<ReferencesByField>(() => {
    const link = column.hasShow && canShow;
    return {
      ...parent,
      [column.field]: {
        records: new Map((targets ?? []).map((record) => [String(record.id), record])),
        isPending: ids.length > 0 && isPending,
        display: column.display,
        pathOf: link ? (id) => createPath({ resource: column.resource, id, type: 'show' }) : undefined,
      },
    };
  }, [parent, column, targets, ids.length, isPending, canShow, createPath]);
  return <ReferencesContext.Provider value={value}>{children}</ReferencesContext.Provider>;
}

/** True while a reference column of the page still waits for its targets. */
export function usePageReferencesPending(): boolean {
  const references = useContext(ReferencesContext);
  return references ? Object.values(references).some((r) => r.isPending) : false;
}

const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/** A reference on a list row or a detail page: the target's name, linked to its detail page. */
export function ReferenceCell({ info }: { info: FieldInfo }) {
  const page = useContext(ReferencesContext)?.[info.name];
  if (!page) return <SingleReference info={info} />;
  return <PageReference info={info} page={page} />;
}

function PageReference({ info, page }: { info: FieldInfo; page: PageReferences }) {
  const value: unknown = useFieldValue({ source: info.name });
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value)) {
    const labels = value.map((id) => page.records.get(String(id))?.[page.display]).filter((l) => l != null);
    return <span className={cellClasses.text}>{labels.join(', ')}</span>;
  }
  const target = page.records.get(String(value));
  if (!target) return null;
  const label = String(target[page.display] ?? '');
  return page.pathOf ? (
    <AppLink
      to={page.pathOf(target.id)}
      state={{ _scrollToTop: true }}
      className={`${cellClasses.link} ${cellClasses.nowrap}`}
      onClick={stopPropagation}
    >
      {label}
    </AppLink>
  ) : (
    <span className={cellClasses.nowrap}>{label}</span>
  );
}

/** Outside a table (detail pages): react-admin's field, one batched look-up per record. */
function SingleReference({ info }: { info: FieldInfo }) {
  const registry = useRegistry();
  const target = referenceDisplay(info, registry);
  if (!target) return null;
  if (info.widget === 'references')
    return (
      <ReferenceArrayField source={info.name} reference={target.resource}>
        <SingleFieldList linkType={target.hasShow ? 'show' : false}>
          <ChipField source={target.display} size="small" />
        </SingleFieldList>
      </ReferenceArrayField>
    );
  return (
    <ReferenceField source={info.name} reference={target.resource} link="show" emptyText="">
      <ReferenceLabel display={target.display} />
    </ReferenceField>
  );
}

function ReferenceLabel({ display }: { display: string }) {
  const record = useRecordContext<Record<string, unknown>>();
  if (!record) return null;
  return (
    <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
      {String(record[display] ?? '')}
    </Typography>
  );
}
