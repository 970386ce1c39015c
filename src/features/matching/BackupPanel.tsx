import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  Avatar,
  IconButton,
  Link as MuiLink,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Skeleton,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { LoadError } from '../../components/LoadError';
import { labelKeys } from '../../platform/labels';
import { linkTo } from '../../platform/routes';
import { useBackup, useBackups } from './api';

/** The candidates kept for later for a member (`match-backup-list`), each removable. */
export function BackupPanel({ memberId }: { memberId: number }) {
  const translate = useTranslate();
  const backups = useBackups(memberId);
  const backup = useBackup();
  const removeLabel = translate('app.matching.backups.remove');
  if (backups.isPending) return <Skeleton variant="rounded" height={64} />;
  if (backups.isError) return <LoadError error={backups.error} onRetry={() => void backups.refetch()} />;
  if (backups.data.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" data-testid="match-backups-empty">
        {translate('app.matching.backups.empty')}
      </Typography>
    );
  return (
    <List dense disablePadding data-testid="match-backups">
      {backups.data.map((c) => (
        <ListItem
          key={c.id}
          disableGutters
          data-testid="match-backup-item"
          data-id={c.id}
          secondaryAction={
            <Tooltip title={removeLabel}>
              <IconButton
                edge="end"
                size="small"
                aria-label={removeLabel}
                disabled={backup.isPending}
                onClick={() =>
                  backup.mutate({ pair: { customer_id: memberId, target_customer_id: c.id }, remove: true })
                }
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          }
        >
          <ListItemAvatar sx={{ minWidth: 44 }}>
            <Avatar src={c.avatar} alt={c.name} sx={{ width: 32, height: 32 }}>
              {c.name.slice(0, 1)}
            </Avatar>
          </ListItemAvatar>
          <ListItemText
            primary={
              <MuiLink component={Link} to={linkTo('customerDetail', { id: c.id })} underline="hover">
                {c.name}
              </MuiLink>
            }
            secondary={[
              c.age !== undefined ? translate('app.matching.card.age', { age: c.age }) : undefined,
              c.education !== undefined
                ? translate(labelKeys.choice('customer', 'education', c.education))
                : undefined,
              c.area,
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}
