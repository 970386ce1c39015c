import BookmarkAddIcon from '@mui/icons-material/BookmarkAddOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Confirm, useGetIdentity, useListContext, useNotify, useTranslate } from 'react-admin';
import { activeValues, isCurrentView, makeView, type SavedView } from './filterModel';
import { useSavedViews } from './savedViewsStore';

const newId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * The user's saved views of one list: open one (its filters and sort), save the current filters
 * under a name (a same name replaces), delete one after a confirmation. Kept in localStorage per
 * user and per list, across logouts (savedViewsStore.ts).
 */
export function SavedViews({ listKey }: { listKey: string }) {
  const { identity } = useGetIdentity();
  if (!identity) return <Box sx={{ minHeight: 72 }} />;
  return <SavedViewsOf key={`${identity.id}.${listKey}`} userId={identity.id} listKey={listKey} />;
}

function SavedViewsOf({ userId, listKey }: { userId: string | number; listKey: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { filterValues, sort, setFilters, setSort } = useListContext();
  const [views, setViews] = useSavedViews(userId, listKey);
  const [saving, setSaving] = useState(false);
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  const hasFilters = Object.keys(activeValues(filterValues)).length > 0;
  const trimmed = name.trim();
  const taken = views.some((v) => v.name === trimmed);

  const open = (view: SavedView) => {
    setFilters(view.filter, {});
    setSort(view.sort);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!trimmed) return;
    const view = makeView(trimmed, filterValues, sort, newId());
    setViews([...views.filter((v) => v.name !== view.name), view]);
    notify('app.customer_filters.views.saved', { type: 'success', messageArgs: { name: view.name } });
    setSaving(false);
  };

  return (
    <Box component="section" aria-labelledby="saved-views-title" data-testid="saved-views">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', minHeight: 36 }}>
        <Typography id="saved-views-title" variant="subtitle2" component="h3">
          {translate('app.customer_filters.views.title')}
        </Typography>
        <Tooltip title={translate('app.customer_filters.views.save_title')}>
          <span>
            <Button
              size="small"
              startIcon={<BookmarkAddIcon />}
              disabled={!hasFilters}
              onClick={() => {
                setName('');
                setTouched(false);
                setSaving(true);
              }}
            >
              {translate('app.customer_filters.views.save')}
            </Button>
          </span>
        </Tooltip>
      </Box>
      {views.length === 0 ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {translate('app.customer_filters.views.empty')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {views.map((view) => (
            <ListItem
              key={view.id}
              disablePadding
              secondaryAction={
                <Tooltip title={translate('app.customer_filters.views.delete', { name: view.name })}>
                  <IconButton
                    edge="end"
                    size="small"
                    aria-label={translate('app.customer_filters.views.delete', { name: view.name })}
                    onClick={() => setDeleting(view)}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              }
            >
              <ListItemButton
                selected={isCurrentView(view, filterValues, sort)}
                aria-label={translate('app.customer_filters.views.open', { name: view.name })}
                onClick={() => open(view)}
                sx={{ borderRadius: 1, py: 0.25 }}
              >
                <ListItemText
                  primary={view.name}
                  slotProps={{ primary: { noWrap: true, title: view.name, variant: 'body2' } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      <Dialog open={saving} onClose={() => setSaving(false)} fullWidth maxWidth="xs">
        <form onSubmit={save} noValidate>
          <DialogTitle>{translate('app.customer_filters.views.save_title')}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              label={translate('app.customer_filters.views.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              onBlur={() => setTouched(true)}
              error={touched && !trimmed}
              helperText={
                touched && !trimmed
                  ? translate('app.customer_filters.views.name_required')
                  : taken
                    ? translate('app.customer_filters.views.name_taken')
                    : ' '
              }
              slotProps={{ htmlInput: { maxLength: 30 } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setSaving(false)}>{translate('app.customer_filters.views.cancel')}</Button>
            <Button type="submit" variant="contained" data-testid="save-view-submit">
              {translate('app.customer_filters.views.confirm_save')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <Confirm
        isOpen={deleting !== null}
        title="app.customer_filters.views.delete_title"
        content="app.customer_filters.views.delete_confirm"
        translateOptions={{ name: deleting?.name ?? '' }}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) {
            setViews(views.filter((v) => v.id !== deleting.id));
            notify('app.customer_filters.views.deleted', {
              type: 'info',
              messageArgs: { name: deleting.name },
            });
          }
          setDeleting(null);
        }}
      />
    </Box>
  );
}
