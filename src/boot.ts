// index.html's entry: the app starts once the page has painted what index.html draws (issue 8).
import { LOGIN_CARD_CLASS, start } from './app/bootStart';
import { spawnDemoWorker } from './mocks/worker/spawn';

// Signed in, the demo build's API starts at once, in its worker, so its store loads while the
// app's code does (issue 44). The login page starts it on the first interaction (src/main.tsx), so
// nothing but the card is asked for before its first paint; a build for a real API has none.
if (!import.meta.env.VITE_API_BASE_URL && !document.documentElement.classList.contains(LOGIN_CARD_CLASS))
  spawnDemoWorker();
void start();
