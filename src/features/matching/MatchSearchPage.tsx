import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Pagination,
  Skeleton,
  Snackbar,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import type { MatchCandidate, MatchQuery } from '../../../dataProvider';
import { LoadError } from '../../components/LoadError';
import { labelKeys } from '../../platform/labels';
import { linkTo } from '../../platform/routes';
import { useBackup, useIgnore, useMatchSearch } from './api';
import { BackupPanel } from './BackupPanel';
import { CandidateCard } from './CandidateCard';
import { CriteriaForm } from './CriteriaForm';
import { InviteDialog } from './InviteDialog';
import {
  MATCH_PAGE_SIZE,
  criteriaFromTarget,
  criteriaQuery,
  type MatchCriteria,
  type TargetDetail,
} from './matchModel';

interface Member {
  id: number;
  name: string;
  avatar?: string;
  gender?: number;
  age?: number;
  area?: string;
  detail?: { habitation?: readonly string[] | null } | null;
  target_detail?: TargetDetail | null;
}

/** The match search for one member (issue 13): criteria, scored candidates, ignore, invite, backups. */
export default function MatchSearchPage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const memberId = Number.isInteger(id) && id > 0 ? id : undefined;
  const member = useGetOne<Member>(
    'customer',
    { id: memberId ?? 0 },
    { enabled: memberId !== undefined, retry: false },
  );
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }} data-testid="match-search-page">
      <Title title={translate('app.matching.search.title')} />
      {memberId === undefined && <Alert severity="info">{translate('app.matching.search.no_member')}</Alert>}
      {member.isError && <LoadError error={member.error} onRetry={() => void member.refetch()} />}
      {memberId !== undefined && member.isPending && <Skeleton variant="rounded" height={240} />}
      {member.data && <MatchWorkspace key={member.data.id} member={member.data} />}
    </Box>
  );
}

function MatchWorkspace({ member }: { member: Member }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.matching.${key}`, options);
  const initial = useMemo(() => criteriaFromTarget(member.target_detail), [member.target_detail]);
  const areas = useMemo(
    () =>
      [...new Set([...(member.detail?.habitation ?? []), ...initial.habitation, member.area ?? ''])].filter(
        Boolean,
      ),
    [member, initial],
  );
  const [criteria, setCriteria] = useState<MatchCriteria>(initial);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<MatchQuery['sort']>('score');
  const [inviting, setInviting] = useState<MatchCandidate | undefined>();
  const [ignored, setIgnored] = useState<MatchCandidate | undefined>();
  const query: MatchQuery = {
    customer_id: member.id,
    page,
    pagesize: MATCH_PAGE_SIZE,
    sort,
    ...criteriaQuery(criteria),
  };
  const search = useMatchSearch(query);
  const ignore = useIgnore();
  const backup = useBackup();
  const pairWith = (c: MatchCandidate) => ({ customer_id: member.id, target_customer_id: c.id });
  const pages = search.data ? Math.max(1, Math.ceil(search.data.total / MATCH_PAGE_SIZE)) : 1;
  const gender =
    member.gender === 0 || member.gender === 1
      ? translate(labelKeys.choice('customer', 'gender', member.gender))
      : '';
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', md: '300px minmax(0, 1fr)', xl: '340px minmax(0, 1fr)' },
      }}
    >
      <Box>
        <Stack spacing={2}>
          <Card variant="outlined">
            <CardContent>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
                <Avatar src={member.avatar} alt={member.name}>
                  {member.name.slice(0, 1)}
                </Avatar>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="subtitle1" noWrap sx={{ fontWeight: 600 }} data-testid="match-member">
                    {member.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {[gender, member.age !== undefined ? t('card.age', { age: member.age }) : '', member.area]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </Box>
                <Button
                  size="small"
                  component={Link}
                  to={linkTo('customerDetail', { id: member.id })}
                  sx={{ ml: 'auto' }}
                >
                  {t('search.detail')}
                </Button>
              </Stack>
              <Typography variant="overline" color="text.secondary">
                {t('criteria.title')}
              </Typography>
              <CriteriaForm
                initial={initial}
                areas={areas}
                onSearch={(next) => {
                  setCriteria(next);
                  setPage(1);
                }}
              />
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="overline" color="text.secondary">
                {t('backups.title')}
              </Typography>
              <BackupPanel memberId={member.id} />
            </CardContent>
          </Card>
        </Stack>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <Typography variant="h6" noWrap sx={{ flexGrow: 1, minWidth: 0 }} data-testid="match-total">
            {search.data ? t('search.total', { count: search.data.total }) : t('search.title')}
          </Typography>
          <TextField
            select
            size="small"
            label={t('search.sort')}
            value={sort}
            onChange={(e) => {
              setSort(e.target.value === 'newest' ? 'newest' : 'score');
              setPage(1);
            }}
            sx={{ width: 180, flexShrink: 0 }}
            slotProps={{ htmlInput: { 'data-testid': 'match-sort' } }}
          >
            <MenuItem value="score">{t('search.sort_score')}</MenuItem>
            <MenuItem value="newest">{t('search.sort_newest')}</MenuItem>
          </TextField>
        </Stack>
        {search.isError && <LoadError error={search.error} onRetry={() => void search.refetch()} />}
        {search.isPending && <Skeleton variant="rounded" height={320} />}
        {search.data && search.data.list.length === 0 && (
          <Alert severity="info" data-testid="match-empty">
            {t('search.empty')}
          </Alert>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(270px, 1fr))',
            opacity: search.isPlaceholderData ? 0.6 : 1,
          }}
          data-testid="match-results"
        >
          {search.data?.list.map((c) => (
            <Box key={c.id}>
              <CandidateCard
                candidate={c}
                busy={ignore.isPending || backup.isPending}
                onInvite={() => setInviting(c)}
                onBackup={() => backup.mutate({ pair: pairWith(c), remove: c.backup })}
                onIgnore={() =>
                  ignore.mutate({ pair: pairWith(c), cancel: false }, { onSuccess: () => setIgnored(c) })
                }
              />
            </Box>
          ))}
        </Box>
        {pages > 1 && (
          <Pagination
            sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
            count={pages}
            page={Math.min(page, pages)}
            onChange={(_, next) => setPage(next)}
            data-testid="match-pagination"
          />
        )}
      </Box>
      {inviting && (
        <InviteDialog
          memberId={member.id}
          memberName={member.name}
          target={inviting}
          onClose={() => setInviting(undefined)}
        />
      )}
      <Snackbar
        open={ignored !== undefined}
        autoHideDuration={6000}
        onClose={(_, reason) => reason !== 'clickaway' && setIgnored(undefined)}
        message={ignored ? t('ignore.done', { name: ignored.name }) : ''}
        data-testid="match-ignored"
        action={
          <Button
            color="secondary"
            size="small"
            data-testid="match-undo"
            onClick={() => {
              if (ignored) ignore.mutate({ pair: pairWith(ignored), cancel: true });
              setIgnored(undefined);
            }}
          >
            {t('ignore.undo')}
          </Button>
        }
      />
    </Box>
  );
}
