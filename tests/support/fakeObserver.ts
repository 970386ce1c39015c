/**
 * A stand-in IntersectionObserver that a test drives (jsdom has none): `show(element)` brings an
 * observed element into view. Stub it with `vi.stubGlobal('IntersectionObserver', FakeObserver)`.
 */
export class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  /** Brings `targets` into view together (one callback, as for a screenful of rows). */
  show(...targets: Element[]) {
    const entries = targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}
