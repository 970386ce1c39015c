import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  Alert,
  Autocomplete,
  Avatar,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  IconButton,
  Skeleton,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Confirm, Title, useGetList, useTranslate, type RaRecord } from 'react-admin';
import type { WallMember } from '../../../dataProvider';
import { LoadError } from '../../components/LoadError';
import { labelKeys } from '../../platform/labels';
import { ExplainedTitle } from '../../components/ExplainedTitle';
import { EXPLAINED } from '../../components/explanations';
import { useGuestWall, useWallAdd, useWallRemove, useWallSort } from './api';

/** The guest wall (issue 13): members featured on the mini-app with photo and profile, in order. */
export default function GuestWallPage() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.matching.wall.${key}`, options);
  const wall = useGuestWall();
  const add = useWallAdd();
  const remove = useWallRemove();
  const sort = useWallSort();
  const busy = add.isPending || remove.isPending || sort.isPending;
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<RaRecord | null>(null);
  const [removing, setRemoving] = useState<WallMember | undefined>();
  const options = useGetList('customer', {
    filter: search ? { q: search } : {},
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'id', order: 'DESC' },
  });
  const list = wall.data ?? [];
  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((m) => m.wall_id);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    sort.mutate({ ids });
  };
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }} data-testid="guest-wall">
      <Title title={<ExplainedTitle title={t('title')} explanation={EXPLAINED.guestWall} />} />
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <Autocomplete
              sx={{ flex: 1, maxWidth: 480 }}
              size="small"
              options={options.data ?? []}
              loading={options.isPending}
              value={picked}
              onChange={(_, value) => setPicked(value)}
              onInputChange={(_, value, reason) => reason === 'input' && setSearch(value)}
              filterOptions={(x) => x}
              getOptionLabel={(o) => `${String(o.name ?? '')} ${String(o.number ?? '')}`.trim()}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('pick')}
                  slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'wall-pick' } }}
                />
              )}
            />
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              disabled={!picked || busy}
              data-testid="wall-add"
              onClick={() => {
                if (!picked) return;
                add.mutate({ customer_id: Number(picked.id) }, { onSuccess: () => setPicked(null) });
              }}
            >
              {t('add')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      {wall.isPending && <Skeleton variant="rounded" height={200} />}
      {wall.isError && <LoadError error={wall.error} onRetry={() => void wall.refetch()} />}
      {wall.data?.length === 0 && <Alert severity="info">{t('empty')}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
        {list.map((m, index) => (
          <Card key={m.wall_id} variant="outlined" data-testid="wall-item" data-id={m.id}>
            <CardContent sx={{ textAlign: 'center', pb: 0 }}>
              <Typography variant="caption" color="text.secondary">
                {t('position', { n: index + 1 })}
              </Typography>
              <Avatar
                src={m.avatar}
                alt={m.name}
                variant="rounded"
                sx={{ width: 96, height: 96, mx: 'auto', my: 1, fontSize: 36 }}
              >
                {m.name.slice(0, 1)}
              </Avatar>
              <Typography variant="subtitle1" noWrap sx={{ fontWeight: 600 }}>
                {m.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {[
                  m.age !== undefined ? translate('app.matching.card.age', { age: m.age }) : undefined,
                  m.height !== undefined
                    ? translate('app.matching.card.height', { height: m.height })
                    : undefined,
                  m.education !== undefined
                    ? translate(labelKeys.choice('customer', 'education', m.education))
                    : undefined,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {m.area ?? '—'}
              </Typography>
            </CardContent>
            <CardActions sx={{ justifyContent: 'center' }}>
              <Tooltip title={t('earlier')}>
                <span>
                  <IconButton
                    size="small"
                    aria-label={t('earlier')}
                    disabled={index === 0 || busy}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowBackIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title={t('later')}>
                <span>
                  <IconButton
                    size="small"
                    aria-label={t('later')}
                    disabled={index === list.length - 1 || busy}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowForwardIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title={t('remove')}>
                <span>
                  <IconButton
                    size="small"
                    aria-label={t('remove')}
                    disabled={busy}
                    onClick={() => setRemoving(m)}
                    data-testid="wall-remove"
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
            </CardActions>
          </Card>
        ))}
      </Box>
      <Confirm
        isOpen={removing !== undefined}
        title={t('remove')}
        content={t('remove_confirm', { name: removing?.name ?? '' })}
        onClose={() => setRemoving(undefined)}
        onConfirm={() => {
          const target = removing;
          setRemoving(undefined);
          if (target) remove.mutate({ wall_id: target.wall_id });
        }}
      />
    </Box>
  );
}
