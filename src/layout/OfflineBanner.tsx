import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Alert } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

/** While the browser is offline, a bar under the header says so (issue 9); it goes when back online. */
export function OfflineBanner() {
  const translate = useTranslate();
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  if (online) return null;
  return (
    <Alert
      severity="warning"
      icon={<CloudOffIcon fontSize="small" />}
      role="status"
      data-testid="offline-banner"
      sx={{ borderRadius: 0, py: 0, alignItems: 'center' }}
    >
      {translate('app.network.offline_banner')}
    </Alert>
  );
}
