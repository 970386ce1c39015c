import { afterEach } from 'vitest';

// Every e2e file: a failed attempt's error is written to the log. When its retry passes, the
// report says only "(retry x1)", so a flaky test would leave nothing but its screenshot.
afterEach(({ task }) => {
  if (task.result?.state !== 'fail') return;
  const causes = (task.result.errors ?? []).map((error) => error.message).join('\n');
  console.error(`[e2e] failed: ${task.name}\n${causes}`);
});
