import { useCallback, useEffect, useRef, useState } from 'react';
import type { DownloadedFile, DownloadProgress } from '../../../../dataProvider/download';

/** How long an export runs before its progress shows: a quick one only flickers. */
export const PROGRESS_DELAY_MS = 1000;

/** Where an export stands: not started (or cancelled), under way, or failed with the server's error. */
export type ExportRun =
  | { phase: 'idle' }
  | { phase: 'running'; slow: boolean; progress: DownloadProgress | undefined }
  | { phase: 'failed'; error: unknown };

/** Fetches the file: the request stops when `signal` aborts, and reports the bytes received. */
export type ExportRequest = (options: {
  signal: AbortSignal;
  onProgress(progress: DownloadProgress): void;
}) => Promise<DownloadedFile>;

/**
 * One export at a time: `start` runs the request (its progress shown after a second), `cancel`
 * aborts it and goes back to idle without an error, a failure keeps its error for the dialog.
 * Leaving (the dialog closes) aborts a request under way.
 */
export function useExportRun(onDone: (file: DownloadedFile) => void) {
  const [run, setRun] = useState<ExportRun>({ phase: 'idle' });
  const current = useRef<{ controller: AbortController; timer: ReturnType<typeof setTimeout> }>(undefined);
  const stop = useCallback(() => {
    const active = current.current;
    current.current = undefined;
    if (!active) return;
    clearTimeout(active.timer);
    active.controller.abort();
  }, []);
  useEffect(() => stop, [stop]);

  const start = useCallback(
    async (request: ExportRequest) => {
      stop();
      const controller = new AbortController();
      const timer = setTimeout(() => {
        if (current.current?.controller === controller)
          setRun((state) => (state.phase === 'running' ? { ...state, slow: true } : state));
      }, PROGRESS_DELAY_MS);
      const mine = { controller, timer };
      current.current = mine;
      setRun({ phase: 'running', slow: false, progress: undefined });
      const onProgress = (progress: DownloadProgress) => {
        if (current.current === mine)
          setRun((state) => (state.phase === 'running' ? { ...state, progress } : state));
      };
      try {
        const file = await request({ signal: controller.signal, onProgress });
        if (controller.signal.aborted) return;
        current.current = undefined;
        clearTimeout(timer);
        setRun({ phase: 'idle' });
        onDone(file);
      } catch (error) {
        // A cancel is what the user asked for: no error to show.
        if (controller.signal.aborted) return;
        current.current = undefined;
        clearTimeout(timer);
        setRun({ phase: 'failed', error });
      }
    },
    [stop, onDone],
  );

  const cancel = useCallback(() => {
    stop();
    setRun({ phase: 'idle' });
  }, [stop]);

  return { run, start, cancel };
}
