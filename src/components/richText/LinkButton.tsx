import InsertLink from '@mui/icons-material/InsertLink';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  ToggleButton,
} from '@mui/material';
import { useEditorState } from '@tiptap/react';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { isSafeHref } from '../../../resources/core/richText';

/**
 * Adds, changes or removes the link of the selected text, in a dialog of the app's own (ra-input-
 * rich-text's button asks with the browser's untranslated prompt and takes any address). Only
 * http(s), mailto: and paths of the app are accepted, as the sanitiser will keep.
 */
export function LinkButton() {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const [href, setHref] = useState<string | undefined>(undefined);
  const [error, setError] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: current?.isActive('link') ?? false,
      selected: current ? !current.state.selection.empty : false,
    }),
  });
  const active = state?.active ?? false;
  const label = translate('ra.tiptap.link');
  const open = href !== undefined;

  const close = () => {
    setHref(undefined);
    setError(false);
    editor?.commands.focus();
  };
  const apply = () => {
    const value = (href ?? '').trim();
    if (!isSafeHref(value)) {
      setError(true);
      return;
    }
    editor?.chain().focus().extendMarkRange('link').setLink({ href: value }).run();
    setHref(undefined);
    setError(false);
  };
  const remove = () => {
    editor?.chain().focus().extendMarkRange('link').unsetLink().run();
    setHref(undefined);
    setError(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };

  return (
    <>
      <ToggleButton
        size="small"
        value="link"
        aria-label={label}
        title={label}
        selected={active}
        disabled={!editor?.isEditable || !(state?.selected || active)}
        onClick={() => {
          const current: unknown = editor?.getAttributes('link').href;
          setHref(typeof current === 'string' ? current : '');
        }}
      >
        <InsertLink fontSize="inherit" />
      </ToggleButton>
      {open && (
        <Dialog open onClose={close} maxWidth="xs" fullWidth data-testid="rich-text-link-dialog">
          <DialogTitle>{translate('app.rich_text.link.title')}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              label={translate('app.rich_text.link.url')}
              value={href}
              onChange={(event) => {
                setHref(event.target.value);
                setError(false);
              }}
              onKeyDown={onKeyDown}
              error={error}
              helperText={translate(error ? 'app.rich_text.link.invalid' : 'app.rich_text.link.hint')}
              placeholder="https://"
            />
          </DialogContent>
          <DialogActions>
            {active && (
              <Button color="error" onClick={remove} sx={{ mr: 'auto' }}>
                {translate('app.rich_text.link.remove')}
              </Button>
            )}
            <Button onClick={close}>{translate('ra.action.cancel')}</Button>
            <Button variant="contained" onClick={apply}>
              {translate('app.rich_text.link.apply')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
