import { FormControl, InputLabel, OutlinedInput } from '@mui/material';
import type { ChangeEvent, ReactNode, Ref } from 'react';

export interface LoginFieldProps {
  /** The input's name, also the base of its id. */
  name: string;
  label: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void;
  autoComplete: string;
  type?: 'text' | 'password';
  inputMode?: 'numeric';
  endAdornment?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * One outlined field of the login form: what MUI's `TextField` renders for it (a form control, its
 * label and an outlined input tied to it by id), without `TextField`'s select mode, whose Select,
 * Menu, Popover and Modal the login page would load and run for nothing (issue 8).
 */
export function LoginField({ name, label, inputMode, ...input }: LoginFieldProps) {
  const id = `login-${name}`;
  return (
    <FormControl fullWidth size="medium" variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        label={label}
        inputProps={inputMode ? { inputMode } : undefined}
        {...input}
      />
    </FormControl>
  );
}
