import { Box } from '@mui/material';
import type { Explanation } from '../../resources/core/define';
import { HelpHint } from './HelpHint';

export interface ExplainedTitleProps {
  /** The title, already translated. */
  title: string;
  /** The explanation shown as help beside it (spec §3); nothing when the list has none. */
  explanation: Explanation;
}

/** A page title in the header with the "?" of its explanation (issue 16 point 9). */
export function ExplainedTitle({ title, explanation }: ExplainedTitleProps) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
      {title}
      <HelpHint type={explanation.type} name={explanation.name} color="inherit" />
    </Box>
  );
}
