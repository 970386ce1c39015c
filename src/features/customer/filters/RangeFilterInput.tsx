import { Box, FormControlLabel, Slider, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import type { RangeFilter } from './filterModel';

const asNumber = (value: unknown): number | undefined => {
  if (value === '' || value === null || value === undefined) return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
};

/**
 * A range filter of the panel (S18): off until the user switches it on, which applies the spec's
 * default range; the slider then moves `<source>_gte` / `<source>_lte` (sent when released).
 * For react-admin's `FilterLiveForm`.
 */
export function RangeFilterInput({ filter, label }: { filter: RangeFilter; label: string }) {
  const translate = useTranslate();
  const { source, min, max, defaults } = filter;
  const gte = useInput({ source: `${source}_gte` });
  const lte = useInput({ source: `${source}_lte` });
  const from = asNumber(gte.field.value);
  const to = asNumber(lte.field.value);
  const on = from !== undefined || to !== undefined;
  const [draft, setDraft] = useState<number[] | null>(null);
  const value = draft ?? [from ?? min, to ?? max];

  const set = (next: readonly (number | '')[]) => {
    gte.field.onChange(next[0]);
    lte.field.onChange(next[1]);
  };

  return (
    <Box data-testid={`range-filter-${source}`} sx={{ minHeight: 40 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <FormControlLabel
          sx={{ mr: 0 }}
          control={
            <Switch
              size="small"
              checked={on}
              onChange={(_, checked) => {
                setDraft(null);
                set(checked ? defaults : ['', '']);
              }}
              slotProps={{
                input: { 'aria-label': translate('app.customer_filters.range.add', { field: label }) },
              }}
            />
          }
          label={<Typography variant="body2">{label}</Typography>}
        />
        {on && (
          <Typography
            variant="body2"
            color="text.secondary"
            data-testid={`range-value-${source}`}
            sx={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {translate('app.customer_filters.range.value', { from: value[0], to: value[1] })}
          </Typography>
        )}
      </Box>
      {on && (
        <Slider
          size="small"
          min={min}
          max={max}
          value={value}
          disableSwap
          valueLabelDisplay="auto"
          getAriaLabel={(index) =>
            translate(index === 0 ? 'app.customer_filters.range.from' : 'app.customer_filters.range.to', {
              field: label,
            })
          }
          onChange={(_, next) => setDraft(Array.isArray(next) ? next : [next, next])}
          onChangeCommitted={(_, next) => {
            setDraft(null);
            if (Array.isArray(next)) set(next);
          }}
          sx={{ mx: 1, width: 'calc(100% - 16px)' }}
        />
      )}
    </Box>
  );
}
