import { useEffect, useMemo, useState } from 'react';
import { Confirm } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { createVersionChecker } from './versionCheck';

/** S02 / E12: checks version.json on every route change and offers to reload on a new version. */
export function VersionCheck({
  check: given,
  reload = () => window.location.reload(),
}: {
  check?: () => Promise<string | undefined>;
  reload?: () => void;
}) {
  const check = useMemo(() => given ?? createVersionChecker(), [given]);
  const { pathname } = useLocation();
  const [newVersion, setNewVersion] = useState<string>();
  useEffect(() => {
    // No cancellation: a throttled second call (StrictMode, quick navigation) must not drop the answer.
    void check().then((version) => {
      if (version) setNewVersion(version);
    });
  }, [check, pathname]);
  return (
    <Confirm
      isOpen={newVersion !== undefined}
      title="app.version.title"
      content="app.version.prompt"
      confirm="app.version.confirm"
      cancel="app.version.cancel"
      onConfirm={reload}
      onClose={() => setNewVersion(undefined)}
    />
  );
}
