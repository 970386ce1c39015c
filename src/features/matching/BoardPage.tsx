import {
  Alert,
  Box,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Link as MuiLink,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import dayjs from 'dayjs';
import { Title, useGetList, useGetMany, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { LoadError } from '../../components/LoadError';
import { formatDate, formatDateTime } from '../../platform/format';
import { linkTo } from '../../platform/routes';
import { useSession } from '../../platform/session';
import { TodayCard } from './DeliveryToday';

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** Days until a membership expires (negative: expired), `undefined` without an expiry date. */
export function daysLeft(expireAt: string | undefined, now = dayjs()): number | undefined {
  if (!expireAt) return undefined;
  const end = dayjs(expireAt);
  return end.isValid() ? end.startOf('day').diff(now.startOf('day'), 'day') : undefined;
}

/** The matchmaker's board (issue 13): my members, pending invitations, today's deliveries. */
export default function BoardPage() {
  const translate = useTranslate();
  const session = useSession();
  const me = typeof session?.id === 'number' ? session.id : Number(session?.id);
  const ready = Number.isFinite(me) && me > 0;
  const members = useGetList(
    'customer',
    {
      filter: { worker_id: me, is_vip: true },
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'vip_expire_at', order: 'ASC' },
    },
    { enabled: ready },
  );
  const invites = useGetList(
    'customer-connect',
    {
      filter: { worker_id: me, status: 0 },
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'id', order: 'DESC' },
    },
    { enabled: ready },
  );
  const name = (r: RaRecord | undefined) => str(r?.name) ?? `#${String(r?.id ?? '')}`;
  const ids = [
    ...new Set((invites.data ?? []).flatMap((r) => [Number(r.customer_id), Number(r.target_customer_id)])),
  ];
  const people = useGetMany('customer', { ids }, { enabled: ids.length > 0 });
  const nameOf = (id: unknown) => name(people.data?.find((p) => p.id === Number(id)) ?? { id: Number(id) });
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.matching.board.${key}`, options);
  return (
    <Box
      sx={{
        p: { xs: 1, md: 2 },
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
      }}
      data-testid="match-board"
    >
      <Title title={t('title')} />
      <Card variant="outlined">
        <CardHeader
          title={t('members', { count: members.total ?? 0 })}
          titleTypographyProps={{ variant: 'subtitle1' }}
        />
        <CardContent sx={{ pt: 0 }}>
          {members.isPending && <Skeleton variant="rounded" height={240} />}
          {members.error ? <LoadError error={members.error} onRetry={() => void members.refetch()} /> : null}
          {members.data?.length === 0 && <Alert severity="info">{t('no_members')}</Alert>}
          {members.data && members.data.length > 0 && (
            <Table size="small" data-testid="board-members">
              <TableHead>
                <TableRow>
                  <TableCell>{t('member')}</TableCell>
                  <TableCell>{t('service')}</TableCell>
                  <TableCell align="right">{t('days_left')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {members.data.map((m) => {
                  const expire = str(m.vip_expire_at);
                  const left = daysLeft(expire);
                  return (
                    <TableRow key={m.id}>
                      <TableCell>
                        <MuiLink
                          component={Link}
                          to={linkTo('customerDetail', { id: m.id })}
                          underline="hover"
                        >
                          {name(m)}
                        </MuiLink>
                      </TableCell>
                      <TableCell>
                        {expire ? `${formatDate(str(m.created_at))} ~ ${formatDate(expire)}` : t('not_vip')}
                      </TableCell>
                      <TableCell align="right">
                        {left === undefined ? (
                          '—'
                        ) : (
                          <Chip
                            size="small"
                            color={left < 0 ? 'default' : left <= 30 ? 'warning' : 'success'}
                            label={left < 0 ? t('expired') : t('days', { count: left })}
                          />
                        )}
                      </TableCell>
                      <TableCell align="right">
                        <MuiLink component={Link} to={linkTo('matchSearch', { id: m.id })} underline="hover">
                          {translate('app.matching.open')}
                        </MuiLink>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Card variant="outlined">
          <CardHeader
            title={t('pending', { count: invites.total ?? 0 })}
            titleTypographyProps={{ variant: 'subtitle1' }}
          />
          <CardContent sx={{ pt: 0 }}>
            {invites.isPending && <Skeleton variant="rounded" height={120} />}
            {invites.error ? (
              <LoadError error={invites.error} onRetry={() => void invites.refetch()} />
            ) : null}
            {invites.data?.length === 0 && <Alert severity="info">{t('no_pending')}</Alert>}
            {invites.data && invites.data.length > 0 && (
              <Table size="small" data-testid="board-invites">
                <TableBody>
                  {invites.data.map((r) => (
                    <TableRow key={r.id}>
                      <TableCell>
                        <MuiLink
                          component={Link}
                          to={linkTo('customerDetail', { id: Number(r.customer_id), tab: 'match' })}
                          underline="hover"
                        >
                          {nameOf(r.customer_id)} ⇄ {nameOf(r.target_customer_id)}
                        </MuiLink>
                      </TableCell>
                      <TableCell>{str(r.remark) ?? ''}</TableCell>
                      <TableCell align="right">{formatDateTime(str(r.created_at))}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </CardContent>
        </Card>
        <TodayCard />
      </Box>
    </Box>
  );
}
