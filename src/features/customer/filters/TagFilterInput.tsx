import { Autocomplete, Chip, TextField, Tooltip } from '@mui/material';
import { useMemo } from 'react';
import { useGetList, useInput, useTranslate } from 'react-admin';
import { cutText } from './filterModel';

interface Tag {
  id: number;
  name: string;
}

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

const TAGS_PER_PAGE = 100;

/** The customer tags (any of them): sends `tag_ids`, the chosen tags as chips cut at 4 characters. */
export function TagFilterInput({ width }: { width: number }) {
  const translate = useTranslate();
  const { field } = useInput({ source: 'tag_ids' });
  const { data = [], isPending } = useGetList<Tag>('tag', {
    pagination: { page: 1, perPage: TAGS_PER_PAGE },
    sort: { field: 'sort', order: 'ASC' },
    filter: { module: 'customer' },
  });
  const chosen = useMemo(() => {
    const ids: unknown[] = Array.isArray(field.value) ? field.value : [];
    return data.filter((tag) => ids.some((id) => String(id) === String(tag.id)));
  }, [data, field.value]);
  return (
    <Autocomplete
      multiple
      size="small"
      options={data}
      value={chosen}
      loading={isPending}
      limitTags={2}
      disableCloseOnSelect
      getOptionLabel={(tag) => tag.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, tags) => field.onChange(tags.length ? tags.map((t) => t.id) : '')}
      renderOption={({ key, ...props }, tag) => (
        <li key={key} {...props}>
          <CutText text={tag.name} />
        </li>
      )}
      renderValue={(tags, getItemProps) =>
        tags.map((tag, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={<CutText text={tag.name} />} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={translate('app.customer_filters.tags')} data-testid="tag-filter" />
      )}
      sx={{ width }}
    />
  );
}
