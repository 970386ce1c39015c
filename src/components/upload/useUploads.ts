import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { checkFiles, SUCCESS_SHOWN_MS, type UploadRules } from './uploadModel';

/** E18: what the uploader says now. */
export type UploadPhase = 'idle' | 'uploading' | 'success';

export interface PendingUpload {
  key: number;
  name: string;
  /** 0..1; 0 while unknown. */
  progress: number;
  /** A local preview of a picture while it uploads. */
  preview?: string;
}

export interface UploadsOptions {
  rules: UploadRules;
  /** The addresses held (controlled). */
  value: readonly string[];
  onChange(value: string[]): void;
  /** Pictures get a local preview while they upload. */
  previews?: boolean;
}

let nextKey = 1;

/** A file as a `data:` address, or `undefined` when it cannot be read. */
export function readDataUrl(file: Blob): Promise<string | undefined> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : undefined);
    reader.onerror = () => resolve(undefined);
    reader.readAsDataURL(file);
  });
}

/**
 * The state of an uploader: checks the chosen files (V08-V13, a warning toast in the user's
 * language, nothing sent), uploads each with `POST /file/upload` and its progress, adds its address
 * to the value, says "uploading..." then "upload success" for 500 ms (E18); a refusal of the server
 * shows its text (E06) and keeps what was there.
 */
export function useUploads({ rules, value, onChange, previews }: UploadsOptions) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [phase, setPhase] = useState<UploadPhase>('idle');
  // Each success restarts its 500 ms, even when the previous one is still shown.
  const [successCount, setSuccessCount] = useState(0);
  // Uploads finish one by one: each adds to the latest value, not the one of its start.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  // E18: "upload success" stays 500 ms from when it is on screen.
  useEffect(() => {
    if (phase !== 'success') return undefined;
    const timer = setTimeout(() => setPhase('idle'), SUCCESS_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [phase, successCount]);

  const uploadOne = async (file: File) => {
    const key = nextKey++;
    // A data: address (the CSP allows data: images, not blob:).
    const preview = previews ? await readDataUrl(file) : undefined;
    setPending((list) => [...list, { key, name: file.name, progress: 0, preview }]);
    try {
      const answer = await dataProvider.uploadFile(file, (progress) =>
        setPending((list) => list.map((p) => (p.key === key ? { ...p, progress } : p))),
      );
      const next = [...latest.current, answer.url];
      latest.current = next;
      onChange(next);
      return true;
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : translate('app.upload.failed'), {
        type: 'error',
      });
      return false;
    } finally {
      setPending((list) => list.filter((p) => p.key !== key));
    }
  };

  /** Checks and uploads the chosen, dropped or pasted files; `false` when refused. */
  const add = async (files: readonly File[]): Promise<boolean> => {
    if (!files.length) return false;
    const refusal = checkFiles(files, rules, latest.current.length + pending.length);
    if (refusal) {
      notify(translate(`app.upload.${refusal.key}`, refusal.values), { type: 'warning' });
      return false;
    }
    setPhase('uploading');
    const results = await Promise.all(files.map(uploadOne));
    if (results.some(Boolean)) {
      setPhase('success');
      setSuccessCount((n) => n + 1);
    } else {
      setPhase('idle');
    }
    return true;
  };

  const remove = (url: string) => onChange(latest.current.filter((u) => u !== url));

  return { add, remove, pending, phase, busy: pending.length > 0 };
}
