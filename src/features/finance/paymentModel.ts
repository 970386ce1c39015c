import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/**
 * The browser demo's payment page shows the page the demo API answers (issue 42), sanitised by
 * DOMPurify to an allow-list: the page's elements and attributes, no script, no event attribute,
 * no link out, no form target or action of its own (the app posts the forms itself); its one style
 * block is kept as text.
 */
const CONFIG: Config = {
  ALLOWED_TAGS: ['main', 'h1', 'p', 'div', 'form', 'input', 'button'],
  ALLOWED_ATTR: ['class', 'type', 'name', 'value', 'method'],
  ALLOW_DATA_ATTR: true,
  ALLOW_ARIA_ATTR: true,
  // The page's forms name a field `action` (pay or cancel): DOMPurify's guard against names that
  // shadow document properties would drop it. The page lives in a holder of its own and its forms
  // are read field by field, so nothing reads a shadowed property.
  SANITIZE_DOM: false,
};

let purifier: DOMPurify | undefined;
const getPurifier = (): DOMPurify => (purifier ??= createDOMPurify(window));

export interface PaymentView {
  title: string;
  style: string;
  /** The page's `<main>`, allowed elements and attributes only. */
  main: Element | null;
}

/** The demo API's payment page, parsed (inert: nothing runs) and reduced to what the app shows. */
export function readPaymentPage(html: string): PaymentView {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const main = doc.querySelector('main');
  const clean = main
    ? getPurifier().sanitize(main.outerHTML, { ...CONFIG, RETURN_DOM_FRAGMENT: true }).firstElementChild
    : null;
  return { title: doc.title, style: doc.querySelector('style')?.textContent ?? '', main: clean };
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
