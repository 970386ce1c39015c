import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { Button } from '@mui/material';
import { Suspense, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useSession } from '../../platform/session';
import { lazyWithReload } from '../../platform/chunks';

const CallAnalysisDialog = lazyWithReload(async () => ({
  default: (await import('./CallAnalysisDialog')).CallAnalysisDialog,
}));

/** A call's "AI analysis" (S09), on answered calls when the site has `enable_ai_audio_analysis`. */
export function AnalysisButton() {
  const translate = useTranslate();
  const session = useSession();
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  if (!session?.enableAiAudioAnalysis || !record || record.state !== 2) return null;
  return (
    <>
      <Button
        size="small"
        startIcon={<AutoAwesomeIcon fontSize="small" />}
        data-testid="call-analysis-open"
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {translate('app.calls.analysis.action')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CallAnalysisDialog id={record.id} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
