/**
 * The browser demo's payment page shows the page the demo API answers (issue 42). What it keeps
 * of it is an allow-list: the page's elements and attributes, no script, no event attribute, no
 * link out; its one style block is kept as text.
 */
const ELEMENTS = new Set(['MAIN', 'H1', 'P', 'DIV', 'FORM', 'INPUT', 'BUTTON']);
const ATTRIBUTES = new Set(['class', 'type', 'name', 'value', 'method', 'action']);

export interface PaymentView {
  title: string;
  style: string;
  /** The page's `<main>`, allowed elements and attributes only. */
  main: HTMLElement | null;
}

function clean(element: Element): void {
  for (const child of [...element.children]) {
    if (!ELEMENTS.has(child.tagName)) child.remove();
    else clean(child);
  }
  for (const { name } of [...element.attributes]) {
    if (!ATTRIBUTES.has(name) && !name.startsWith('data-')) element.removeAttribute(name);
  }
}

/** The demo API's payment page, parsed and reduced to what the app shows. */
export function readPaymentPage(html: string): PaymentView {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const main = doc.querySelector('main');
  if (main) clean(main);
  return { title: doc.title, style: doc.querySelector('style')?.textContent ?? '', main };
}

/** The fields of a submitted form of the page. */
export function formFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const input of form.querySelectorAll('input')) fields[input.name] = input.value;
  return fields;
}

/** The ticket of the payment page's address (`#ticket=…`), or `''`. */
export function ticketOfHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('ticket') ?? '';
}
