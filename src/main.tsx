import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18nProvider } from '../i18n';
import { importWithReload, installChunkReload } from './layout/version/chunkReload';

async function boot() {
  // A chunk of a previous deploy that fails to load reloads the page once instead of a blank screen.
  installChunkReload();
  // The demo API is bundled only when no API base URL is configured at build time.
  if (!import.meta.env.VITE_API_BASE_URL) {
    const { startDemoApi } = await importWithReload(() => import('./mocks/browser'));
    await startDemoApi();
  }
  const [i18nProvider, { App }] = await Promise.all([
    createI18nProvider(),
    importWithReload(() => import('./App')),
  ]);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App i18nProvider={i18nProvider} />
    </StrictMode>,
  );
}

void boot();
