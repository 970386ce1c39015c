import CardMembershipIcon from '@mui/icons-material/CardMembership';
import EventIcon from '@mui/icons-material/Event';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import {
  Chip,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { createElement, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { TodoKind } from '../../../../dataProvider';
import { linkTo } from '../../../platform/routes';
import { useTodoList } from '../api';
import { WIDGET_HEIGHT } from '../dashboardModel';
import { WidgetCard } from './WidgetCard';

const ICONS: Readonly<
  Record<TodoKind, ComponentType<{ fontSize?: 'small'; color?: 'primary' | 'secondary' | 'warning' }>>
> = {
  follow_up: PhoneInTalkIcon,
  invitation: EventIcon,
  expiring: CardMembershipIcon,
};
const COLORS = { follow_up: 'primary', invitation: 'secondary', expiring: 'warning' } as const;
const KINDS: readonly TodoKind[] = ['follow_up', 'invitation', 'expiring'];

/** When an item is due: `MM-DD HH:mm` (the time only when there is one). */
const dueText = (at: string) => (at.length > 10 ? `${at.slice(5, 10)} ${at.slice(11, 16)}` : at.slice(5, 10));

/** Follow-ups due, invitations and memberships expiring, soonest first; each opens its customer. */
export function TodoWidget() {
  const translate = useTranslate();
  const todo = useTodoList();
  const items = todo.data ?? [];
  return (
    <WidgetCard
      testId="dashboard-todo"
      title="app.dashboard.todo.title"
      height={WIDGET_HEIGHT.todo}
      loading={!todo.data}
      error={todo.error}
      onRetry={() => void todo.refetch()}
      action={
        <Stack direction="row" spacing={0.5}>
          {KINDS.map((kind) => (
            <Chip
              key={kind}
              size="small"
              variant="outlined"
              color={COLORS[kind]}
              sx={{ color: 'text.primary' }}
              data-testid={`todo-count-${kind}`}
              label={`${translate(`app.dashboard.todo.kind.${kind}`)} ${items.filter((i) => i.kind === kind).length}`}
            />
          ))}
        </Stack>
      }
    >
      {items.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {translate('app.dashboard.todo.empty')}
        </Typography>
      ) : (
        <List
          dense
          disablePadding
          tabIndex={0}
          aria-label={translate('app.dashboard.todo.title')}
          sx={{ height: '100%', overflow: 'auto' }}
        >
          {items.map((item, i) => (
            <ListItem key={`${item.kind}-${item.customer_id}-${i}`} disablePadding>
              <ListItemButton
                component={Link}
                to={linkTo('customerDetail', { id: item.customer_id })}
                data-testid="todo-item"
                data-kind={item.kind}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  {createElement(ICONS[item.kind], { fontSize: 'small', color: COLORS[item.kind] })}
                </ListItemIcon>
                <ListItemText
                  primary={item.customer_name}
                  secondary={item.note ?? translate(`app.dashboard.todo.kind.${item.kind}`)}
                  slotProps={{ secondary: { noWrap: true } }}
                />
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ ml: 1, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                >
                  {dueText(item.at)}
                </Typography>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </WidgetCard>
  );
}
