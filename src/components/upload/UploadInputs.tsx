import { FormControl, FormHelperText, FormLabel } from '@mui/material';
import type { ReactNode } from 'react';
import { FieldTitle, useInput, useTranslate, type InputProps } from 'react-admin';
import { FileUploader } from './FileUploader';
import { libraryPicker } from './libraryPicker';
import { PictureUploader, type PictureUploaderProps } from './PictureUploader';
import { DEFAULT_LIMIT, PICTURE_EXTENSIONS, PICTURE_MAX_BYTES } from './uploadModel';

type UploadInputProps = Pick<InputProps, 'source' | 'resource' | 'label' | 'isRequired' | 'helperText'> & {
  limit?: number;
  pickFromLibrary?: PictureUploaderProps['pickFromLibrary'];
};

/** A field holding one address (a string) or several (an array), as the uploaders' list. */
function toList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v !== '');
  return typeof value === 'string' && value ? [value] : [];
}

function useUploadInput({ source, resource, label, isRequired, limit = 1 }: UploadInputProps) {
  const { field, fieldState, id } = useInput({ source, resource });
  const single = limit === 1 && !Array.isArray(field.value);
  const onChange = (list: string[]) => field.onChange(single ? (list[0] ?? '') : list);
  const title = <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />;
  return { field, fieldState, id, title, onChange, value: toList(field.value) };
}

function Frame({
  id,
  title,
  error,
  helperText,
  children,
}: {
  id: string;
  title: ReactNode;
  error?: string;
  helperText?: InputProps['helperText'];
  children: ReactNode;
}) {
  const translate = useTranslate();
  const helper = error ?? (typeof helperText === 'string' ? helperText : undefined);
  return (
    <FormControl error={!!error} fullWidth margin="dense" id={id} component="fieldset">
      <FormLabel component="legend" sx={{ mb: 1, fontSize: '0.8rem' }}>
        {title}
      </FormLabel>
      {children}
      {helper && <FormHelperText>{translate(helper, { _: helper })}</FormHelperText>}
    </FormControl>
  );
}

/** The registry's `image` widget in forms: the picture uploader bound to the field (issue 15). */
export function PictureInput(props: UploadInputProps) {
  const { fieldState, id, title, onChange, value, field } = useUploadInput(props);
  // The media library's picker when the app has one (S08), limited to what this field accepts.
  const library = libraryPicker();
  const pick =
    props.pickFromLibrary ??
    (library &&
      (() =>
        library({
          accept: PICTURE_EXTENSIONS,
          maxSize: PICTURE_MAX_BYTES,
          max: props.limit ?? DEFAULT_LIMIT,
        })));
  return (
    <Frame id={id} title={title} error={fieldState.error?.message} helperText={props.helperText}>
      <PictureUploader
        value={value}
        onChange={(list) => {
          onChange(list);
          field.onBlur();
        }}
        limit={props.limit}
        pickFromLibrary={pick}
        testId={`picture-input-${props.source}`}
      />
    </Frame>
  );
}

/** A file field in forms: the file uploader bound to the field (issue 15). */
export function FileInput(props: UploadInputProps & { extensions?: readonly string[] }) {
  const { fieldState, id, title, onChange, value, field } = useUploadInput(props);
  return (
    <Frame id={id} title={title} error={fieldState.error?.message} helperText={props.helperText}>
      <FileUploader
        value={value}
        onChange={(list) => {
          onChange(list);
          field.onBlur();
        }}
        limit={props.limit}
        extensions={props.extensions}
        testId={`file-input-${props.source}`}
      />
    </Frame>
  );
}
