// Values the e2e global setup hands to the tests (`project.provide` → `inject`).
export {};

/** The API build, deployed once per run when a file needs it (tests/e2e/global-setup.ts). */
export interface ApiDeployment {
  /** The API origin the bundle was built for (`VITE_API_BASE_URL`): nginx's, `http://127.0.0.1:<port>`. */
  origin: string;
  /** The app behind nginx (deploy/nginx.conf), same origin as its API: `<origin>/blind/admin-view/`. */
  deployURL: string;
  /** The same bundle on a plain static server of another origin: its API calls are cross-origin. */
  crossOriginURL: string;
  /** The HTTP demo API that nginx proxies to. */
  demoServerURL: string;
  /** The build folder (dist-api/ unless E2E_API_DIST says otherwise). */
  dist: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The served app: `http://127.0.0.1:<port>/blind/admin-view/` (trailing slash). */
    baseURL: string;
    /** null when no file of this run needs the API build. */
    apiDeployment: ApiDeployment | null;
  }
}
