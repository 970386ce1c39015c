import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { useGetIdentity, useTranslate } from 'react-admin';
import { SectionBoundary } from '../../components/SectionBoundary';
import { staticLink } from '../../platform/routes';
import { useCanAction } from '../../platform/session';
import { dashboardRole, WIDGETS_OF_ROLE, type DashboardRole, type WidgetId } from './dashboardModel';
import { CalendarWidget } from './widgets/CalendarWidget';
import { RankingWidget } from './widgets/RankingWidget';
import { SellWeekWidget } from './widgets/SellWeekWidget';
import { StatsWidget } from './widgets/StatsWidget';
import { SummaryWidget } from './widgets/SummaryWidget';
import { TodoWidget } from './widgets/TodoWidget';
import { HomeShortcuts } from './HomeShortcuts';
import type { Session } from '../../../authProvider';

const WIDGETS: Readonly<Record<WidgetId, ComponentType<{ role: DashboardRole }>>> = {
  stats: StatsWidget,
  ranking: RankingWidget,
  sellWeek: SellWeekWidget,
  todo: TodoWidget,
  calendar: CalendarWidget,
  summary: SummaryWidget,
};

/** The dashboard of the user's role (issue 14): independent widgets, one failing leaves the others. */
export default function DashboardHome({ session }: { session: Session }) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const role = dashboardRole(session);
  const canSchedule = useCanAction({ resource: 'worker-schedule' }, 'query');
  // The dashboard's figures are about customers (the server asks for `user_view`): a user whose
  // roles give none (a receptionist with the clue list only) finds the screens it may open instead.
  const hasDashboard = useCanAction({ permission: 'user_view' }, 'query');
  return (
    <Box sx={{ py: 2 }} data-testid="dashboard" data-role={role}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 2, minHeight: 40 }}>
        <Box>
          <Typography variant="h5" component="h1">
            {translate('app.home.welcome', { name: identity?.fullName ?? session.name })}
          </Typography>
          {hasDashboard && (
            <Typography variant="body2" color="text.secondary" data-testid="dashboard-role">
              {translate(`app.dashboard.role.${role}`)}
            </Typography>
          )}
        </Box>
        {canSchedule && (
          <Button
            component={Link}
            to={staticLink('workerSchedule')}
            startIcon={<CalendarMonthIcon />}
            data-testid="schedule-link"
          >
            {translate('app.dashboard.schedule_link')}
          </Button>
        )}
      </Stack>
      {hasDashboard ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(12, minmax(0, 1fr))' }}>
          {WIDGETS_OF_ROLE[role].map((id) => {
            const Widget = WIDGETS[id];
            return (
              <SectionBoundary key={id} name={`widget-${id}`}>
                <Widget role={role} />
              </SectionBoundary>
            );
          })}
        </Box>
      ) : (
        <HomeShortcuts />
      )}
    </Box>
  );
}
