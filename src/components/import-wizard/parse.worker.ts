/**
 * Reads a spreadsheet off the page's thread (issue 43 point 4): the import wizard posts the file and
 * its kind, and gets its rows of text back (`undefined` when it cannot be read).
 */
import { readRows } from '../../platform/spreadsheet/read';

export interface ParseRequest {
  file: Blob;
  kind: string;
}

self.addEventListener('message', (event: MessageEvent<ParseRequest>) => {
  const { file, kind } = event.data;
  void readRows(file, kind).then((rows) => self.postMessage({ rows }));
});
