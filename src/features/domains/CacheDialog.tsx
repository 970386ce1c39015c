import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { readCacheLines, type CacheMode, type CdnQuota } from '../../../dataProvider';
import { ActionDialog } from '../../components/ActionDialog';
import { failureText } from '../../platform/mutations';
import { useCacheRequest, useCdnQuota } from './api';
import { cacheProblemMessage } from './cdnModel';

/** Today's quota left, as the dialog's summary. */
function quotaText(translate: ReturnType<typeof useTranslate>, mode: CacheMode, quota: CdnQuota): string {
  if (mode === 'prefetch')
    return translate('app.domains.cache.quota.prefetch', {
      urls: quota.prefetch_url.surplus,
      url_quota: quota.prefetch_url.quota,
    });
  return translate('app.domains.cache.quota.refresh', {
    urls: quota.refresh_url.surplus,
    url_quota: quota.refresh_url.quota,
    dirs: quota.refresh_dir.surplus,
    dir_quota: quota.refresh_dir.quota,
  });
}

export interface CacheDialogProps {
  mode: CacheMode;
  id: number | string;
  domain: string;
  onClose(): void;
}

/**
 * Refresh the cache of a CDN domain (URLs and directories, one per line) or prefetch files (URLs
 * only): the lines are checked with the API's rules (`readCacheLines`) before sending, today's quota
 * left is shown, and a failure keeps the lines with the server's text.
 */
export function CacheDialog({ mode, id, domain, onClose }: CacheDialogProps) {
  const translate = useTranslate();
  const quota = useCdnQuota();
  const request = useCacheRequest(mode);
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const read = readCacheLines(text, domain, mode);
  const problem = touched && 'problem' in read ? cacheProblemMessage(read.problem, domain) : undefined;
  const submit = () => {
    setTouched(true);
    if ('body' in read) request.send({ id, body: read.body }, onClose);
  };
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.domains.cache.${mode}.${key}`, options);
  return (
    <ActionDialog
      title={t('title', { domain })}
      summary={
        quota.data ? <span data-testid="cdn-quota">{quotaText(translate, mode, quota.data)}</span> : undefined
      }
      submitLabel={t('submit')}
      onSubmit={submit}
      onClose={onClose}
      busy={request.isPending}
      error={request.isError ? failureText(request.error) : undefined}
      testId={`cdn-${mode}-dialog`}
      maxWidth="sm"
    >
      <TextField
        label={t('label')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={6}
        maxRows={14}
        autoFocus
        placeholder={`https://${domain}/avatar/1.png${mode === 'refresh' ? `\nhttps://${domain}/avatar/` : ''}`}
        error={!!problem}
        helperText={problem ? translate(problem.key, problem.args) : t('hint')}
        slotProps={{
          htmlInput: { 'data-testid': `cdn-${mode}-lines`, spellCheck: false },
        }}
      />
    </ActionDialog>
  );
}
