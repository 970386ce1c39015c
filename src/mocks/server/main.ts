/**
 * `npm run demo:server`: the demo API over HTTP on 127.0.0.1:8787 (`PORT`, `HOST` to change).
 * The store is seeded as in the browser and kept in memory; `DEMO_DATA_FILE=.demo-data/state.json`
 * saves it to a file and loads it on the next start. `DEMO_FAULT='{"kind":"500"}'` starts with
 * that fault switched on (docs/demo-faults.md). `DEMO_CUSTOMERS=50000` seeds that many customers,
 * their histories scaled to them (docs/demo-api.md). Prints `demo API listening on <url>` once it
 * accepts connections, then `demo data ready in <ms> ms (<n> customers, RSS <MB> MB)`.
 */
import { openDb } from '../db';
import { memoryFaults, parseFault } from '../faults';
import { keepCounts } from '../keptCounts';
import { filePersistence } from './filePersistence';
import { startDemoServer } from './http';
import { customersSetting, portSetting, SettingError } from './settings';

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

async function main(): Promise<void> {
  const port = portSetting(process.env.PORT);
  const customers = customersSetting(process.env.DEMO_CUSTOMERS);
  const host = process.env.HOST || '127.0.0.1';
  const dataFile = process.env.DEMO_DATA_FILE;
  const fault = process.env.DEMO_FAULT ? parseFault(process.env.DEMO_FAULT) : undefined;
  const started = performance.now();
  const db = openDb(customers === undefined ? {} : { company: customers }, {
    persistence: dataFile ? filePersistence(dataFile) : null,
  });
  const server = await startDemoServer({ db, host, port, faults: memoryFaults(fault) });
  say(`demo API listening on ${server.url}`);
  if (fault) say(`demo fault on: ${JSON.stringify(fault)} (DELETE ${server.url}/__demo/fault clears it)`);
  await db.ready();
  keepCounts(db);
  const seeded = db.list('customer').length;
  const rss = Math.round(process.memoryUsage().rss / 1_048_576);
  say(
    `demo data ready in ${Math.round(performance.now() - started)} ms (${seeded} customers, RSS ${rss} MB${dataFile ? `, saved to ${dataFile}` : ''})`,
  );

  const stop = () => {
    void db
      .flush()
      .then(() => server.close())
      .finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  // A setting that cannot be used is told in words; anything else with its stack.
  console.error(error instanceof SettingError ? `demo server not started: ${error.message}` : error);
  process.exit(1);
});
