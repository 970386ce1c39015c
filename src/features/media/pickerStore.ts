import { useSyncExternalStore } from 'react';
import type { MediaPickerOptions, PickedMedia } from './mediaModel';

/** The picker asked for: its options and who waits for the answer. */
export interface PickerRequest {
  readonly options: MediaPickerOptions;
  /** A fresh key per opening: the dialog remounts, so its choice starts empty (S08). */
  readonly key: number;
  resolve(items: PickedMedia[]): void;
}

let current: PickerRequest | undefined;
let opened = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Opens the media picker; resolves with the chosen items, or `[]` when it is closed. */
export function openMediaPicker(options: MediaPickerOptions = {}): Promise<PickedMedia[]> {
  current?.resolve([]);
  return new Promise((resolve) => {
    opened += 1;
    current = { options, key: opened, resolve };
    emit();
  });
}

/** Answers the open picker and closes it. */
export function settlePicker(items: PickedMedia[]): void {
  const request = current;
  current = undefined;
  request?.resolve(items);
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The picker request open now, if any (the host renders the dialog for it). */
export function usePickerRequest(): PickerRequest | undefined {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );
}
