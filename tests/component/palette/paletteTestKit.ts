import { fireEvent, screen, within } from '@testing-library/react';
import { STORAGE_OWNER_KEY } from '../../../authProvider/keys';
import { APP_WAIT } from '../../support/timeouts';

/** Presses Ctrl+K on an element (the page's body unless told), as a person would anywhere. */
export function pressCtrlK(target: Element = document.body): void {
  fireEvent.keyDown(target, { key: 'k', code: 'KeyK', ctrlKey: true });
}

/** The open palette: its dialog and its text field (the combobox). */
export async function openedPalette() {
  const dialog = await screen.findByRole('dialog', { name: /command palette|命令面板/i }, APP_WAIT);
  const input = within(dialog).getByRole('combobox');
  return { dialog, input };
}

/** Types a query into the palette's text field. */
export function typeQuery(input: HTMLElement, text: string): void {
  fireEvent.change(input, { target: { value: text } });
}

/** The options of a group (`recent`, `pages`, `customers`), as their texts; none when it is absent. */
export function groupTexts(dialog: HTMLElement, group: 'recent' | 'pages' | 'customers'): string[] {
  const element = within(dialog).queryByTestId(`palette-group-${group}`);
  return element
    ? within(element)
        .queryAllByRole('option')
        .map((o) => o.textContent ?? '')
    : [];
}

/** The signed-in user's id, as the app keeps it (the owner of the browser's data). */
export function signedInUserId(): string {
  const owner = localStorage.getItem(STORAGE_OWNER_KEY);
  if (owner === null) throw new Error('nobody is signed in');
  return owner;
}
