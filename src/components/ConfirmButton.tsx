import { useState } from 'react';
import { Confirm } from 'react-admin';
import { ActionButton, type ActionButtonProps } from './ActionButton';

export interface ConfirmButtonProps extends Omit<ActionButtonProps, 'onClick' | 'loading'> {
  /** The question (an i18n key, filled with `translateOptions`). */
  confirm: string;
  translateOptions?: Record<string, unknown>;
  /** The confirmation's title; the label by default. */
  title?: string;
  /** Colour of the confirming button: `warning` for what takes something away. */
  confirmColor?: 'primary' | 'warning';
  /** The change under way: the confirming button spins. */
  loading: boolean;
  /** Makes the change; call `close` once it settles (the confirmation stays open meanwhile). */
  onConfirm(close: () => void): void;
}

/** A record action that changes something: its button, then a confirmation before the change. */
export function ConfirmButton({
  confirm,
  translateOptions,
  title,
  confirmColor = 'primary',
  loading,
  onConfirm,
  ...button
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <ActionButton {...button} onClick={() => setOpen(true)} />
      <Confirm
        isOpen={open}
        loading={loading}
        title={title ?? button.label}
        content={confirm}
        contentTranslateOptions={translateOptions}
        confirm={button.label}
        confirmColor={confirmColor}
        onConfirm={() => onConfirm(close)}
        onClose={close}
      />
    </>
  );
}
