import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The bench's reference app: `npx vite build --config bench/baseline/vite.config.ts --outDir <dir>`.
// Same react-admin, MUI, React and Vite as the app (resolved from the repository's node_modules).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react()],
  logLevel: 'warn',
  build: { target: 'es2022', chunkSizeWarningLimit: 4000, emptyOutDir: true },
});
