import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18nProvider } from '../i18n';
import { importWithReload, installChunkReload } from './registry/chunks';

/**
 * The demo API (bundled only when no API base URL is configured at build time): its service
 * worker is registered while the app loads. It answers session calls at once and loads or seeds
 * its records in the background, so the first screen waits for the worker only, never the seed.
 */
function startDemoApi(): Promise<void> | undefined {
  if (import.meta.env.VITE_API_BASE_URL) return undefined;
  return importWithReload(() => import('./mocks/browser')).then((demo) => demo.startDemoApi());
}

async function boot() {
  // A chunk of a previous deploy that fails to load reloads the page once instead of a blank screen.
  installChunkReload();
  // Rendering waits for the demo API's worker so that no API request goes out before it listens.
  const [i18nProvider, { App }] = await Promise.all([
    createI18nProvider(),
    importWithReload(() => import('./app/App')),
    startDemoApi(),
  ]);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App i18nProvider={i18nProvider} />
    </StrictMode>,
  );
}

void boot();
