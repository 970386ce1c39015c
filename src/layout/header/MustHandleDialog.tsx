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
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import type { AppDataProvider } from '../../../dataProvider';
import { dayKey, mayShowToday, MUST_HANDLE_STORAGE_KEY, safeLink } from './mustHandleLink';
import { useSession } from './useSession';

const tipSchema = z.object({
  title: z.coerce.string().catch(''),
  desc: z.coerce.string().nullish().catch(''),
  href: z.coerce.string().nullish().catch(''),
  allow: z
    .union([z.number(), z.boolean(), z.string()])
    .nullish()
    .transform((v) => v === undefined || v === null || v === 1 || v === true || v === '1'),
});

export type MustHandleTip = z.infer<typeof tipSchema>;

export function toTips(body: unknown): MustHandleTip[] {
  const raw = body && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : body;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const parsed = tipSchema.safeParse(item);
    return parsed.success && parsed.data.title ? [parsed.data] : [];
  });
}

function storedDay(): string | null {
  try {
    return localStorage.getItem(MUST_HANDLE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The home pages, where the must-handle notices show (`home-notice`). */
export const HOME_PATHS: readonly string[] = ['/', '/blind_user/index'];

/** The must-handle dialog, on the home page only. */
export function HomeMustHandleDialog() {
  const { pathname } = useLocation();
  return HOME_PATHS.includes(pathname) ? <MustHandleDialog /> : null;
}

/**
 * The must-handle notices (`GET home-notice`, S13): shown at most once per day. Server text is
 * plain text; links go only to in-app paths or http(s) URLs (a new tab, `noopener`).
 */
export function MustHandleDialog() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const session = useSession();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [due] = useState(() => mayShowToday(storedDay(), new Date()));
  const [closed, setClosed] = useState(false);
  const tips = useQuery({
    queryKey: ['home-notice'],
    queryFn: async () => toTips(await dataProvider.call('GET', 'home-notice')),
    enabled: due && !!session,
    staleTime: Infinity,
    throwOnError: false,
    retry: false,
  });
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
