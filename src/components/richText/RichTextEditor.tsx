import StarterKit from '@tiptap/starter-kit';
import { RichTextInput, type RichTextInputProps } from 'ra-input-rich-text';
import { useMemo } from 'react';
import { useResourceContext, useTranslateLabel } from 'react-admin';
import { isSafeHref, toEditorHtml } from '../../../resources/core/richText';
import { RichTextToolbar } from './RichTextToolbar';
import type { RichTextEditorInputProps } from './RichTextInput';
import { editorSx } from './editorStyles';

type EditorOptions = NonNullable<RichTextInputProps['editorOptions']>;

/**
 * The editor's document model: paragraphs, line breaks, bold, italic, underline, lists and links.
 * What the toolbar cannot make (headings, quotes, code, rules, strike-through) is not in the model
 * either, so pasted text keeps only that formatting.
 */
function editorOptions(name: string, required: boolean): EditorOptions {
  return {
    extensions: [
      StarterKit.configure({
        heading: false,
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          isAllowedUri: (url) => isSafeHref(url),
          HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
        },
      }),
    ],
    editorProps: {
      // The editable area is the field's text box, named by the field's label.
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': name,
        ...(required ? { 'aria-required': 'true' } : {}),
      },
    },
  };
}

/**
 * ra-input-rich-text's input (Tiptap) with the app's compact toolbar and the field's height. Its
 * own chunk: loaded by `RichTextEditorInput` the first time a form shows rich text.
 */
export default function RichTextEditor({
  source,
  label,
  helperText,
  isRequired,
  validate,
  resource,
  height,
}: RichTextEditorInputProps) {
  const translateLabel = useTranslateLabel();
  const title = translateLabel({ label, source, resource: useResourceContext({ resource }) });
  const name = typeof title === 'string' ? title : source;
  const options = useMemo(() => editorOptions(name, !!isRequired), [name, isRequired]);
  return (
    <RichTextInput
      source={source}
      label={label}
      helperText={helperText}
      isRequired={isRequired}
      resource={resource}
      validate={validate}
      format={toEditorHtml}
      editorOptions={options}
      toolbar={<RichTextToolbar />}
      sx={editorSx(height)}
    />
  );
}
