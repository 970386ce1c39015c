import { ListSubheader, MenuItem, TextField } from '@mui/material';
import { useMemo, type ReactElement } from 'react';
import { useGetList, useInput, useTranslate } from 'react-admin';

interface Channel {
  id: number;
  name: string;
  parent_id?: number | null;
}

/** Every channel at once (a short catalogue). */
const ALL = { page: 1, perPage: 1000 } as const;

/** Channels as a tree (spec §3 "channel (tree with child)"): top channels head their children. */
export function channelTree(channels: readonly Channel[]): { parent: Channel; children: Channel[] }[] {
  const roots = channels.filter((c) => !c.parent_id);
  return roots.map((parent) => ({ parent, children: channels.filter((c) => c.parent_id === parent.id) }));
}

/** The source channel, chosen in the channel tree: sends `channel_id` (a top channel: all its children). */
export function ChannelFilterInput({ width }: { width: number }) {
  const translate = useTranslate();
  const { field } = useInput({ source: 'channel_id' });
  const { data = [] } = useGetList<Channel>('channel', {
    pagination: ALL,
    sort: { field: 'sort', order: 'ASC' },
  });
  const tree = useMemo(() => channelTree(data), [data]);
  const value = field.value === '' || field.value == null ? '' : String(field.value);
  const values = new Set(['']);
  const items: ReactElement[] = [
    <MenuItem key="" value="">
      <em>{translate('app.customer_filters.any')}</em>
    </MenuItem>,
  ];
  for (const { parent, children } of tree) {
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
