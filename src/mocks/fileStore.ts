/**
 * The files uploaded to the demo API (`file/upload`, `attach/base64`, issue 15): kept as blobs in
 * memory and, in a browser, in their own IndexedDB database, so an uploaded image still shows after
 * a reload; `GET /__demo/file/{id}` serves them back.
 */
import { createStore, get, set, type UseStore } from 'idb-keyval';
import { API_PATHS, fillPath } from '../../dataProvider/paths';
import { DEMO_IDB_FILES_DATABASE } from './dbStorage';

export interface StoredFile {
  blob: Blob;
  name: string;
}

const memory = new Map<string, StoredFile>();
let idb: UseStore | undefined | null;

function store(): UseStore | undefined {
  if (idb === undefined) {
    try {
      idb = typeof indexedDB === 'undefined' ? null : createStore(DEMO_IDB_FILES_DATABASE, 'files');
    } catch {
      idb = null;
    }
  }
  return idb ?? undefined;
}

let counter = 0;
/** A new file id: time-based, so ids of earlier sessions (IndexedDB) are never reused. */
const nextId = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** Stores a file; its address on the demo API. */
export async function saveFile(blob: Blob, name: string): Promise<{ id: string; path: string }> {
  const ext = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  const id = `${nextId()}${ext ? `.${ext}` : ''}`;
  const entry: StoredFile = { blob, name };
  memory.set(id, entry);
  const idbStore = store();
  if (idbStore) {
    try {
      await set(id, entry, idbStore);
    } catch {
      // Storage refused (quota, private mode): the file lives in memory for this session.
    }
  }
  return { id, path: fillPath(API_PATHS.demo.file, { id }) };
}

/** A stored file, from memory or IndexedDB. */
export async function readFile(id: string): Promise<StoredFile | undefined> {
  const found = memory.get(id);
  if (found) return found;
  const idbStore = store();
  if (!idbStore) return undefined;
  try {
    const entry = await get<StoredFile>(id, idbStore);
    if (entry) memory.set(id, entry);
    return entry;
  } catch {
    return undefined;
  }
}
