import { useInput, useTranslate } from 'react-admin';
import { AreaCascader } from '../../../components/AreaCascader';

/**
 * The path of an area code (GB/T 2260): province `440000`, city `440300`, district `440305`.
 * A municipality's city (`310100`) sits under its province (`310000`) like any other.
 */
export function areaPathOf(code: string): string[] {
  if (!/^\d{6}$/.test(code)) return [];
  const province = `${code.slice(0, 2)}0000`;
  const city = `${code.slice(0, 4)}00`;
  return [...new Set([province, city, code])];
}

/** The customer's area: sends the chosen level's `area_code` (its customers lie in it). */
export function AreaFilterInput({ width }: { width: number }) {
  const translate = useTranslate();
  const { field } = useInput({ source: 'area_code' });
  const code = typeof field.value === 'string' || typeof field.value === 'number' ? String(field.value) : '';
  return (
    <AreaCascader
      label={translate('app.customer_filters.area')}
      value={areaPathOf(code)}
      onChange={(path) => field.onChange(path.at(-1) ?? '')}
      width={width}
      data-testid="area-filter"
    />
  );
}
