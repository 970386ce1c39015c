import { InputAdornment, TextField } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { FieldTitle, InputHelperText, useInput, type InputProps } from 'react-admin';
import { cleanNumberText, settleNumberText, valueOfText, type NumberLimits } from './numberText';

export interface NumberTextInputProps extends Omit<InputProps, 'min' | 'max'>, NumberLimits {
  /** Shown before the value (¥). */
  prefix?: ReactNode;
  /** Shown after the value (天, 分钟). */
  suffix?: ReactNode;
  fullWidth?: boolean;
}

const textOf = (value: unknown) =>
  value === null || value === undefined || value === '' ? '' : String(value);

/**
 * A react-admin number input that refuses letters and clamps (V21): digits only, or with
 * `precision` decimals; a typed or pasted value over `max` becomes `max`, and leaving the input
 * clamps it into [min, max]. The form holds a number (or null when empty).
 */
export function NumberTextInput({
  precision = 0,
  min,
  max,
  prefix,
  suffix,
  fullWidth = true,
  label,
  helperText,
  ...props
}: NumberTextInputProps) {
  const { field, fieldState, formState, isRequired, id } = useInput(props);
  const limits = { precision, min, max };
  const [typed, setText] = useState(() => textOf(field.value));
  // A value set from outside (form reset, loaded record) replaces what was typed.
  const text = valueOfText(typed) === (field.value ?? null) ? typed : textOf(field.value);
  const invalid = !!fieldState.error && (fieldState.isTouched || formState.isSubmitted);
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={text}
      fullWidth={fullWidth}
      size="small"
      label={
        label === false ? undefined : (
          <FieldTitle label={label} source={props.source} resource={props.resource} isRequired={isRequired} />
        )
      }
      onChange={(event) => {
        const cleaned = cleanNumberText(event.target.value, limits);
        setText(cleaned);
        field.onChange(valueOfText(cleaned));
      }}
      onBlur={() => {
        const settled = settleNumberText(text, limits);
        setText(textOf(settled));
        field.onChange(settled);
        field.onBlur();
      }}
      error={invalid}
      helperText={
        <InputHelperText error={invalid ? fieldState.error?.message : undefined} helperText={helperText} />
      }
      slotProps={{
        htmlInput: { inputMode: precision > 0 ? 'decimal' : 'numeric', 'data-precision': precision },
        input: {
          startAdornment: prefix ? <InputAdornment position="start">{prefix}</InputAdornment> : undefined,
          endAdornment: suffix ? <InputAdornment position="end">{suffix}</InputAdornment> : undefined,
        },
      }}
    />
  );
}

/** Digits only (V21). */
export function IntegerInput(props: Omit<NumberTextInputProps, 'precision'>) {
  return <NumberTextInput {...props} precision={0} />;
}

/** Money: two decimals, never negative (V21). */
export function MoneyInput(props: Omit<NumberTextInputProps, 'precision'>) {
  return <NumberTextInput prefix="¥" min={0} {...props} precision={2} />;
}
