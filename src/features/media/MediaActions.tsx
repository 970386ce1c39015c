import DeleteIcon from '@mui/icons-material/Delete';
import LabelIcon from '@mui/icons-material/Label';
import LabelOffIcon from '@mui/icons-material/LabelOff';
import UploadIcon from '@mui/icons-material/Upload';
import { Button, Menu, MenuItem, Stack, Typography } from '@mui/material';
import { useRef, useState, type ChangeEvent } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { MediaType } from '../../../dataProvider/methods';
import { useMediaRemove, useMediaTagging, useMediaTags, useMediaUpload } from './api';
import { UPLOAD_ACCEPT, uploadProblem } from './mediaModel';

/**
 * Uploads into the library (a file input; V07: images over 5M are refused before sending), under
 * the tag on screen.
 */
export function UploadButton({ type, tagId }: { type: MediaType; tagId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const upload = useMediaUpload();
  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    for (const file of files) {
      const problem = uploadProblem(file, type);
      if (problem) notify(translate(problem), { type: 'error' });
      else upload.mutate({ file, type, tag_id: tagId });
    }
  };
  return (
    <>
      <Button
        variant="contained"
        size="small"
        startIcon={<UploadIcon />}
        loading={upload.isPending}
        onClick={() => input.current?.click()}
        data-testid="media-upload"
      >
        {translate(`app.media.upload.action_${type}`)}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept={UPLOAD_ACCEPT[type]}
        onChange={onFiles}
        data-testid="media-upload-input"
        aria-label={translate(`app.media.upload.action_${type}`)}
      />
    </>
  );
}

interface SelectionActionsProps {
  ids: readonly number[];
  tagId: number;
  onDone(): void;
}

/** Tag, untag (E10) and delete (E11) the chosen media. */
export function SelectionActions({ ids, tagId, onDone }: SelectionActionsProps) {
  const translate = useTranslate();
  const tags = useMediaTags();
  const [menu, setMenu] = useState<{ anchor: HTMLElement; type: 0 | 1 }>();
  const [deleting, setDeleting] = useState(false);
  // Once done the selection clears; a failure keeps it (and the delete confirmation) for another try.
  const tagging = useMediaTagging();
  const remove = useMediaRemove();
  const taggingAs = (type: 0 | 1) => tagging.isPending && tagging.variables.type === type;
  const disabled = ids.length === 0;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="media-selection">
      <Typography variant="body2" color="text.secondary" data-testid="media-selected-count">
        {translate('app.media.selected', { count: ids.length })}
      </Typography>
      <Button
        size="small"
        startIcon={<LabelIcon />}
        disabled={disabled}
        loading={taggingAs(0)}
        onClick={(e) => setMenu({ anchor: e.currentTarget, type: 0 })}
        data-testid="media-tag-selected"
      >
        {translate('app.media.tag_selected')}
      </Button>
      <Button
        size="small"
        startIcon={<LabelOffIcon />}
        disabled={disabled}
        loading={taggingAs(1)}
        onClick={(e) => setMenu({ anchor: e.currentTarget, type: 1 })}
        data-testid="media-untag-selected"
      >
        {translate('app.media.untag_selected')}
      </Button>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        disabled={disabled}
        onClick={() => setDeleting(true)}
        data-testid="media-delete-selected"
      >
        {translate('app.media.delete_selected')}
      </Button>
      <Menu open={!!menu} anchorEl={menu?.anchor} onClose={() => setMenu(undefined)}>
        {(tags.data ?? []).length === 0 && <MenuItem disabled>{translate('app.media.tag.none')}</MenuItem>}
        {(tags.data ?? []).map((tag) => (
          <MenuItem
            key={tag.id}
            onClick={() => {
              tagging.mutate({ tag_id: tag.id, type: menu?.type ?? 0, ids }, { onSuccess: onDone });
              setMenu(undefined);
            }}
          >
            {tag.name}
          </MenuItem>
        ))}
      </Menu>
      <Confirm
        isOpen={deleting}
        loading={remove.isPending}
        title="app.media.delete_selected"
        content="app.media.delete_confirm"
        translateOptions={{ count: ids.length }}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(
            { tag_id: tagId, ids },
            {
              onSuccess: () => {
                setDeleting(false);
                onDone();
              },
            },
          )
        }
      />
    </Stack>
  );
}
