import { z } from 'zod';

// zod compiles object parsers with `new Function` when it may, and finds out by trying once: under
// the app's Content-Security-Policy (no 'unsafe-eval', deploy/csp.mjs) that try is a reported
// violation. The interpreted parsers are used instead. Imported first by main.tsx, before any
// schema is built (the choice is made when an object schema is created).
z.config({ jitless: true });
