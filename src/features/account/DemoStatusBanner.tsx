import StorageIcon from '@mui/icons-material/Storage';
import { Alert } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  DEMO_PERSISTENCE_EVENT,
  demoPersistenceSchema,
  type DemoPersistence,
} from '../../../dataProvider/methods';
import { useDemoStatus } from './api';

/** The latest persistence the demo API announced (its window event), if any. */
function useAnnouncedPersistence(): DemoPersistence | undefined {
  const [announced, setAnnounced] = useState<DemoPersistence>();
  useEffect(() => {
    const onChange = (event: Event) => {
      const parsed = demoPersistenceSchema.safeParse(event instanceof CustomEvent ? event.detail : undefined);
      if (parsed.success) setAnnounced(parsed.data);
    };
    window.addEventListener(DEMO_PERSISTENCE_EVENT, onChange);
    return () => window.removeEventListener(DEMO_PERSISTENCE_EVENT, onChange);
  }, []);
  return announced;
}

/**
 * Demo builds: a bar under the header while the demo data lives in memory only because the
 * browser's storage failed (unavailable, blocked, full), saying why (issue 9). It reads
 * `GET /__demo/status` once and then follows the demo API's announcements.
 */
export function DemoStatusBanner() {
  const translate = useTranslate();
  const { data } = useDemoStatus();
  const announced = useAnnouncedPersistence();
  const persistence = announced ?? data?.persistence;
  if (!persistence || persistence.mode !== 'memory' || !persistence.reason) return null;
  return (
    <Alert
      severity="warning"
      icon={<StorageIcon fontSize="small" />}
      role="status"
      data-testid="demo-memory-banner"
      title={persistence.detail}
      sx={{ borderRadius: 0, py: 0, alignItems: 'center' }}
    >
      {translate('app.failures.memory')} {translate(`app.failures.memory_reason.${persistence.reason}`)}
    </Alert>
  );
}
