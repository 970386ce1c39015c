import { vi } from 'vitest';

// The component files share a worker's modules (no per-file isolation), but not the app's state:
// every file starts with the app's modules evaluated afresh (demo database, caches, observers,
// lazy chunks). Packages from node_modules (react-admin, MUI, React) are loaded by Node once per
// worker and stay, which is the import time isolation would spend again for each file.
vi.resetModules();
