// Values the e2e global setup hands to the tests (`project.provide` → `inject`).
export {};

declare module 'vitest' {
  export interface ProvidedContext {
    /** The served app: `http://127.0.0.1:<port>/blind/admin-view/` (trailing slash). */
    baseURL: string;
  }
}
