/**
 * What libraries of the demo API expect of a page and a worker lacks, given before they load
 * (imported first by `demoApi.worker.ts`):
 * - `localStorage`: msw's cookie store insists on one wherever it is not Node (it keeps its cookie
 *   index there); an empty one in memory. The demo API reads no storage of its own here: the page
 *   sends what it needs (the latency, the fault switch);
 * - `global`: jsonexport (the CSV export) reads `window`, else Node's `global`.
 */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }

  clear(): void {
    this.items.clear();
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

if (typeof globalThis.localStorage === 'undefined')
  Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true });

if (typeof Reflect.get(globalThis, 'global') === 'undefined')
  Object.defineProperty(globalThis, 'global', { value: globalThis, configurable: true });
