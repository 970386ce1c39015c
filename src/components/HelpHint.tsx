import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { IconButton, Tooltip } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';

/** Spec §9 / S19: explanations are read 100 at a time, one type per request. */
export const EXPLANATION_PAGE_SIZE = 100;

/** 1 customer status, 2 service item, 3 glossary term (resources/explanation.ts). */
export type ExplanationType = 1 | 2 | 3;

export interface HelpHintProps {
  type: ExplanationType;
  /** The explanation's name: the status, item or term it explains. */
  name: string;
}

/**
 * A "?" beside a field or a screen title whose tooltip is the explanation of that name (spec §3
 * explanation item: name, note). Nothing when there is none; the note is shown as text.
 */
export function HelpHint({ type, name }: HelpHintProps) {
  const translate = useTranslate();
  const { data } = useGetList(
    'explanation',
    {
      filter: { type },
      pagination: { page: 1, perPage: EXPLANATION_PAGE_SIZE },
      sort: { field: 'sort', order: 'ASC' },
    },
    { staleTime: 5 * 60_000 },
  );
  const note = data?.find((item) => item.name === name)?.note;
  if (typeof note !== 'string' || !note) return null;
  const label = translate('app.help_hint.label', { name });
  return (
    <Tooltip title={note} disableInteractive>
      <IconButton size="small" aria-label={label} data-testid="help-hint" sx={{ p: 0.25, ml: 0.5 }}>
        <HelpOutlineIcon sx={{ fontSize: 16 }} />
      </IconButton>
    </Tooltip>
  );
}
