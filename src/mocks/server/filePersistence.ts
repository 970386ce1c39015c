import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Persistence } from '../persistence';

/**
 * The demo server's store saved in one JSON file (`DEMO_DATA_FILE`), written atomically (a
 * temporary file renamed over it). A missing or unreadable file is an empty store.
 */
export function filePersistence(file: string): Persistence {
  let data: Promise<Record<string, unknown>> | undefined;
  const load = () =>
    (data ??= readFile(file, 'utf8')
      .then((text) => JSON.parse(text) as Record<string, unknown>)
      .catch((): Record<string, unknown> => ({})));
  const write = async (values: Record<string, unknown>) => {
    await mkdir(dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(values));
    await rename(temporary, file);
  };
  return {
    kind: 'file',
    async get(keys) {
      const values = await load();
      return keys.map((key) => values[key]);
    },
    async set(entries) {
      const values = await load();
      for (const [key, value] of entries) values[key] = value;
      await write(values);
    },
    async clear() {
      data = Promise.resolve({});
      await rm(file, { force: true });
    },
  };
}
