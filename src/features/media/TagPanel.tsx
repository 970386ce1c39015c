import AddIcon from '@mui/icons-material/Add';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import {
  Alert,
  Box,
  Button,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Menu,
  MenuItem,
  TextField,
} from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { conflictOf, type Conflict } from '../../../dataProvider';
import type { MediaTag } from '../../../dataProvider/methods';
import { ActionDialog } from '../../components/ActionDialog';
import { ConflictDialog, conflictRows, plainValue } from '../../components/conflict';
import { failureText } from '../../platform/mutations';
import { useMediaTags, useRemoveMediaTag, useSaveMediaTag } from './api';
import { ALL_TAGS } from './mediaModel';

interface TagPanelProps {
  value: number;
  onChange(tagId: number): void;
  /** Add, rename and delete tags (the library page); the picker only chooses. */
  editable: boolean;
}

type MenuState = { tag: MediaTag; anchor: HTMLElement | null; position?: { top: number; left: number } };

/**
 * The tag's name dialog (add or rename): the name is required (V16); the value stays on failure. A
 * rename sends the tag's revision as read; a colleague's rename meanwhile (409) opens the merge view
 * of the name (issue 40), and the dialog then says the tag's current name.
 */
function TagNameDialog({ tag, onClose }: { tag?: MediaTag; onClose(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [name, setName] = useState(tag?.name ?? '');
  const [error, setError] = useState<string>();
  const [revision, setRevision] = useState(tag?.revision);
  const [stale, setStale] = useState<Conflict>();
  // The tag's name as the server last said it (after a stale rename), shown under the input.
  const [theirName, setTheirName] = useState<string>();
  const save = useSaveMediaTag();
  const send = (value: string, base: number | undefined) =>
    save.mutate(
      { id: tag?.id, name: value, revision: base },
      {
        onSuccess: onClose,
        onError: (failure) => {
          const conflict = conflictOf(failure);
          setStale(conflict);
          if (conflict) setTheirName(plainValue(conflict.current.name));
          else notify(failureText(failure), { type: 'error' });
        },
      },
    );
  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setError(translate('app.media.tag.required'));
      return;
    }
    send(trimmed, revision);
  };
  return (
    <ActionDialog
      title={translate(tag ? 'app.media.tag.rename' : 'app.media.tag.add')}
      submitLabel={translate('app.media.tag.save')}
      onSubmit={submit}
      onClose={onClose}
      busy={save.isPending}
      testId="media-tag-dialog"
    >
      <TextField
        autoFocus
        fullWidth
        size="small"
        label={translate('app.media.tag.name')}
        value={name}
        error={!!error}
        helperText={
          error ??
          (theirName === undefined ? undefined : translate('app.media.tag.current', { name: theirName }))
        }
        slotProps={{ htmlInput: { maxLength: 20, 'data-testid': 'media-tag-name' } }}
        onChange={(e) => {
          setName(e.target.value);
          setError(undefined);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') submit();
        }}
      />
      {stale && (
        <ConflictDialog
          conflict={stale}
          rows={conflictRows({
            fields: ['name'],
            mine: () => name.trim(),
            theirs: () => stale.current.name,
            mineChanged: () => true,
            labelOf: () => translate('app.media.tag.name'),
            formatValue: (_field, value) => plainValue(value),
          })}
          busy={save.isPending}
          onCancel={() => setStale(undefined)}
          onKeepTheirs={onClose}
          onOverwrite={() => send(name.trim(), stale.revision)}
          onReloadKeepingMine={() => {
            // My name stays typed, now based on their version: Save then renames theirs.
            setRevision(stale.revision);
            setStale(undefined);
          }}
        />
      )}
    </ActionDialog>
  );
}

/**
 * The tags on the left of the library: the virtual "all" (id 0) first; on the page a right click
 * or the ⋮ button opens rename / delete, and "add tag" adds one (spec §2, V16, E11).
 */
