import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { IconButton, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { Explanation } from '../../resources/core/define';
import { toPlainText } from '../../resources/core/richText';
import { useBackgroundDataProvider } from '../platform/background';

/** Spec §9 / S19: explanations are read 100 at a time, one type per request. */
export const EXPLANATION_PAGE_SIZE = 100;

/** 1 customer status, 2 service item, 3 glossary term (resources/explanation.ts). */
export type ExplanationType = Explanation['type'];

export interface HelpHintProps {
  type: ExplanationType;
  /** The explanation's name: the status, item or term it explains. */
  name: string;
  /** `inherit` beside a title on a coloured bar (the header). */
  color?: 'default' | 'inherit';
}

/**
 * The note of the explanation `name` of a type, or `undefined` (none, or not loaded yet). One
 * request per type, shared by every hint of that type for five minutes.
 * Asked in the background: help is optional, so a user whose roles do not open the explanations
 * (a clue-only receptionist: 403) simply sees none, without being sent to the 403 page.
 */
export function useExplanation(type: ExplanationType, name: string | undefined): string | undefined {
  const dataProvider = useBackgroundDataProvider();
  const params = {
    filter: { type },
    pagination: { page: 1, perPage: EXPLANATION_PAGE_SIZE },
    sort: { field: 'sort', order: 'ASC' as const },
  };
  const { data } = useQuery({
    queryKey: ['explanation', 'hints', type],
    queryFn: async () => (await dataProvider.getList('explanation', params)).data,
    staleTime: 5 * 60_000,
    enabled: name !== undefined,
    retry: false,
  });
  const note = name === undefined ? undefined : data?.find((item) => item.name === name)?.note;
  // Notes are rich text (HTML): hints and helper lines show their text, never their markup.
  const text = toPlainText(note);
  return text || undefined;
}

/** The note's paragraphs and list items keep their lines. */
const TOOLTIP_SLOTS = { tooltip: { sx: { whiteSpace: 'pre-line' } } } as const;

/**
 * A "?" beside a field or a screen title whose tooltip is the explanation of that name (spec §3
 * explanation item: name, note). Nothing when there is none; the note is shown as plain text.
 */
export function HelpHint({ type, name, color = 'default' }: HelpHintProps) {
  const translate = useTranslate();
  const note = useExplanation(type, name);
  if (!note) return null;
  const label = translate('app.help_hint.label', { name });
  return (
    <Tooltip title={note} disableInteractive slotProps={TOOLTIP_SLOTS}>
      <IconButton
        size="small"
        color={color}
        aria-label={label}
        data-testid="help-hint"
        sx={{ p: 0.25, ml: 0.5 }}
      >
        <HelpOutlineIcon sx={{ fontSize: 16 }} />
      </IconButton>
    </Tooltip>
  );
}
