import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useEditorState, type Editor } from '@tiptap/react';
import { ClearButtons, ListButtons, RichTextInputToolbar, useTiptapEditor } from 'ra-input-rich-text';
import type { MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { LinkButton } from './LinkButton';
import { TOOLBAR_HEIGHT } from './toolbarHeight';

type Mark = 'bold' | 'italic' | 'underline';

const MARKS: readonly { mark: Mark; Icon: typeof FormatBold; toggle: (editor: Editor) => void }[] = [
  { mark: 'bold', Icon: FormatBold, toggle: (editor) => editor.chain().focus().toggleBold().run() },
  { mark: 'italic', Icon: FormatItalic, toggle: (editor) => editor.chain().focus().toggleItalic().run() },
  {
    mark: 'underline',
    Icon: FormatUnderlined,
    toggle: (editor) => editor.chain().focus().toggleUnderline().run(),
  },
];

/** Bold, italic, underline: ra-input-rich-text's format group without strike-through and code. */
function MarkButtons() {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current ? MARKS.filter((m) => current.isActive(m.mark)).map((m) => m.mark) : [],
  });
  const onChange = (_event: MouseEvent<HTMLElement>, next: Mark[]) => {
    if (!editor) return;
    for (const { mark, toggle } of MARKS) if (editor.isActive(mark) !== next.includes(mark)) toggle(editor);
  };
  return (
    <ToggleButtonGroup size="small" value={active ?? []} onChange={onChange} disabled={!editor?.isEditable}>
      {MARKS.map(({ mark, Icon }) => {
        const label = translate(`ra.tiptap.${mark}`);
        return (
          <ToggleButton key={mark} value={mark} aria-label={label} title={label}>
            <Icon fontSize="inherit" />
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
}

/**
 * The compact toolbar of the app's rich text: bold, italic, underline, lists, link, clear format.
 * Every button is named by `ra.tiptap.*` (both languages) and reachable with Tab; the usual
 * shortcuts work in the text (Ctrl+B, Ctrl+I, Ctrl+U, Ctrl+Shift+8 / 7 for lists).
 */
export function RichTextToolbar() {
  const translate = useTranslate();
  return (
    <Box role="group" aria-label={translate('app.rich_text.toolbar')} sx={{ minHeight: TOOLBAR_HEIGHT }}>
      <RichTextInputToolbar size="small">
        <MarkButtons />
        <ListButtons size="small" />
        <LinkButton />
        <ClearButtons size="small" />
      </RichTextInputToolbar>
    </Box>
  );
}
