import {
  alpha,
  Box,
  ButtonBase,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  type Palette,
  type Theme,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ScheduleShift } from '../../../../dataProvider';
import { cellKey, nextShift } from './scheduleModel';

/** The fill of a shift's cell: a light shade of its colour, rest a faint grey (see `cellColours`). */
const TONES: Readonly<Record<ScheduleShift, (palette: Palette) => string>> = {
  morning: (p) => p.info.light,
  afternoon: (p) => p.warning.light,
  full: (p) => p.success.light,
  night: (p) => p.primary.light,
  rest: (p) => p.action.disabledBackground,
};

/**
 * A cell's fill and text: the shifts' fills are light shades in both themes, so their text is the
 * near-black of the light theme's text, on the dark theme too (white on them was 1.5-2:1); rest's
 * faint grey takes the page's own text colour.
 */
function cellColours({ palette }: Theme, shift: ScheduleShift | undefined) {
  if (!shift) return { bgcolor: 'transparent', color: palette.text.disabled };
  const text = shift === 'rest' ? palette.text.primary : alpha(palette.common.black, 0.87);
  return { bgcolor: TONES[shift](palette), color: text };
}

interface ScheduleGridProps {
  loading: boolean;
  workers: readonly { id: number; name: string }[];
  days: readonly string[];
  grid: ReadonlyMap<string, ScheduleShift>;
  onChange: (grid: Map<string, ScheduleShift>) => void;
}

/** The week grid: a row per worker, a column per day; a click moves the cell to the next shift. */
export function ScheduleGrid({ loading, workers, days, grid, onChange }: ScheduleGridProps) {
  const translate = useTranslate();
  const toggle = (key: string) => {
    const next = new Map(grid);
    const shift = nextShift(grid.get(key));
    if (shift) next.set(key, shift);
    else next.delete(key);
    onChange(next);
  };
  const weekdays = translate('app.dashboard.calendar.weekdays').split(',');
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="schedule-grid" sx={{ tableLayout: 'fixed', minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 140 }}>{translate('app.dashboard.schedule.worker')}</TableCell>
            {days.map((d, i) => (
              <TableCell key={d} align="center" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {weekdays[i]} {d.slice(5)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {loading
            ? Array.from({ length: 4 }, (_, i) => (
                <TableRow key={i}>
                  <TableCell colSpan={8}>
                    <Skeleton height={32} />
                  </TableCell>
                </TableRow>
              ))
            : workers.map((w) => (
                <TableRow key={w.id} data-testid="schedule-row" data-worker={w.id}>
                  <TableCell>{w.name}</TableCell>
                  {days.map((date) => {
                    const key = cellKey(w.id, date);
                    const shift = grid.get(key);
                    const label = shift
                      ? translate(`app.dashboard.schedule.shift.${shift}`)
                      : translate('app.dashboard.schedule.off');
                    return (
                      <TableCell key={date} align="center" sx={{ p: 0.5 }}>
                        <ButtonBase
                          onClick={() => toggle(key)}
                          aria-label={translate('app.dashboard.schedule.cell', {
                            worker: w.name,
                            date,
                            shift: label,
                          })}
                          data-testid="schedule-cell"
                          data-date={date}
                          data-shift={shift ?? ''}
                          sx={(theme) => ({
                            width: '100%',
                            height: 32,
                            borderRadius: 1,
                            fontSize: 13,
                            ...cellColours(theme, shift),
                            border: 1,
                            borderColor: 'divider',
                          })}
                        >
                          {shift ? label : '–'}
                        </ButtonBase>
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </Box>
  );
}
