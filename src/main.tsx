import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18nProvider } from '../i18n';

async function boot() {
  // The demo API is bundled only when no API base URL is configured at build time.
  if (!import.meta.env.VITE_API_BASE_URL) {
    const { startDemoApi } = await import('./mocks/browser');
    await startDemoApi();
  }
  const [i18nProvider, { App }] = await Promise.all([createI18nProvider(), import('./App')]);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App i18nProvider={i18nProvider} />
    </StrictMode>,
  );
}

void boot();