export function TagPanel({ value, onChange, editable }: TagPanelProps) {
  const translate = useTranslate();
  const tags = useMediaTags();
  const [menu, setMenu] = useState<MenuState>();
  const [editing, setEditing] = useState<{ tag?: MediaTag }>();
  const [deleting, setDeleting] = useState<MediaTag>();
  const remove = useRemoveMediaTag();
  const openMenu = (tag: MediaTag) => (event: MouseEvent<HTMLElement>) => {
    if (!editable) return;
    event.preventDefault();
    event.stopPropagation();
    const position = event.type === 'contextmenu' ? { top: event.clientY, left: event.clientX } : undefined;
    setMenu({ tag, anchor: position ? null : event.currentTarget, position });
  };
  const all: MediaTag = { id: ALL_TAGS, name: translate('app.media.tag.all') };
  return (
    <Box
      sx={{ width: 200, flexShrink: 0, borderRight: 1, borderColor: 'divider', pr: 1, position: 'relative' }}
      data-testid="media-tags"
    >
      {editable && (
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => setEditing({})}
          data-testid="media-tag-add"
        >
          {translate('app.media.tag.add')}
        </Button>
      )}
      {/* Over the list, in no room of its own: nothing moves when the tags come. */}
      {tags.isPending && <LinearProgress sx={{ position: 'absolute', left: 0, right: 8, top: 0 }} />}
      {tags.isError && (
        <Alert
          severity="error"
          sx={{ my: 1 }}
          action={
            <Button size="small" onClick={() => void tags.refetch()}>
              {translate('app.media.retry')}
            </Button>
          }
        >
          {translate('app.media.tag.load_failed')}
        </Alert>
      )}
      {/* As tall as the most it shows, whatever the number of tags: the page's height (and its
          scrollbar, hence the grid's width) does not change when they come. */}
      <List dense sx={{ height: 560, overflowY: 'auto' }} aria-label={translate('app.media.tag.list')}>
        {[all, ...(tags.data ?? [])].map((tag) => (
          <ListItem
            key={tag.id}
            disablePadding
            secondaryAction={
              editable && tag.id !== ALL_TAGS ? (
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={translate('app.media.tag.actions', { name: tag.name })}
                  title={translate('app.media.tag.actions', { name: tag.name })}
                  onClick={openMenu(tag)}
                >
                  <MoreVertIcon fontSize="small" />
                </IconButton>
              ) : undefined
            }
          >
            <ListItemButton
              selected={tag.id === value}
              onClick={() => onChange(tag.id)}
              onContextMenu={tag.id === ALL_TAGS ? undefined : openMenu(tag)}
              data-testid={`media-tag-${tag.id}`}
            >
              <ListItemText primary={tag.name} slotProps={{ primary: { noWrap: true } }} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Menu
        open={!!menu}
        anchorEl={menu?.anchor}
        anchorReference={menu?.position ? 'anchorPosition' : 'anchorEl'}
        anchorPosition={menu?.position}
        onClose={() => setMenu(undefined)}
      >
        <MenuItem
          onClick={() => {
            setEditing({ tag: menu?.tag });
            setMenu(undefined);
          }}
        >
          {translate('app.media.tag.rename')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setDeleting(menu?.tag);
            setMenu(undefined);
          }}
        >
          {translate('app.media.tag.delete')}
        </MenuItem>
      </Menu>
      {editing && <TagNameDialog tag={editing.tag} onClose={() => setEditing(undefined)} />}
      <Confirm
        isOpen={!!deleting}
        loading={remove.isPending}
        title="app.media.tag.delete"
        content="app.media.tag.delete_confirm"
        onClose={() => setDeleting(undefined)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { id: deleting.id },
            {
              onSuccess: () => {
                if (deleting.id === value) onChange(ALL_TAGS);
                setDeleting(undefined);
              },
            },
          )
        }
      />
    </Box>
  );
}
