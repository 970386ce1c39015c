import type { Speech } from '../../../dataProvider';

/** Who speaks a line: the first speaker (0) is the matchmaker, the others the customer. */
export function speakerRole(speech: Pick<Speech, 'speaker_id'>): 'worker' | 'customer' {
  return speech.speaker_id === '0' ? 'worker' : 'customer';
}

/** mm:ss of a time in milliseconds. */
export function speechClock(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** The transcript as the text the AI reads: one "role: words" line per speech, in time order. */
export function transcriptText(
  speeches: readonly Speech[],
  labels: Record<'worker' | 'customer', string>,
): string {
  return [...speeches]
    .sort((a, b) => a.start_time - b.start_time)
    .map((s) => `${labels[speakerRole(s)]}: ${s.content}`)
    .join('\n');
}

/** S09: the analysis panel's states. */
export type AnalysisStatus = 'idle' | 'loading' | 'streaming' | 'saving';
