import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  Box,
  Button,
  IconButton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { CalendarEvent } from '../../../../dataProvider';
import { linkTo } from '../../../platform/routes';
import { useCalendar } from '../api';
import { WIDGET_HEIGHT } from '../dashboardModel';
import { eventsByDay, periodOfDays, shift, visibleDays, type CalendarView } from './calendarModel';
import { WidgetCard } from './WidgetCard';

/** A month cell holds two events, or one and "+N more". */
const MONTH_CELL_EVENTS = 2;

function EventLink({ event }: { event: CalendarEvent }) {
  const translate = useTranslate();
  const invitation = event.kind === 'invitation';
  return (
    <Box
      component={Link}
      to={linkTo('customerDetail', { id: event.customer_id })}
      data-testid="calendar-event"
      data-kind={event.kind}
      title={`${translate(`app.dashboard.calendar.kind.${event.kind}`)} ${event.at.slice(11, 16)} ${event.customer_name}`}
      sx={{
        display: 'block',
        flexShrink: 0,
        px: 0.5,
        borderRadius: 0.5,
        fontSize: 12,
        lineHeight: '18px',
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        textDecoration: 'none',
        color: invitation ? 'secondary.contrastText' : 'primary.contrastText',
        bgcolor: invitation ? 'secondary.main' : 'primary.main',
      }}
    >
      {event.at.slice(11, 16)} {event.customer_name}
    </Box>
  );
}

/** Invitations and follow-ups planned, by month or by week; each opens its customer. */
export function CalendarWidget() {
  const translate = useTranslate();
  const [view, setView] = useState<CalendarView>('month');
  const [anchor, setAnchor] = useState(() => dayjs());
  const days = useMemo(() => visibleDays(view, anchor), [view, anchor]);
  const calendar = useCalendar(periodOfDays(days));
  const byDay = useMemo(() => eventsByDay(calendar.data ?? []), [calendar.data]);
  const today = dayjs().format('YYYY-MM-DD');
  const month = anchor.month();
  const weekdays = translate('app.dashboard.calendar.weekdays').split(',');
  const rows = days.length / 7;
  const height = WIDGET_HEIGHT.calendar;
  return (
    <WidgetCard
      testId="dashboard-calendar"
      title="app.dashboard.calendar.title"
      height={height}
      loading={!calendar.data}
      error={calendar.error}
      onRetry={() => void calendar.refetch()}
      action={
        <Stack direction="row" spacing={0.5} alignItems="center">
          <Tooltip title={translate('app.dashboard.calendar.previous')}>
            <IconButton
              size="small"
              aria-label={translate('app.dashboard.calendar.previous')}
              onClick={() => setAnchor((a) => shift(view, a, -1))}
            >
              <ChevronLeftIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Typography
            variant="body2"
            sx={{ minWidth: 64, textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}
            data-testid="calendar-range"
          >
            {view === 'month' ? anchor.format('YYYY-MM') : `${days[0]?.slice(5)}–${days[6]?.slice(5)}`}
          </Typography>
          <Tooltip title={translate('app.dashboard.calendar.next')}>
            <IconButton
              size="small"
              aria-label={translate('app.dashboard.calendar.next')}
              onClick={() => setAnchor((a) => shift(view, a, 1))}
            >
              <ChevronRightIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Button size="small" onClick={() => setAnchor(dayjs())}>
            {translate('app.dashboard.calendar.today')}
          </Button>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            aria-label={translate('app.dashboard.calendar.view')}
            onChange={(_, v: CalendarView | null) => v && setView(v)}
          >
            <ToggleButton value="month" data-testid="calendar-month" sx={{ py: 0.25 }}>
              {translate('app.dashboard.calendar.month')}
            </ToggleButton>
            <ToggleButton value="week" data-testid="calendar-week" sx={{ py: 0.25 }}>
              {translate('app.dashboard.calendar.week')}
            </ToggleButton>
          </ToggleButtonGroup>
        </Stack>
      }
    >
      <Box
        data-testid="calendar-grid"
        data-view={view}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
          gridTemplateRows: `24px repeat(${rows}, minmax(0, 1fr))`,
          height,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        {weekdays.map((w) => (
          <Box
            key={w}
            sx={{
              textAlign: 'center',
              fontSize: 12,
              color: 'text.secondary',
              borderBottom: 1,
              borderColor: 'divider',
              lineHeight: '24px',
            }}
          >
            {w}
          </Box>
        ))}
        {days.map((day) => {
          const events = byDay.get(day) ?? [];
          const shown =
            view === 'week' || events.length <= MONTH_CELL_EVENTS
              ? events
              : events.slice(0, MONTH_CELL_EVENTS - 1);
          const outside = view === 'month' && dayjs(day).month() !== month;
          return (
            <Box
              key={day}
              data-testid="calendar-day"
              data-date={day}
              data-count={events.length}
              data-outside={outside || undefined}
              tabIndex={view === 'week' ? 0 : undefined}
              sx={{
                p: 0.5,
                minHeight: 0,
                overflow: view === 'week' ? 'auto' : 'hidden',
                borderRight: 1,
                borderBottom: 1,
                borderColor: 'divider',
                bgcolor: day === today ? 'action.selected' : outside ? 'action.hover' : undefined,
                display: 'flex',
                flexDirection: 'column',
                gap: 0.25,
              }}
            >
              <Typography
                variant="caption"
                sx={{ fontWeight: day === today ? 700 : 400, fontVariantNumeric: 'tabular-nums' }}
              >
                {view === 'month' ? Number(day.slice(8)) : day.slice(5)}
              </Typography>
              {shown.map((e) => (
                <EventLink key={e.id} event={e} />
              ))}
              {events.length > shown.length && (
                <Typography variant="caption" color="text.secondary">
                  {translate('app.dashboard.calendar.more', { count: events.length - shown.length })}
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
    </WidgetCard>
  );
}
