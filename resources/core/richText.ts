import { z } from 'zod';
import { field, type EditorHeight } from './meta';

/**
 * Rich text (help texts, contract terms, notices) is stored as HTML made by the editor. These pure
 * string helpers read it without a DOM (the schema, the demo API and list cells use them); what is
 * rendered as HTML goes through the sanitiser of `src/components/richText` first.
 */

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** A tag, an HTML comment or a doctype: what tells HTML from plain text. */
const MARKUP = /<(?:[a-z][a-z0-9-]*|\/[a-z][a-z0-9-]*|!--)[^>]*>/i;

/** True when the text holds HTML markup (old records and plain texts hold none). */
export function hasMarkup(value: string): boolean {
  return MARKUP.test(value);
}

/** The text of markup: tags removed (scripts and styles with their contents), entities decoded. */
function stripTags(html: string, bullet: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<li\b[^>]*>/gi, `\n${bullet}`)
      .replace(/<\/(p|div|li|ul|ol|h[1-6]|blockquote|pre|tr)\s*>/gi, '\n')
      .replace(/<[^>]*>/g, ''),
  );
}

/**
 * The text of rich text: tags removed (the contents of script and style too), one line per
 * paragraph, list item ("• ") and `<br>`, entities decoded. Text without markup (records written
 * before the editor) is kept as it is, line breaks included.
 */
export function toPlainText(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  if (!hasMarkup(value)) return value.trim();
  return stripTags(value, '• ')
    .replace(/[ \t\u00a0]*\n\s*/g, '\n')
    .trim();
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * What the editor opens: rich text as it is; the plain text of older records as one paragraph per
 * line (read as HTML, its line breaks would otherwise be lost on the next save).
 */
export function toEditorHtml(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  if (hasMarkup(value)) return value;
  return value
    .split(/\r?\n/)
    .map((line) => (line.trim() ? `<p>${escapeHtml(line)}</p>` : ''))
    .join('');
}

/** One line of text for a table cell: the plain text with its line breaks folded into spaces. */
export function toExcerpt(value: unknown, maxLength = 120): string {
  if (typeof value !== 'string') return '';
  // No list bullets in the middle of a line.
  const line = (hasMarkup(value) ? stripTags(value, '') : value).replace(/\s+/g, ' ').trim();
  return line.length > maxLength ? `${line.slice(0, maxLength - 1)}…` : line;
}

/** An editor left empty (`<p></p>`, `<p><br></p>`, spaces): nothing to keep. */
export function isEmptyHtml(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'string') return false;
  return (hasMarkup(value) ? stripTags(value, '') : value).trim() === '';
}

/** A scheme (`https:`, `javascript:`…) at the start of an address. */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * A link target rich text may hold: an http(s) or mailto address, or a path inside the app
 * (relative; not `//host`, which leaves the site). `javascript:`, `data:` and the like are refused.
 */
export function isSafeHref(href: string): boolean {
  // Browsers ignore control characters and spaces inside a scheme (`java\tscript:`).
  // eslint-disable-next-line no-control-regex
  const value = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (value === '') return false;
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme) return scheme === 'http' || scheme === 'https' || scheme === 'mailto';
  return !value.startsWith('//') && !value.startsWith('\\') && !value.startsWith('/\\');
}

export interface RichTextOptions {
  /** Fewest characters of text (tags not counted); 1 means "required". */
  min: number;
  /** Most characters of the stored HTML. */
  max: number;
  /** Spec §9: editor heights 440 (long documents) and 340. */
  editorHeight: EditorHeight;
}

/**
 * A rich-text field: HTML of at most `max` characters whose text has at least `min` characters
 * (an empty editor's `<p></p>` counts as empty), edited in the rich-text editor.
 */
export function richText({ min, max, editorHeight }: RichTextOptions) {
  return field(
    z
      .string()
      .trim()
      .max(max)
      .superRefine((value, ctx) => {
        if (toPlainText(value).length < min)
          ctx.addIssue({ code: 'too_small', origin: 'string', minimum: min, inclusive: true, input: value });
      }),
    { widget: 'richtext', editorHeight },
  );
}
