import { useInput, useRecordContext, useTranslate } from 'react-admin';
import type { FieldSlotProps } from '../../resources/core/define';
import { labelKeys } from '../platform/labels';
import { AreaCascader } from './AreaCascader';

const codesOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((code): code is string => typeof code === 'string') : [];

/**
 * A form's area (issue 42): the filter's cascader, level by level, storing the chosen codes
 * (province first) in the field; the server keeps the area's names beside them.
 */
export function AreaCascaderInput({ source, resource }: FieldSlotProps) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source });
  const message = fieldState.error?.message;
  return (
    <AreaCascader
      label={translate(labelKeys.field(resource, source))}
      value={codesOf(field.value)}
      // Cleared: no codes (the server then forgets the area).
      onChange={(path) => field.onChange(path.length > 0 ? path : null)}
      width="100%"
      error={message ? translate(message, { _: message }) : undefined}
      data-testid={`area-input-${source}`}
    />
  );
}

/** The area's names as the server keeps them beside the codes (`area`), on lists and detail pages. */
export function AreaNameCell() {
  const record = useRecordContext();
  const name = typeof record?.area === 'string' ? record.area : '';
  return name ? <span data-testid="area-name">{name}</span> : null;
}
