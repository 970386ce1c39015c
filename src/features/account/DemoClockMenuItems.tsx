import FastForwardIcon from '@mui/icons-material/FastForward';
import TodayIcon from '@mui/icons-material/Today';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef } from 'react';
import { useTranslate, useUserMenu } from 'react-admin';
import type { ClockMoveBody } from '../../../dataProvider';
import { useAdvanceDemoClock, useDemoClock } from './api';

interface ClockItemProps {
  move: ClockMoveBody;
  label: string;
  testId: string;
  icon: typeof TodayIcon;
  /** Shows the demo's today under the label. */
  withDate?: boolean;
}

/** One move of the demo clock: the menu closes, the clock moves, every screen reads the new day. */
const ClockMenuItem = forwardRef<HTMLLIElement, ClockItemProps>(function ClockMenuItem(
  { move, label, testId, icon: Icon, withDate = false },
  ref,
) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const clock = useDemoClock();
  const advance = useAdvanceDemoClock();
  const today = clock.data?.today;
  return (
    <MenuItem
      ref={ref}
      data-testid={testId}
      disabled={advance.isPending}
      onClick={() => {
        userMenu?.onClose();
        advance.mutate(move);
      }}
    >
      <ListItemIcon>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText
        primary={translate(label)}
        secondary={
          withDate && today ? (
            <span data-testid="demo-clock-today">{translate('app.demo_clock.today', { date: today })}</span>
          ) : undefined
        }
      />
    </MenuItem>
  );
});

/** Demo builds only: moves the demo's today one day forward (the day's business rules apply). */
export const AdvanceDayMenuItem = forwardRef<HTMLLIElement>(function AdvanceDayMenuItem(_props, ref) {
  return (
    <ClockMenuItem
      ref={ref}
      move={{ days: 1 }}
      label="app.demo_clock.advance_day"
      testId="demo-clock-advance-day"
      icon={TodayIcon}
      withDate
    />
  );
});

/** Demo builds only: moves the demo's today to its next working day (Monday to Friday). */
export const AdvanceWorkingDayMenuItem = forwardRef<HTMLLIElement>(
  function AdvanceWorkingDayMenuItem(_props, ref) {
    return (
      <ClockMenuItem
        ref={ref}
        move={{ to: 'next_working_day' }}
        label="app.demo_clock.advance_working_day"
        testId="demo-clock-advance-working-day"
        icon={FastForwardIcon}
      />
    );
  },
);
