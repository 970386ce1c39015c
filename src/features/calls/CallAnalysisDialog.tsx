import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { CallRecord } from '../../../dataProvider';
import { AudioPlayer } from '../../components/AudioPlayer';
import { useCanAction, useSession } from '../../platform/session';
import { useAnalyseCall, useCall } from './api';
import { speakerRole, speechClock, transcriptText, type AnalysisStatus } from './analysisModel';

function Conversation({ call }: { call: CallRecord }) {
  const translate = useTranslate();
  const speeches = call.speeches ?? [];
  if (speeches.length === 0)
    return <Typography color="text.secondary">{translate('app.calls.analysis.no_transcript')}</Typography>;
  return (
    <Stack spacing={1.25} component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="call-transcript">
      {speeches.map((speech, i) => {
        const worker = speakerRole(speech) === 'worker';
        return (
          <Box
            component="li"
            key={`${speech.start_time}-${i}`}
            sx={{ display: 'flex', flexDirection: 'column', alignItems: worker ? 'flex-end' : 'flex-start' }}
          >
            <Typography variant="caption" color="text.secondary">
              {translate(worker ? 'app.calls.analysis.worker' : 'app.calls.analysis.customer')} ·{' '}
              {speechClock(speech.start_time)}–{speechClock(speech.end_time)}
            </Typography>
            <Paper
              elevation={0}
              sx={{
                px: 1.5,
                py: 1,
                maxWidth: '85%',
                borderRadius: 2,
                bgcolor: worker ? 'primary.main' : 'action.hover',
                color: worker ? 'primary.contrastText' : 'text.primary',
                whiteSpace: 'pre-wrap',
                wordBreak: 'break-word',
              }}
            >
              {speech.content}
            </Paper>
          </Box>
        );
      })}
    </Stack>
  );
}

/**
 * The AI call analysis (S09): the transcript as a conversation, and the analysis streamed from
 * `POST /plugin/ai/text` after `ai-login`: loading, text appearing as it comes, cancel at any
 * moment, saved with `save-ai-result/{id}` at the end so it shows again on reopening.
 */
export function CallAnalysisDialog({ id, onClose }: { id: CallRecord['id']; onClose: () => void }) {
  const translate = useTranslate();
  const session = useSession();
  const analysis = useAnalyseCall();
  const downloadable = useCanAction({ permission: 'user_view.download_audio' }, 'get');
  const call = useCall(id);
  const [status, setStatus] = useState<AnalysisStatus>('idle');
  const [streamed, setStreamed] = useState<string>();
  const abort = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => abort.current?.abort(), []);

  const record = call.data;
  const saved = record?.ai_analysis_result ?? undefined;
  const shown = streamed ?? saved;

  const analyse = () => {
    if (!record) return;
    const controller = new AbortController();
    abort.current = controller;
    setStatus('loading');
    setStreamed(undefined);
    const text = transcriptText(record.speeches ?? [], {
      worker: translate('app.calls.analysis.worker'),
      customer: translate('app.calls.analysis.customer'),
    });
    const finished = () => {
      if (abort.current === controller) abort.current = undefined;
      setStatus('idle');
    };
    analysis.mutate(
      {
        id: record.id,
        text,
        account: { site_id: session?.siteId, username: session?.username },
        onText: (whole) => {
          setStatus('streaming');
          setStreamed(whole);
        },
        onSaving: () => setStatus('saving'),
        signal: controller.signal,
      },
      {
        // Saved: the streamed text is what the call now holds; cancelled or failed: nothing shows.
        onSuccess: ({ cancelled }) => {
          if (cancelled) setStreamed(undefined);
          finished();
        },
        onError: () => {
          setStreamed(undefined);
          finished();
        },
      },
    );
  };
  const cancel = () => abort.current?.abort();
  const working = status !== 'idle';

  return (
    <Dialog
      open
      onClose={working ? undefined : onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="call-analysis-title"
      data-testid="call-analysis"
    >
      <DialogTitle id="call-analysis-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <AutoAwesomeIcon color="primary" />
        {translate('app.calls.analysis.title')}
      </DialogTitle>
      <DialogContent dividers>
        {call.isError ? (
          <Alert severity="error">{translate('app.calls.dialog.load_error')}</Alert>
        ) : !record ? (
          <Stack spacing={1}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={48} />
            ))}
          </Stack>
        ) : (
          <Stack spacing={2}>
            {record.record_url && (
              <AudioPlayer
                src={record.record_url}
                downloadable={downloadable}
                label={translate('app.calls.player.label')}
              />
            )}
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
              <Box component="section" aria-labelledby="call-transcript-title">
                <Typography id="call-transcript-title" variant="subtitle2" sx={{ mb: 1 }}>
                  {translate('app.calls.analysis.transcript')}
                </Typography>
                <Box sx={{ maxHeight: 360, overflowY: 'auto', pr: 1 }}>
                  <Conversation call={record} />
                </Box>
              </Box>
              <Box component="section" aria-labelledby="call-result-title" aria-busy={working}>
                <Typography id="call-result-title" variant="subtitle2" sx={{ mb: 1 }}>
                  {translate('app.calls.analysis.result')}
                </Typography>
                {status === 'loading' && (
                  <LinearProgress aria-label={translate('app.calls.analysis.streaming')} />
                )}
                {shown ? (
                  <Typography
                    data-testid="call-analysis-result"
                    aria-live="polite"
                    sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', lineHeight: 1.8 }}
                  >
                    {shown}
                  </Typography>
                ) : status === 'idle' ? (
                  <Typography color="text.secondary">{translate('app.calls.analysis.empty')}</Typography>
                ) : null}
                {status === 'streaming' && (
                  <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 1 }}>
                    <CircularProgress size={14} />
                    <Typography variant="caption" color="text.secondary">
                      {translate('app.calls.analysis.streaming')}
                    </Typography>
                  </Stack>
                )}
              </Box>
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {working ? (
          <Button
            color="inherit"
            onClick={cancel}
            disabled={status === 'saving'}
            data-testid="call-analysis-cancel"
          >
            {translate('app.calls.analysis.cancel')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>{translate('app.calls.analysis.close')}</Button>
            <Button
              variant="contained"
              startIcon={<AutoAwesomeIcon />}
              disabled={!record || (record.speeches ?? []).length === 0}
              onClick={analyse}
              data-testid="call-analysis-start"
            >
              {translate(saved ? 'app.calls.analysis.again' : 'app.calls.analysis.start')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
