import { Autocomplete, Chip, TextField, Tooltip } from '@mui/material';
import { useMemo } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { cutText, type OptionList } from './filterModel';
import { useOptionList, type Option } from './useOptionList';

/** Tag texts as the spec shows them (§9): 4 characters, the full text in a tooltip when cut. */
export function CutText({ text }: { text: string }) {
  const { short, cut } = cutText(text);
  return cut ? (
    <Tooltip title={text}>
      <span>{short}</span>
    </Tooltip>
  ) : (
    <>{text}</>
  );
}

interface OptionFilterProps {
  /** The filter (query parameter) the input sets. */
  source: string;
  /** Where its options come from. */
  list: OptionList;
  /** A translation key. */
  label: string;
  width: number;
}

/** The ids a filter value holds (`[1, 2]`, `'1,2'`, `3`) as strings. */
const idsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === '' || value == null ? [] : String(value).split(',')).map(String);

/**
 * A filter of any of several options (tags, user tags, features): sends their ids as a list. With
 * `cut`, option and chip texts are cut at 4 characters, the full text in a tooltip (spec §9).
 */
export function MultiOptionFilterInput({
  source,
  list,
  label,
  width,
  cut = false,
}: OptionFilterProps & { cut?: boolean }) {
  const translate = useTranslate();
  const { field } = useInput({ source });
  const { options, isPending, isError } = useOptionList(list);
  const failed = isError ? translate('app.customer_filters.options_failed') : undefined;
  const chosen = useMemo(() => {
    const ids = idsOf(field.value);
    return options.filter((o) => ids.includes(String(o.id)));
  }, [options, field.value]);
  const show = (o: Option) => (cut ? <CutText text={o.name} /> : o.name);
  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={chosen}
      loading={isPending}
      noOptionsText={failed}
      limitTags={2}
      disableCloseOnSelect
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, picked) => field.onChange(picked.length ? picked.map((o) => o.id) : '')}
      renderOption={({ key, ...props }, o) => (
        <li key={key} {...props}>
          {show(o)}
        </li>
      )}
      renderValue={(picked, getItemProps) =>
        picked.map((o, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={show(o)} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={translate(label)} data-testid={`${source}-filter`} />
      )}
      sx={{ width }}
    />
  );
}

/** A filter of one option (package, status): sends its id. */
export function OptionFilterInput({ source, list, label, width }: OptionFilterProps) {
  const translate = useTranslate();
  const { field } = useInput({ source });
  const { options, isPending, isError } = useOptionList(list);
  const failed = isError ? translate('app.customer_filters.options_failed') : undefined;
  const [wanted] = idsOf(field.value);
  const value = options.find((o) => String(o.id) === wanted) ?? null;
  return (
    <Autocomplete
      size="small"
      options={options}
      value={value}
      loading={isPending}
      noOptionsText={failed}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, picked) => field.onChange(picked ? picked.id : '')}
      renderInput={(params) => (
        <TextField {...params} label={translate(label)} data-testid={`${source}-filter`} />
      )}
      sx={{ width }}
    />
  );
}
