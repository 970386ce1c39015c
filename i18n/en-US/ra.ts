import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'ra-core';
import type { RaTiptapMessages } from '../types';

/** The rich-text editor's toolbar (`ra.tiptap.*`, read by ra-input-rich-text): not in ra-language-english. */
export const tiptap = {
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  strike: 'Strikethrough',
  code: 'Code',
  list_bulleted: 'Bulleted list',
  list_numbered: 'Numbered list',
  link: 'Add a link',
  clear_format: 'Clear format',
  align_left: 'Align left',
  align_right: 'Align right',
  align_center: 'Center',
  align_justify: 'Justify',
  blockquote: 'Blockquote',
  color: 'Color',
  highlight: 'Highlight',
  image: 'Image',
  image_dialog: 'Image URL',
  select_level: 'Select the level',
  current_level: 'Current level',
  paragraph: 'Normal',
  heading1: 'Heading level 1',
  heading2: 'Heading level 2',
  heading3: 'Heading level 3',
  heading4: 'Heading level 4',
  heading5: 'Heading level 5',
  heading6: 'Heading level 6',
} satisfies RaTiptapMessages;

/**
 * A save and a delete of a generated screen say what spec §5 says ("保存成功", "删除成功": E10), one
 * form for any count (Chinese has no plural).
 */
export const savedAndDeleted = { updated: 'Saved', created: 'Saved', deleted: 'Deleted' };

/** React-admin's own English messages (`ra.*`), as shipped by ra-language-english, plus `tiptap`. */
const ra: TranslationMessages['ra'] & { tiptap: RaTiptapMessages } = {
  ...englishMessages.ra,
  notification: { ...englishMessages.ra.notification, ...savedAndDeleted },
  tiptap,
};

export default ra;
