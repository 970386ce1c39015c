export { DateRangeFilterSync, DateRangeInput, type DateRangeInputProps } from './DateRangeInput';
export { PresetSelect, type PresetSelectProps } from './PresetSelect';
export {
  DATE_RANGE_PRESETS,
  FILTER_DATE_FORMAT,
  presetOf,
  presetRange,
  rangeSources,
  type DateRange,
  type DateRangePreset,
} from './presets';
