import { ListSubheader, MenuItem, TextField } from '@mui/material';
import type { ReactElement } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { useFilterOptions } from '../api';

/** The source channel, chosen in the channel tree: sends `channel_id` (a top channel: all its children). */
export function ChannelFilterInput({ width }: { width: number }) {
  const translate = useTranslate();
  const { field } = useInput({ source: 'channel_id' });
  // Spec §3 "channel (tree with child)": top channels head their children.
  const tree = useFilterOptions().data?.channel ?? [];
  const value = field.value === '' || field.value == null ? '' : String(field.value);
  const values = new Set(['']);
  const items: ReactElement[] = [
    <MenuItem key="" value="">
      <em>{translate('app.customer_filters.any')}</em>
    </MenuItem>,
  ];
  for (const { child: children, ...parent } of tree) {
    const all = children.map((c) => c.id).join(',');
    items.push(<ListSubheader key={`h${parent.id}`}>{parent.name}</ListSubheader>);
    if (children.length > 1) {
      values.add(all);
      items.push(
        <MenuItem key={`p${parent.id}`} value={all} sx={{ pl: 3 }}>
          {translate('app.customer_filters.channel_all', { name: parent.name })}
        </MenuItem>,
      );
    }
    for (const child of children) {
      values.add(String(child.id));
      items.push(
        <MenuItem key={child.id} value={String(child.id)} sx={{ pl: 3 }}>
          {child.name}
        </MenuItem>,
      );
    }
  }
  // A value the menu does not hold (still loading, a removed channel) shows empty, not an MUI warning.
  return (
    <TextField
      select
      size="small"
      label={translate('resources.customer.fields.channel_id')}
      value={values.has(value) ? value : ''}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
      onChange={(e) => field.onChange(e.target.value)}
      sx={{ width }}
      data-testid="channel-filter"
    >
      {items}
    </TextField>
  );
}
