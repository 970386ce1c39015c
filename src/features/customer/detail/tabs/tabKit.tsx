import { alpha, Box, Pagination, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useGetList, useGetMany, useTranslate, type RaRecord, type SortPayload } from 'react-admin';
import { useCanAction, useSession } from '../../../../platform/session';

/**
 * What the tabs of the customer detail page share: the cheap count of a tab label, the paged
 * records of one customer, and the loading / empty / section frames (issue 11).
 */

/**
 * The number of `resource` records of a customer: one row asked, its total read (undefined while
 * unknown or not allowed); `pending` while it may still come (the session or the answer awaited).
 */
export function useCustomerCountState(
  resource: string,
  customerId: number,
): { total: number | undefined; pending: boolean } {
  const session = useSession();
  const allowed = useCanAction({ resource }, 'query');
  const { total, isPending } = useGetList(
    resource,
    {
      filter: { customer_id: customerId },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'DESC' },
    },
    { enabled: allowed },
  );
  return allowed ? { total, pending: isPending } : { total: undefined, pending: !session };
}

/** The number of `resource` records of a customer (a tab label's count), undefined while unknown. */
export function useCustomerCount(resource: string, customerId: number): number | undefined {
  return useCustomerCountState(resource, customerId).total;
}

/** One page of a customer's records, paged on the server. */
export function useCustomerPage<R extends RaRecord>(
  resource: string,
  customerId: number,
  page: number,
  perPage: number,
  sort: SortPayload,
  enabled = true,
) {
  return useGetList<R>(
    resource,
    { filter: { customer_id: customerId }, pagination: { page, perPage }, sort },
    { enabled },
  );
}

/** Whether the user may list a resource: `undefined` while the session loads. */
export function useListAllowed(resource: string): boolean | undefined {
  const session = useSession();
  const can = useCanAction({ resource }, 'query');
  return session ? can : undefined;
}

/** What a tab says to a user who may read none of its records (nothing is asked for: no 403). */
export function TabNotAllowed() {
  const translate = useTranslate();
  return <TabEmpty text={translate('app.customer_detail_tabs.not_allowed')} />;
}

/** Names of the workers of some records (`worker_id`), looked up in one request. */
export function useWorkerNames(records: readonly RaRecord[] | undefined): ReadonlyMap<number, string> {
  const ids = [
    ...new Set((records ?? []).map((r) => r.worker_id).filter((id): id is number => typeof id === 'number')),
  ];
  const { data } = useGetMany('worker', { ids }, { enabled: ids.length > 0 });
  return new Map((data ?? []).map((w) => [Number(w.id), typeof w.name === 'string' ? w.name : '']));
}

/** What a tab shows while its chunk and first data load: a block of stable height. */
export function TabSkeleton() {
  return (
    <Box sx={{ p: 2 }} data-testid="detail-tab-skeleton">
      <Skeleton variant="text" width="40%" height={32} />
      <Skeleton variant="rounded" height={360} sx={{ mt: 1 }} />
    </Box>
  );
}

/** Skeleton rows of the final height, so nothing moves when the data comes. */
export function RowsSkeleton({ rows, height }: { rows: number; height: number }) {
  return (
    <Stack spacing={1} data-testid="tab-skeleton" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}

/** No records: a sentence and, when allowed, the action that makes the first one. */
export function TabEmpty({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6 }} data-testid="tab-empty">
      <Typography color="text.secondary" sx={{ mb: action ? 2 : 0 }}>
        {text}
      </Typography>
      {action}
    </Box>
  );
}

/** A titled block of a tab (e.g. the action log above the key records). */
export function TabSection({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Box component="section" aria-label={title} sx={{ '& + &': { mt: 3 } }}>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1, minHeight: 36 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {title}
        </Typography>
        {actions}
      </Stack>
      {children}
    </Box>
  );
}

/** The frame of a tab's content. */
export function TabBody({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Box sx={{ p: { xs: 1.5, md: 2 } }} data-testid={testId}>
      {children}
    </Box>
  );
}

/** Page buttons under a bespoke list, shown only when there is more than one page. */
export function Pager({
  page,
  perPage,
  total,
  onChange,
}: {
  page: number;
  perPage: number;
  total: number | undefined;
  onChange: (page: number) => void;
}) {
  const translate = useTranslate();
  const pages = Math.ceil((total ?? 0) / perPage);
  if (pages <= 1) return null;
  return (
    <Stack direction="row" justifyContent="flex-end" sx={{ mt: 2 }}>
      <Pagination
        count={pages}
        page={Math.min(page, pages)}
        onChange={(_, next) => onChange(next)}
        size="small"
        color="primary"
        aria-label={translate('app.customer_detail_tabs.pages')}
      />
    </Stack>
  );
}

/** A card of a bespoke list (a follow-up, a call, a remark). */
export function ItemCard({
  children,
  highlighted = false,
  id,
}: {
  children: ReactNode;
  highlighted?: boolean;
  id?: string;
}) {
  return (
    <Paper
      variant="outlined"
      id={id}
      data-highlighted={highlighted ? 'true' : undefined}
      sx={{
        p: 1.5,
        transition: 'background-color 1s, border-color 1s',
        ...(highlighted
          ? { bgcolor: (t) => alpha(t.palette.warning.main, 0.14), borderColor: 'warning.main', boxShadow: 2 }
          : {}),
      }}
    >
      {children}
    </Paper>
  );
}
