import { Card, CardContent, Chip, Divider, Skeleton, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Title, useTranslate } from 'react-admin';
import { LoadError } from '../../components/LoadError';
import { useChangeLog } from './api';
import { newestFirst } from './changeLogModel';

/** The update notes (spec §2 `/software/update`): the change log, newest first. */
export default function UpdateNotesPage() {
  const translate = useTranslate();
  const log = useChangeLog();
  const entries = useMemo(() => (log.data ? newestFirst(log.data) : undefined), [log.data]);
  return (
    <Card sx={{ mt: 1 }} data-testid="update-notes">
      <Title title="app.admin_tools.updates.title" />
      <CardContent>
        {log.isError ? (
          <LoadError error={log.error} onRetry={() => void log.refetch()} />
        ) : !entries ? (
          <Stack spacing={1}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={48} />
            ))}
          </Stack>
        ) : entries.length === 0 ? (
          <Typography color="text.secondary" data-testid="update-empty">
            {translate('app.admin_tools.updates.empty')}
          </Typography>
        ) : (
          <Stack divider={<Divider flexItem />} spacing={2}>
            {entries.map((entry, index) => (
              <Stack key={entry.id} spacing={0.75} data-testid="update-entry" component="section">
                <Stack direction="row" spacing={1} alignItems="center">
                  <Typography variant="h6" component="h2" data-testid="update-version">
                    {translate('app.admin_tools.updates.version', { version: entry.version })}
                  </Typography>
                  {index === 0 ? (
                    <Chip size="small" color="primary" label={translate('app.admin_tools.updates.latest')} />
                  ) : null}
                  <Typography variant="body2" color="text.secondary">
                    {entry.released_at}
                  </Typography>
                </Stack>
                <Typography component="ul" variant="body2" sx={{ m: 0, pl: 3 }}>
                  {entry.content.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </Typography>
              </Stack>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
