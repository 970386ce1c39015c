import { Box, FormHelperText, Skeleton } from '@mui/material';
import { Suspense } from 'react';
import { Labeled, useTranslate, type InputProps } from 'react-admin';
import { DEFAULT_EDITOR_HEIGHT, type EditorHeight } from '../../../resources/core/meta';
import { lazyWithReload } from '../../platform/chunks';
import { editingAreaSx } from './editorStyles';
import { TOOLBAR_HEIGHT } from './toolbarHeight';

export type RichTextEditorInputProps = Pick<
  InputProps,
  'source' | 'label' | 'helperText' | 'isRequired' | 'validate' | 'resource'
> & {
  /** Height of the editing area (spec §9: 440 or 340). */
  height: EditorHeight;
};

/** The editor and Tiptap: a chunk of their own, loaded with the first form that shows rich text. */
const RichTextEditor = lazyWithReload(() => import('./RichTextEditor'));

/** While the editor loads: its label, toolbar row and editing area at their final size (no shift). */
function EditorPlaceholder({
  source,
  label,
  isRequired,
  resource,
  height,
  helperText,
}: RichTextEditorInputProps) {
  const translate = useTranslate();
  // The same boxes as ra-input-rich-text's: a block around the inline-flex `Labeled`.
  return (
    <Box sx={{ mb: 0.5 }} aria-busy="true">
      <Labeled source={source} label={label} isRequired={isRequired} resource={resource} fullWidth>
        <Box data-testid="rich-text-loading">
          <Box sx={{ height: TOOLBAR_HEIGHT, display: 'flex', alignItems: 'flex-start' }}>
            <Skeleton variant="rounded" width={232} height={30} />
          </Box>
          <Box
            role="status"
            aria-label={translate('app.rich_text.loading')}
            sx={{ ...editingAreaSx(height), border: 1, borderColor: 'action.disabled', borderRadius: 1 }}
          />
          <FormHelperText>
            {typeof helperText === 'string' && helperText
              ? translate(helperText, { _: helperText })
              : '\u200b'}
          </FormHelperText>
        </Box>
      </Labeled>
    </Box>
  );
}

/**
 * The `richtext` widget in forms: ra-input-rich-text's editor (bold, italic, underline, lists, link,
 * clear format) whose editing area is `height` px high. Its value is HTML; it is shown through
 * `SafeHtml` (sanitised), and as plain text in tables and tooltips.
 */
export function RichTextEditorInput(
  props: Omit<RichTextEditorInputProps, 'height'> & { height?: EditorHeight },
) {
  const full = { ...props, height: props.height ?? DEFAULT_EDITOR_HEIGHT };
  return (
    <Suspense fallback={<EditorPlaceholder {...full} />}>
      <RichTextEditor {...full} />
    </Suspense>
  );
}
