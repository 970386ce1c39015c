import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { IconButton, InputAdornment, Tooltip } from '@mui/material';
import { TextInput, useNotify, useTranslate, type TextInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { copyText } from '../../components/copyText';

/**
 * A value the user reads and copies but never edits (the server address another platform asks
 * for): a read-only text field with a named copy button.
 */
export function CopyableTextInput(props: TextInputProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const value: unknown = useWatch({ name: props.source });
  const text = typeof value === 'string' ? value : '';
  const label = translate('app.settings.copy');
  return (
    <TextInput
      {...props}
      validate={undefined}
      slotProps={{
        input: {
          readOnly: true,
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={label}>
                <span>
                  <IconButton
                    size="small"
                    edge="end"
                    aria-label={label}
                    disabled={!text}
                    onClick={() =>
                      void copyText(text).then((done) =>
                        notify(done ? 'app.settings.copied' : 'app.settings.copy_failed', {
                          type: done ? 'success' : 'warning',
                        }),
                      )
                    }
                  >
                    <ContentCopyIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
