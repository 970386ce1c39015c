import { MenuItem, TextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { INCOME_BRACKETS } from './filterModel';

const money = (n: number) => n.toLocaleString('en-US');

/** Monthly income as brackets: sends `income_gte` / `income_lte` (none for "and above"). */
export function IncomeBracketInput({ width }: { width: number }) {
  const translate = useTranslate();
  const gte = useInput({ source: 'income_gte' });
  const lte = useInput({ source: 'income_lte' });
  const current = INCOME_BRACKETS.findIndex(
    ([from, to]) =>
      String(gte.field.value) === String(from) && String(lte.field.value ?? '') === String(to ?? ''),
  );
  const label = translate('resources.customer.fields.income');
  return (
    <TextField
      select
      size="small"
      label={label}
      value={current < 0 ? '' : String(current)}
      onChange={(e) => {
        const bracket = INCOME_BRACKETS[Number(e.target.value)];
        gte.field.onChange(bracket ? bracket[0] : '');
        lte.field.onChange(bracket?.[1] ?? '');
      }}
      sx={{ width }}
      slotProps={{ select: { displayEmpty: false } }}
      data-testid="income-filter"
    >
      <MenuItem value="">
        <em>{translate('app.customer_filters.any')}</em>
      </MenuItem>
      {INCOME_BRACKETS.map(([from, to], index) => (
        <MenuItem key={from} value={String(index)}>
          {to === undefined
            ? translate('app.customer_filters.income_bracket.above', { from: money(from) })
            : translate('app.customer_filters.income_bracket.from_to', { from: money(from), to: money(to) })}
        </MenuItem>
      ))}
    </TextField>
  );
}
