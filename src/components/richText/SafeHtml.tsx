import { Box, type SxProps, type Theme } from '@mui/material';
import { useMemo } from 'react';
import { hasMarkup } from '../../../resources/core/richText';
import { sanitizeHtml } from './sanitize';

export interface SafeHtmlProps {
  /** Rich text (HTML from the editor) or plain text of older records. */
  value: unknown;
  sx?: SxProps<Theme>;
  testId?: string;
}

/** The formatting's spacing, in the font of wherever the text is shown (a page, the contract sheet). */
const richSx = {
  font: 'inherit',
  overflowWrap: 'anywhere',
  '& p, & ul, & ol, & blockquote, & h3, & h4': { mt: 0, mb: '0.5em' },
  '& > :last-child': { mb: 0 },
  '& ul, & ol': { pl: 3 },
  '& li > p': { m: 0 },
  '& h3, & h4': { fontSize: '1.1em', fontWeight: 700 },
  '& blockquote': {
    pl: 1.5,
    ml: 0,
    borderLeft: '3px solid',
    borderColor: 'divider',
    color: 'text.secondary',
  },
  '& a': { color: 'primary.main' },
} as const;

/**
 * Rich text shown as formatting, sanitised first (only the editor's tags and safe links remain:
 * `sanitizeHtml`). Text without any markup (records written before the editor) is shown as text,
 * its line breaks kept.
 */
export function SafeHtml({ value, sx, testId }: SafeHtmlProps) {
  const text = typeof value === 'string' ? value : '';
  const html = useMemo(() => (hasMarkup(text) ? sanitizeHtml(text) : undefined), [text]);
  const extra = Array.isArray(sx) ? sx : [sx];
  if (html === undefined)
    return (
      <Box data-testid={testId} sx={[richSx, { whiteSpace: 'pre-wrap' }, ...extra]}>
        {text}
      </Box>
    );
  // Sanitised just above (the allow-list of sanitize.ts): the only HTML the app renders from data.
  return <Box data-testid={testId} sx={[richSx, ...extra]} dangerouslySetInnerHTML={{ __html: html }} />;
}

export default SafeHtml;
