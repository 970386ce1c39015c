import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom's Blob (and File) has no `text()` nor `arrayBuffer()` (browsers have had both for years): a
 * component test that reads a chosen file in the page (the import wizard) gives them to it, through
 * jsdom's FileReader, for the test file's duration. They are taken away after it: component test
 * files share one jsdom (`isolate: false`), and a Blob that has them changes how later files'
 * downloads are read (an export answered through msw then never arrived).
 */
export function readableBlobs(): void {
  const read = (blob: Blob, as: 'text' | 'buffer') =>
    new Promise<string | ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string | ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      if (as === 'text') reader.readAsText(blob);
      else reader.readAsArrayBuffer(blob);
    });
  const added: ('text' | 'arrayBuffer')[] = [];
  beforeAll(() => {
    const proto = Blob.prototype as Partial<Blob>;
    if (typeof proto.text !== 'function') {
      added.push('text');
      Object.defineProperty(Blob.prototype, 'text', {
        configurable: true,
        value(this: Blob) {
          return read(this, 'text');
        },
      });
    }
    if (typeof proto.arrayBuffer !== 'function') {
      added.push('arrayBuffer');
      Object.defineProperty(Blob.prototype, 'arrayBuffer', {
        configurable: true,
        value(this: Blob) {
          return read(this, 'buffer');
        },
      });
    }
  });
  afterAll(() => {
    for (const name of added.splice(0)) Reflect.deleteProperty(Blob.prototype, name);
  });
}
