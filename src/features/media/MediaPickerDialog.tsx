import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { MediaItem } from '../../../dataProvider/methods';
import { MediaBrowser } from './MediaBrowser';
import { pickedOf, pickRefusal, toggleChoice } from './mediaModel';
import { settlePicker, usePickerRequest, type PickerRequest } from './pickerStore';

/**
 * The picker (S08): mounted per opening, so the choice starts empty; a click toggles an item
 * (V14 refuses one over the size limit or of an extension not accepted); confirm returns the
 * chosen (id, url) and closes; cancel returns nothing.
 */
export function MediaPickerDialog({ request }: { request: PickerRequest }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { options } = request;
  const [chosen, setChosen] = useState<ReadonlyMap<number, MediaItem>>(new Map());
  const toggle = (item: MediaItem) => {
    if (!chosen.has(item.id)) {
      const refused = pickRefusal(item, options);
      if (refused !== undefined) {
        notify(translate('app.media.picker.refused', { ext: refused }), { type: 'error' });
        return;
      }
    }
    const next = toggleChoice(chosen, item, options.max);
    if (next) setChosen(next);
    else notify(translate('app.media.picker.over_count'), { type: 'error' });
  };
  return (
    <Dialog open fullWidth maxWidth="lg" onClose={() => settlePicker([])} data-testid="media-picker">
      <DialogTitle>{translate('app.media.picker.title')}</DialogTitle>
      <DialogContent dividers>
        <MediaBrowser
          mode="pick"
          initialType={options.type}
          chosen={new Set(chosen.keys())}
          onToggle={toggle}
        />
      </DialogContent>
      <DialogActions>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ flex: 1, px: 2 }}
          data-testid="media-picker-count"
        >
          {translate('app.media.selected', { count: chosen.size })}
        </Typography>
        <Button onClick={() => settlePicker([])}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          disabled={chosen.size === 0}
          onClick={() => settlePicker(pickedOf(chosen))}
          data-testid="media-picker-confirm"
        >
          {translate('ra.action.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Renders the picker while one is asked for (`openMediaPicker`), above every page. */
export function MediaPickerHost() {
  const request = usePickerRequest();
  return request ? <MediaPickerDialog key={request.key} request={request} /> : null;
}
