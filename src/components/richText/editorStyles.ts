import type { SxProps, Theme } from '@mui/material';
import type { EditorHeight } from '../../../resources/core/meta';

/**
 * The editing area is `height` px high (spec §9: 440 or 340), border included, and grows with its
 * text up to 60% of the window before it scrolls, so the toolbar and the save bar stay in reach.
 */
export function editingAreaSx(height: EditorHeight) {
  return {
    boxSizing: 'border-box',
    minHeight: height,
    maxHeight: `max(${height}px, 60vh)`,
    overflowY: 'auto',
  } as const;
}

/**
 * ra-input-rich-text's input with the app's look: the editing area framed like the outlined text
 * fields around it (white, grey border, darker on hover, a primary ring with the focus), the
 * paragraph spacing of `SafeHtml`. Selectors as specific as the library's, so they win.
 */
export function editorSx(height: EditorHeight): SxProps<Theme> {
  return {
    mb: 0.5,
    '& .RaRichTextInput-editorContent .ProseMirror': {
      ...editingAreaSx(height),
      px: 1.5,
      py: 1,
      typography: 'body2',
      lineHeight: 1.7,
      bgcolor: 'background.paper',
      borderColor: 'action.disabled',
      '&:hover': { bgcolor: 'background.paper', borderColor: 'text.primary' },
      '&:focus, &:focus-visible': {
        bgcolor: 'background.paper',
        outline: '2px solid',
        outlineColor: 'primary.main',
        outlineOffset: '-2px',
      },
      '& p': { m: 0, mb: '0.5em', '&:last-child': { mb: 0 } },
      '& ul, & ol': { my: 0, mb: '0.5em', pl: 3 },
      '& li > p': { m: 0 },
      '& a': { color: 'primary.main' },
    },
  };
}
