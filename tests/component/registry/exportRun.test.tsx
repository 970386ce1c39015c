import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_DELAY_MS } from '../../../src/registry/list/export/useExportRun';
import { loginAs, renderApp, setupDemoServer } from '../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../support/timeouts';

// A long export of the export dialog (issue 43 point 6): progress after a second, cancel, failure.

const { server } = setupDemoServer({ customerCount: 30 });
const EXPORT_URL = '*/plugin/love/admin/customer/export';
const saved: string[] = [];
beforeEach(() => {
  saved.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

async function openDialog() {
  await loginAs('admin');
  await renderApp('/customer');
  const button = await screen.findByTestId('export-open', {}, APP_WAIT);
  await waitFor(() => expect(button).toBeEnabled(), APP_WAIT);
  fireEvent.click(button);
  return screen.findByTestId('export-dialog', {}, APP_WAIT);
}

describe('a long or failed export (issue 43)', () => {
  it(
    'shows its progress with the row count after a second; Cancel aborts the request, without an error',
    async () => {
      // The answer is held until the test ends: the export runs as long as the test wants.
      let started = 0;
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      server.use(
        http.get(EXPORT_URL, async () => {
          started += 1;
          await held;
          return HttpResponse.error();
        }),
      );
      const abort = vi.spyOn(XMLHttpRequest.prototype, 'abort');
      const dialog = await openDialog();
      const clicked = performance.now();
      fireEvent.click(within(dialog).getByTestId('export-submit'));
      // Not at once: a quick export would only flicker.
      expect(within(dialog).queryByTestId('export-progress')).toBeNull();
      await waitFor(() => expect(started).toBe(1), APP_WAIT);
      const progress = await within(dialog).findByTestId('export-progress', {}, APP_WAIT);
      expect(performance.now() - clicked).toBeGreaterThanOrEqual(PROGRESS_DELAY_MS);
      expect(progress).toHaveTextContent(/^Exporting 30 rows…$/);
      // The size of the file is not known yet: the bar runs without a value.
      expect(within(progress).getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
      expect(within(dialog).getByTestId('export-submit')).toBeDisabled();

      fireEvent.click(within(dialog).getByTestId('export-cancel'));
      expect(abort).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByTestId('export-dialog')).toBeNull(), APP_WAIT);
      // No error, neither in a toast nor anywhere on the page.
      expect(document.querySelector('.MuiSnackbar-root')).toBeNull();
      expect(screen.queryByTestId('download-error')).toBeNull();
      expect(saved).toEqual([]);

      // Esc closes the dialog as well, cancelling the export under way without a question.
      fireEvent.click(screen.getByTestId('export-open'));
      const again = await screen.findByTestId('export-dialog', {}, APP_WAIT);
      fireEvent.click(within(again).getByTestId('export-submit'));
      await waitFor(() => expect(started).toBe(2), APP_WAIT);
      fireEvent.keyDown(again, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByTestId('export-dialog')).toBeNull(), APP_WAIT);
      expect(abort).toHaveBeenCalledTimes(2);
      release();
    },
    APP_TEST_MS,
  );

  it(
    '[E05] a failure shows the server text under "Error" in the dialog; the choices stay for a retry',
    async () => {
      server.use(
        http.get(
          EXPORT_URL,
          () =>
            HttpResponse.json(
              { code: 500, text: 'x' },
              { status: 500, headers: { 'error-message': encodeURIComponent('导出失败：磁盘已满') } },
            ),
          { once: true },
        ),
      );
      const dialog = await openDialog();
      fireEvent.click(within(dialog).getByTestId('export-select-none'));
      for (const name of ['Name', 'Gender', 'Age'])
        fireEvent.click(within(dialog).getByRole('checkbox', { name }));
      fireEvent.click(within(dialog).getByTestId('export-submit'));
      const alert = await within(dialog).findByTestId('download-error', {}, APP_WAIT);
      expect(within(alert).getByText('Error')).toBeInTheDocument();
      expect(alert).toHaveTextContent('导出失败：磁盘已满');
      const checked = within(dialog)
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked);
      expect(checked).toHaveLength(3);
      // The retry goes to the demo API, which answers the file.
      await waitFor(() => expect(within(dialog).getByTestId('export-submit')).toBeEnabled());
      fireEvent.click(within(dialog).getByTestId('export-submit'));
      await waitFor(() => expect(saved).toHaveLength(1), APP_WAIT);
      await waitFor(() => expect(screen.queryByTestId('export-dialog')).toBeNull(), APP_WAIT);
    },
    APP_TEST_MS,
  );
});
