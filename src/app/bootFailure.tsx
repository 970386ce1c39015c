import { useState, type CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';
import { DEMO_MODE } from '../../dataProvider/config';
import failures from '../../i18n/features/failures';
import { getCurrentLocale } from '../../i18n/locale';
import { wipeDemoStorage } from '../mocks/dbStorage';

/**
 * The screen of a start that failed (the demo API's service worker refused, a chunk that did not
 * load, …): what happened in the user's language, "Reload" and, in demo builds, "Reset demo data".
 * Plain elements and the i18n catalogue only: react-admin, MUI and the theme may be what failed.
 */
export function BootFailure({
  error,
  demo = DEMO_MODE,
  reload = () => window.location.reload(),
}: {
  error: unknown;
  /** Offers "Reset demo data" (demo builds). */
  demo?: boolean;
  reload?: () => void;
}) {
  const t = failures[getCurrentLocale()];
  const [busy, setBusy] = useState(false);
  const detail = error instanceof Error ? error.message : String(error);
  const reset = async () => {
    setBusy(true);
    await wipeDemoStorage();
    reload();
  };
  return (
    <div role="alert" data-testid="boot-failure" style={styles.page}>
      <div style={styles.box}>
        <h1 style={styles.title}>{t.boot_title}</h1>
        <p>{demo ? t.boot_text : t.boot_text_api}</p>
        {detail ? <pre style={styles.detail}>{detail}</pre> : null}
        <div style={styles.actions}>
          <button type="button" style={styles.primary} onClick={reload}>
            {t.reload}
          </button>
          {demo ? (
            <button type="button" style={styles.secondary} disabled={busy} onClick={() => void reset()}>
              {t.reset_demo}
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/**
 * Shows the boot failure screen in `#root` in place of the "…" placeholder (issue 9), and logs the
 * error. Called by `main.tsx` when the start rejects.
 */
export function showBootFailure(error: unknown): void {
  console.error('the app could not start:', error);
  const root = document.getElementById('root');
  if (!root) return;
  const host = document.createElement('div');
  root.replaceChildren(host);
  createRoot(host).render(<BootFailure error={error} />);
}

const button: CSSProperties = {
  font: 'inherit',
  padding: '6px 16px',
  borderRadius: 4,
  cursor: 'pointer',
  border: '1px solid #c2185b',
};

const styles = {
  page: { display: 'grid', placeItems: 'center', minHeight: '100vh', padding: 16, boxSizing: 'border-box' },
  box: { maxWidth: 560, color: '#212121', lineHeight: 1.5 },
  title: { fontSize: 22, fontWeight: 600, margin: '0 0 8px' },
  detail: {
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-word',
    background: '#f5f5f5',
    color: '#424242',
    padding: 8,
    borderRadius: 4,
    fontSize: 13,
  },
  actions: { display: 'flex', gap: 8, marginTop: 16 },
  primary: { ...button, background: '#c2185b', color: '#fff' },
  secondary: { ...button, background: '#fff', color: '#c2185b' },
} satisfies Record<string, CSSProperties>;
