import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  changePercent,
  dashboardRole,
  periodOf,
  WIDGETS_OF_ROLE,
} from '../../../../src/features/dashboard/dashboardModel';
import {
  cellsOf,
  gridOf,
  nextShift,
  weekDays,
} from '../../../../src/features/dashboard/schedule/scheduleModel';
import { passwordProblem } from '../../../../src/features/dashboard/staff/staffModel';
import { eventsByDay, visibleDays } from '../../../../src/features/dashboard/widgets/calendarModel';

describe('dashboard model', () => {
  it('picks the dashboard of the role: admin, sales (types 1 and 3), matchmaker (type 2)', () => {
    expect(dashboardRole({ isAdmin: true, workerType: 2 })).toBe('admin');
    expect(dashboardRole({ isAdmin: false, workerType: 1 })).toBe('sell');
    expect(dashboardRole({ isAdmin: false, workerType: 3 })).toBe('sell');
    expect(dashboardRole({ isAdmin: false, workerType: 2 })).toBe('match');
    expect(dashboardRole({ isAdmin: false, workerType: undefined })).toBe('match');
    expect(WIDGETS_OF_ROLE.match).not.toContain('sellWeek');
    expect(WIDGETS_OF_ROLE.admin).toHaveLength(6);
  });

  it('gives a preset as the period of the calls', () => {
    const now = dayjs('2026-11-24');
    expect(periodOf('last_month', now)).toEqual({ start_date: '2026-10-01', end_date: '2026-10-31' });
    expect(periodOf('this_week', now)).toEqual({ start_date: '2026-11-23', end_date: '2026-11-29' });
  });

  it('computes the change against the previous period', () => {
    expect(changePercent(15, 10)).toBe(50);
    expect(changePercent(5, 10)).toBe(-50);
    expect(changePercent(0, 0)).toBe(0);
    expect(changePercent(3, 0)).toBeUndefined();
  });

  it('[V26] wants a password of at least 6 characters', () => {
    expect(passwordProblem('12345')).toBe('app.dashboard.staff.password_min');
    expect(passwordProblem('123456')).toBeUndefined();
  });
});

describe('calendar model', () => {
  it('shows whole weeks from Monday: the month of 2026-11 from 10-26 to 12-06, a week of 7 days', () => {
    const month = visibleDays('month', dayjs('2026-11-15'));
    expect(month[0]).toBe('2026-10-26');
    expect(month.at(-1)).toBe('2026-12-06');
    expect(month).toHaveLength(42);
    expect(visibleDays('week', dayjs('2026-11-26'))).toEqual(weekDays('2026-11-23'));
  });

  it('groups events by day', () => {
    const byDay = eventsByDay([
      { id: 'a', kind: 'invitation', at: '2026-11-24 10:00:00', customer_id: 1, customer_name: 'A' },
      { id: 'b', kind: 'follow_up', at: '2026-11-24 15:00:00', customer_id: 2, customer_name: 'B' },
    ]);
    expect(byDay.get('2026-11-24')?.map((e) => e.id)).toEqual(['a', 'b']);
  });
});

describe('schedule model', () => {
  it('cycles a cell: off → morning → afternoon → full → night → rest → off', () => {
    const seen = [];
    let shift = nextShift(undefined);
    while (shift) {
      seen.push(shift);
      shift = nextShift(shift);
    }
    expect(seen).toEqual(['morning', 'afternoon', 'full', 'night', 'rest']);
  });

  it('turns the roster into a grid and the grid into the cells of the workers shown', () => {
    const days = weekDays('2026-11-23');
    const grid = gridOf([
      { worker_id: 1, date: '2026-11-23', shift: 'full' },
      { worker_id: 2, date: '2026-11-24', shift: 'rest' },
      { worker_id: 9, date: '2026-11-24', shift: 'night' },
      { worker_id: 1, date: '2026-11-25', shift: 'bogus' },
    ]);
    expect(cellsOf(grid, [1, 2], days)).toEqual([
      { worker_id: 1, date: '2026-11-23', shift: 'full' },
      { worker_id: 2, date: '2026-11-24', shift: 'rest' },
    ]);
  });
});
