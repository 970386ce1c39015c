/**
 * Keeps each element's computed style until the document changes: jsdom computes a style from
 * scratch (every rule of the page matched against the element, and again for each ancestor of an
 * inherited property such as `visibility`), and Testing Library asks for the element and every
 * ancestor of every candidate of a role query: one `getAllByRole` over a whole-admin render took
 * ~0.7 s. The cache is dropped as soon as anything in the document changed (nodes, attributes,
 * text, and with them every `<style>`), which a MutationObserver's `takeRecords` tells at once.
 */
export function cacheComputedStyles(): void {
  if (typeof window === 'undefined' || typeof MutationObserver === 'undefined') return;
  const compute = window.getComputedStyle.bind(window);
  const changes = new MutationObserver(() => undefined);
  changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  let styles = new WeakMap<Element, CSSStyleDeclaration>();
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (pseudoElement) return compute(element, pseudoElement);
    if (changes.takeRecords().length > 0) styles = new WeakMap();
    let style = styles.get(element);
    if (!style) {
      style = compute(element);
      styles.set(element, style);
    }
    return style;
  };
}
