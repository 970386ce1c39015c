import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DATE_RANGE_PRESETS, type DateRangePreset } from './presets';

export interface PresetSelectProps {
  value: DateRangePreset;
  onChange: (preset: DateRangePreset) => void;
  /** The presets offered (spec §9 order); all of them by default. */
  presets?: readonly DateRangePreset[];
  /** Accessible name (already translated), e.g. "Period of the ranking". */
  label: string;
  /** Test id of the select. */
  testId?: string;
}

const isPreset = (value: string): value is DateRangePreset =>
  (DATE_RANGE_PRESETS as readonly string[]).includes(value);

/**
 * A period chosen among the date-range presets (spec §9), for a widget rather than a list filter:
 * a small select whose value is the preset itself (`presetRange` gives its dates).
 */
export function PresetSelect({
  value,
  onChange,
  presets = DATE_RANGE_PRESETS,
  label,
  testId,
}: PresetSelectProps) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      margin="none"
      value={value}
      data-testid={testId}
      onChange={(e) => {
        if (isPreset(e.target.value)) onChange(e.target.value);
      }}
      slotProps={{
        select: { SelectDisplayProps: { 'aria-label': label } },
      }}
      sx={{ minWidth: 128, '& .MuiSelect-select': { py: 0.5 } }}
    >
      {presets.map((preset) => (
        <MenuItem key={preset} value={preset} data-preset={preset}>
          {translate(`app.dates.preset.${preset}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
