import BookmarkAddIcon from '@mui/icons-material/BookmarkAddOutlined';
import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import EventIcon from '@mui/icons-material/EventAvailable';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import {
  Avatar,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  IconButton,
  Link as MuiLink,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { MatchCandidate } from '../../../dataProvider';
import { labelKeys } from '../../platform/labels';
import { linkTo } from '../../platform/routes';
import { scoreTone, sortedReasons } from './matchModel';

export interface CandidateCardProps {
  candidate: MatchCandidate;
  busy: boolean;
  onIgnore(): void;
  onInvite(): void;
  onBackup(): void;
}

/** One candidate: photo, age, height, education, area, matchmaker, the score and why. */
export function CandidateCard({ candidate: c, busy, onIgnore, onInvite, onBackup }: CandidateCardProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.matching.${key}`, options);
  const facts = [
    c.age !== undefined ? t('card.age', { age: c.age }) : undefined,
    c.height !== undefined ? t('card.height', { height: c.height }) : undefined,
    c.education !== undefined ? translate(labelKeys.choice('customer', 'education', c.education)) : undefined,
  ].filter(Boolean);
  const reasons = sortedReasons(c.reasons);
  const backupLabel = t(c.backup ? 'actions.backed_up' : 'actions.backup');
  return (
    <Card
      variant="outlined"
      data-testid="match-candidate"
      data-id={c.id}
      data-age={c.age ?? ''}
      data-height={c.height ?? ''}
      data-education={c.education ?? ''}
      data-area={c.area ?? ''}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Avatar src={c.avatar} alt={c.name} variant="rounded" sx={{ width: 64, height: 64, fontSize: 24 }}>
            {c.name.slice(0, 1)}
          </Avatar>
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <MuiLink
                component={Link}
                to={linkTo('customerDetail', { id: c.id })}
                variant="subtitle1"
                underline="hover"
                noWrap
                sx={{ fontWeight: 600, minWidth: 0 }}
              >
                {c.name}
              </MuiLink>
              <Tooltip title={t('card.score_hint')}>
                <Chip
                  size="small"
                  color={scoreTone(c.score)}
                  label={t('card.score', { score: c.score })}
                  data-testid="match-score"
                />
              </Tooltip>
            </Stack>
            <Typography variant="body2" color="text.secondary" noWrap>
              {facts.join(' · ') || '—'}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {c.area ?? '—'}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {t('card.matchmaker', { name: c.worker_name ?? t('card.no_matchmaker') })}
            </Typography>
          </Box>
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }} data-testid="match-reasons">
          {reasons.map((r) => (
            <Chip
              key={r}
              size="small"
              variant="outlined"
              color="success"
              label={t(`reason.${r}`)}
              sx={{ height: 22, '& .MuiChip-label': { px: 0.75, fontSize: 12 } }}
            />
          ))}
        </Stack>
      </CardContent>
      <CardActions sx={{ pt: 0, justifyContent: 'space-between' }}>
        <Button
          size="small"
          variant="contained"
          startIcon={<EventIcon />}
          onClick={onInvite}
          disabled={busy}
          data-testid="match-invite"
        >
          {t('actions.invite')}
        </Button>
        <Box>
          <Tooltip title={backupLabel}>
            <span>
              <IconButton
                size="small"
                aria-label={backupLabel}
                color={c.backup ? 'primary' : 'default'}
                onClick={onBackup}
                disabled={busy}
                data-testid="match-backup"
              >
                {c.backup ? <BookmarkAddedIcon fontSize="small" /> : <BookmarkAddIcon fontSize="small" />}
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('actions.ignore')}>
            <span>
              <IconButton
                size="small"
                aria-label={t('actions.ignore')}
                onClick={onIgnore}
                disabled={busy}
                data-testid="match-ignore"
              >
                <VisibilityOffIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
      </CardActions>
    </Card>
  );
}
