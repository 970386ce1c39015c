import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { isSafeHref } from '../../../resources/core/richText';

/**
 * What rich text may hold once sanitised: the editor's formatting (paragraphs, line breaks, bold,
 * italic, underline, strike-through, lists, quotes, small headings) and links. Everything else is
 * dropped: scripts, styles, frames, forms, images, every event handler, class and style attribute.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'ul',
  'ol',
  'li',
  'blockquote',
  'h3',
  'h4',
  'a',
] as const;

const CONFIG: Config = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: ['href'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

let purifier: DOMPurify | undefined;

/** One DOMPurify of its own (its hooks do not touch other users of the library), made on first use. */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href === null || !isSafeHref(href)) {
      node.removeAttribute('href');
      return;
    }
    // Links leave the app in a new tab, without giving it a handle on this one.
    node.setAttribute('rel', 'noopener noreferrer');
    if (/^\s*https?:/i.test(href)) node.setAttribute('target', '_blank');
  });
  purifier = instance;
  return instance;
}

/** The HTML of rich text, reduced to the allowed formatting and safe links. */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, CONFIG);
}
