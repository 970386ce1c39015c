import DoneAllIcon from '@mui/icons-material/DoneAll';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Divider,
  Drawer,
  List,
  ListItemButton,
  Skeleton,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Notice } from '../../../dataProvider';
import { formatDateTime, formatShortDate } from '../../platform/format';
import { DrawerHeader } from '../../components/DrawerHeader';
import { ToolbarIconButton } from '../../components/ToolbarIconButton';
import { usePreference } from '../../platform/preferences';
import { useSession } from '../../platform/session';
import { useMarkAllNoticesRead, useMarkNoticeRead, useNoticePages, useUnreadNoticeCount } from './api';
import { noticeDestination, noticeView } from './noticeModel';
import { NoticeStatusSwitch } from './NoticeStatusSwitch';

type ReadFilter = 0 | 1;

function NoticeItem({ notice, onOpen }: { notice: Notice; onOpen: (notice: Notice) => void }) {
  const translate = useTranslate();
  const view = noticeView(notice);
  return (
    <ListItemButton
      onClick={() => onOpen(notice)}
      data-testid="notice-item"
      data-notice-id={notice.id}
      data-read={notice.is_read ? '1' : '0'}
      sx={{ alignItems: 'flex-start', gap: 1.25, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box
        aria-hidden
        sx={{
          mt: 0.9,
          width: 8,
          height: 8,
          borderRadius: '50%',
          flexShrink: 0,
          bgcolor: notice.is_read ? 'transparent' : 'error.main',
        }}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="subtitle2" noWrap sx={{ fontWeight: notice.is_read ? 500 : 700 }}>
            {translate(view.titleKey)}
          </Typography>
          <Tooltip title={formatDateTime(notice.created_at)}>
            <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
              {formatShortDate(notice.created_at, true)}
            </Typography>
          </Tooltip>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
          {translate(view.tipKey, view.tipArgs)}
        </Typography>
      </Box>
    </ListItemButton>
  );
}

/**
 * The message drawer (spec §2): unread/read toggle, "mark all read", pages of 10 loaded on scroll
 * (S19); opening a notice marks it read (S05) and follows it only with its permission (S11).
 */
export function NoticeDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const session = useSession();
  const [read, setRead] = useState<ReadFilter>(0);
  const sentinel = useRef<HTMLDivElement>(null);

  const list = useNoticePages(read, open);
  const items = list.data?.pages.flatMap((p) => p.data) ?? [];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  useEffect(() => {
    const node = sentinel.current;
    if (!open || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && hasNextPage && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [open, hasNextPage, isFetchingNextPage, fetchNextPage, items.length]);

  const markRead = useMarkNoticeRead();
  const markAll = useMarkAllNoticesRead();
  const markAllRead = () => markAll.mutate(null);

  // The notice opens whether or not marking it read worked (a failure is said by the mutation).
  const openNotice = async (notice: Notice) => {
    if (!notice.is_read) await markRead.mutateAsync(notice.id).catch(() => undefined);
    const view = noticeView(notice);
    const destination = noticeDestination(view, session?.permissions ?? []);
    if (destination) {
      onClose();
      navigate(destination);
    } else if (view.path) {
      notify('app.notices.no_permission', { type: 'warning' });
    }
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      data-testid="notice-drawer"
      slotProps={{
        paper: {
          'aria-labelledby': 'notice-drawer-title',
          sx: { width: 400, maxWidth: '100vw', display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <DrawerHeader
        id="notice-drawer-title"
        icon={<NotificationsNoneOutlinedIcon color="primary" />}
        title={translate('app.notices.title')}
        onClose={onClose}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, pb: 1.5 }}>
        <ToggleButtonGroup
          size="small"
          sx={{ '& .MuiToggleButton-root': { textTransform: 'none', py: 0.25 } }}
          exclusive
          value={read}
          onChange={(_e, value: ReadFilter | null) => {
            if (value !== null) setRead(value);
          }}
        >
          <ToggleButton value={0} data-testid="notice-unread" sx={{ px: 2 }}>
            {translate('app.notices.unread')}
          </ToggleButton>
          <ToggleButton value={1} data-testid="notice-read" sx={{ px: 2 }}>
            {translate('app.notices.read')}
          </ToggleButton>
        </ToggleButtonGroup>
        <Button
          size="small"
          startIcon={<DoneAllIcon />}
          onClick={markAllRead}
          disabled={markAll.isPending || (read === 0 && items.length === 0)}
          data-testid="notice-mark-all"
        >
          {translate('app.notices.mark_all_read')}
        </Button>
      </Box>
      <NoticeStatusSwitch />
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto' }} data-testid="notice-scroll">
        {list.isError ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                {translate('app.notices.retry')}
              </Button>
            }
          >
            {translate('app.notices.load_error')}
          </Alert>
        ) : list.isPending ? (
          <Box sx={{ px: 2 }}>
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} height={64} />
            ))}
          </Box>
        ) : items.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
            {translate(read === 0 ? 'app.notices.empty_unread' : 'app.notices.empty_read')}
          </Typography>
        ) : (
          <List disablePadding component="div">
            {items.map((notice) => (
              <NoticeItem key={notice.id} notice={notice} onOpen={(n) => void openNotice(n)} />
            ))}
          </List>
        )}
        <Box ref={sentinel} sx={{ py: 1.5, textAlign: 'center' }}>
          {isFetchingNextPage ? (
            <CircularProgress size={20} aria-label={translate('ra.page.loading')} />
          ) : hasNextPage ? (
            <Button size="small" onClick={() => void fetchNextPage()} data-testid="notice-load-more">
              {translate('app.notices.load_more')}
            </Button>
          ) : items.length > 0 ? (
            <Typography variant="caption" color="text.secondary">
              {translate('app.notices.no_more')}
            </Typography>
          ) : null}
        </Box>
      </Box>
    </Drawer>
  );
}

/** The messages icon of the header with the unread count (unless the user turned it off, issue 45). */
export function NoticeButton() {
  const [open, setOpen] = useState(false);
  const unread = useUnreadNoticeCount();
  const showCount = usePreference('showUnreadCount');
  return (
    <>
      <ToolbarIconButton
        label="app.header.icons.messages"
        icon={<NotificationsNoneOutlinedIcon />}
        badge={showCount ? unread.data : undefined}
        testId="header-messages"
        haspopup="dialog"
        expanded={open}
        onClick={() => setOpen(true)}
      />
      <NoticeDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
