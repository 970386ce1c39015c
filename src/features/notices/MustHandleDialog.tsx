import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { matchesRoute } from '../../platform/routes';
import { useSession } from '../../platform/session';
import { useMustHandleTips } from './api';
import { dayKey, mayShowToday, MUST_HANDLE_STORAGE_KEY, safeLink } from './mustHandleModel';

function storedDay(): string | null {
  try {
    return localStorage.getItem(MUST_HANDLE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The must-handle dialog, on the home pages only (`home-notice`). */
export function HomeMustHandleDialog() {
  const { pathname } = useLocation();
  return matchesRoute('home', pathname) || matchesRoute('userIndex', pathname) ? <MustHandleDialog /> : null;
}

/**
 * The must-handle notices (`GET home-notice`, S13): shown at most once per day. Server text is
 * plain text; links go only to in-app paths or http(s) URLs (a new tab, `noopener`).
 */
export function MustHandleDialog() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const session = useSession();
  const [due] = useState(() => mayShowToday(storedDay(), new Date()));
  const [closed, setClosed] = useState(false);
  const tips = useMustHandleTips(due && !!session);
  const items = tips.data ?? [];
  const open = due && items.length > 0 && !closed;
  const setOpen = (value: false) => setClosed(!value);
  useEffect(() => {
    if (!open) return;
    try {
      localStorage.setItem(MUST_HANDLE_STORAGE_KEY, dayKey(new Date()));
    } catch {
      // Storage refused: the dialog may show again, nothing worse.
    }
  }, [open]);

  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      maxWidth="sm"
      fullWidth
      aria-labelledby="must-handle-title"
    >
      <DialogTitle id="must-handle-title">{translate('app.header.must_handle.title')}</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        <List disablePadding data-testid="must-handle-list">
          {items.map((tip, index) => {
            const link = tip.allow ? safeLink(tip.href) : undefined;
            return (
              <ListItem
                key={`${index}-${tip.title}`}
                divider={index < items.length - 1}
                data-testid="must-handle-item"
                secondaryAction={
                  link?.kind === 'internal' ? (
                    <Button
                      size="small"
                      onClick={() => {
                        setOpen(false);
                        navigate(link.path);
                      }}
                    >
                      {translate('app.header.must_handle.open')}
                    </Button>
                  ) : link?.kind === 'external' ? (
                    <Button
                      size="small"
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      endIcon={<OpenInNewIcon fontSize="small" />}
                    >
                      {translate('app.header.must_handle.open')}
                    </Button>
                  ) : tip.href && !tip.allow ? (
                    <Typography variant="caption" color="text.secondary">
                      {translate('app.header.must_handle.not_allowed')}
                    </Typography>
                  ) : null
                }
                sx={{ pr: 14 }}
              >
                <ListItemText primary={tip.title} secondary={tip.desc} />
              </ListItem>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setOpen(false)} data-testid="must-handle-close">
          {translate('app.header.must_handle.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
