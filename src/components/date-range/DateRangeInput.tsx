import DateRangeIcon from '@mui/icons-material/DateRange';
import { Box, IconButton, ListItemText, Menu, MenuItem, TextField, Tooltip } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useInput, useListContext, useTranslate } from 'react-admin';
import { DATE_RANGE_PRESETS, presetOf, presetRange, rangeSources, type DateRangePreset } from './presets';

export interface DateRangeInputProps {
  /** The date field; the filter sends `<source>_gte` and `<source>_lte` (YYYY-MM-DD). */
  source: string;
  /** Label (i18n key or text) of the field. */
  label?: string;
  /** Read by react-admin's filter form. */
  alwaysOn?: boolean;
  /** Injected by react-admin's filter form; unused. */
  resource?: string;
}

const dateOnly = (value: unknown): string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : '';

/**
 * A date-range filter (spec §9 presets): two dates and a menu of quick ranges (today … last year).
 * For react-admin's filter form: the element's `source` is the field, its values live under
 * `<field>_gte` / `<field>_lte`.
 */
export function DateRangeInput({ source, label }: DateRangeInputProps) {
  const translate = useTranslate();
  const keys = rangeSources(source);
  // Shown after the list got its values (a link, a reload): start from the list's bounds.
  const { filterValues } = useListContext();
  const start = useInput({ source: keys.gte, defaultValue: dateOnly(filterValues[keys.gte]) || undefined });
  const end = useInput({ source: keys.lte, defaultValue: dateOnly(filterValues[keys.lte]) || undefined });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const startValue = dateOnly(start.field.value);
  const endValue = dateOnly(end.field.value);
  const current = presetOf(startValue, endValue);
  const fieldLabel = label ? translate(label, { _: label }) : source;

  const apply = (preset: DateRangePreset) => {
    const [from, to] = presetRange(preset);
    start.field.onChange(from);
    end.field.onChange(to);
    setAnchor(null);
  };

  return (
    <Box
      role="group"
      aria-label={fieldLabel}
      data-testid={`date-range-${source}`}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1 }}
    >
      <TextField
        type="date"
        size="small"
        label={fieldLabel}
        value={startValue}
        onChange={(e) => start.field.onChange(e.target.value)}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: {
            'aria-label': `${fieldLabel} ${translate('app.dates.from')}`,
            max: endValue || undefined,
          },
        }}
        sx={{ width: 160 }}
      />
      <Box component="span" aria-hidden sx={{ color: 'text.secondary' }}>
        –
      </Box>
      <TextField
        type="date"
        size="small"
        label={translate('app.dates.to')}
        value={endValue}
        onChange={(e) => end.field.onChange(e.target.value)}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: {
            'aria-label': `${fieldLabel} ${translate('app.dates.to')}`,
            min: startValue || undefined,
          },
        }}
        sx={{ width: 160 }}
      />
      <Tooltip title={translate('app.dates.presets')}>
        <IconButton
          size="small"
          aria-label={translate('app.dates.presets')}
          aria-haspopup="menu"
          data-testid={`date-range-presets-${source}`}
          onClick={(e) => setAnchor(e.currentTarget)}
          color={current ? 'primary' : 'default'}
        >
          <DateRangeIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { dense: true } }}
      >
        {DATE_RANGE_PRESETS.map((preset) => (
          <MenuItem
            key={preset}
            selected={preset === current}
            data-preset={preset}
            onClick={() => apply(preset)}
          >
            <ListItemText>{translate(`app.dates.preset.${preset}`)}</ListItemText>
          </MenuItem>
        ))}
        {(startValue || endValue) && (
          <MenuItem
            data-preset="clear"
            onClick={() => {
              start.field.onChange('');
              end.field.onChange('');
              setAnchor(null);
            }}
          >
            <ListItemText>{translate('app.dates.clear')}</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </Box>
  );
}

/**
 * Keeps react-admin's displayed filters in step with range values, which live under other keys
 * than the filter's `source`: hiding a range filter drops its `_gte`/`_lte` values, and a list
 * opened with range values (a link, a reload) shows the filter holding them.
 * Render it inside the list (e.g. in its actions).
 */
export function DateRangeFilterSync({ fields }: { fields: readonly string[] }) {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  // Whether each range filter was displayed at the last run (absent before the first run).
  const wasShown = useRef<Record<string, boolean>>({});
  useEffect(() => {
    let values: Record<string, unknown> | undefined;
    let displayed: Record<string, boolean> | undefined;
    for (const field of fields) {
      const { gte, lte } = rangeSources(field);
      const hasValue = !!filterValues[gte] || !!filterValues[lte];
      const shown = !!displayedFilters?.[field];
      const was = wasShown.current[field];
      if (was && !shown && hasValue) {
        // Just hidden: drop its bounds (and stay "shown" until they are gone, in case this runs again).
        const next: Record<string, unknown> = values ?? { ...filterValues };
        delete next[gte];
        delete next[lte];
        values = next;
        continue;
      }
      if (was === undefined && !shown && hasValue) {
        displayed = { ...(displayed ?? displayedFilters), [field]: true };
      }
      wasShown.current[field] = shown;
    }
    if (values || displayed) setFilters(values ?? filterValues, displayed ?? displayedFilters);
  }, [fields, filterValues, displayedFilters, setFilters]);
  return null;
}
