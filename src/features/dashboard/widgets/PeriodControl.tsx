import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PresetSelect, type DateRangePreset } from '../../../components/date-range';
import type { Period } from '../../../../dataProvider';
import { periodOf } from '../dashboardModel';

/** A widget's period: the chosen preset and its dates. */
export function usePeriod(initial: DateRangePreset) {
  const [preset, setPreset] = useState<DateRangePreset>(initial);
  const period: Period = periodOf(preset);
  return { preset, setPreset, period };
}

/** The preset select of a widget, named after it ("Period of Statistics"). */
export function PeriodControl({
  widget,
  testId,
  preset,
  onChange,
  presets,
}: {
  /** i18n key of the widget's title. */
  widget: string;
  testId: string;
  preset: DateRangePreset;
  onChange: (preset: DateRangePreset) => void;
  presets?: readonly DateRangePreset[];
}) {
  const translate = useTranslate();
  return (
    <PresetSelect
      value={preset}
      onChange={onChange}
      presets={presets}
      label={translate('app.dashboard.period_of', { widget: translate(widget) })}
      testId={testId}
    />
  );
}
