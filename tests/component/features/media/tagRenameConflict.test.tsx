import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../../support/timeouts';

// Issue 40 point 1: a media tag's rename sends the tag's revision; after a colleague's rename the
// merge view shows their name beside mine, and the name typed is never lost.

const { db } = setupDemoServer({ customerCount: 5 });
const COLLEAGUE = '王芳';

/** Opens the rename dialog of a new tag, types a name, and lets a colleague rename the tag first. */
async function renameAfterColleague(locale: 'en-US' | 'zh-CN') {
  const tag = db.create('attach-tag', { name: `old-${locale}`, attach_count: 0 });
  await loginAs('admin');
  await renderApp('/attach', undefined, undefined, locale);
  fireEvent.contextMenu(await screen.findByTestId(`media-tag-${tag.id}`, {}, APP_WAIT));
  fireEvent.click(
    await screen.findByRole('menuitem', { name: locale === 'en-US' ? 'Rename tag' : '重命名标签' }),
  );
  const dialog = await screen.findByTestId('media-tag-dialog');
  const input = within(dialog).getByTestId('media-tag-name');
  fireEvent.change(input, { target: { value: `mine-${locale}` } });
  db.replace('attach-tag', { ...(db.get('attach-tag', tag.id) ?? tag), name: `theirs-${locale}` }, COLLEAGUE);
  fireEvent.click(within(dialog).getByTestId('media-tag-dialog-submit'));
  const conflict = await screen.findByTestId('conflict-dialog', {}, APP_WAIT);
  return { id: tag.id, dialog, input, conflict };
}

describe("media tag rename after a colleague's rename (issue 40)", () => {
  it(
    '[E04] zh-CN: the merge view shows their name beside mine; overwrite renames it to mine',
    async () => {
      const { id, conflict } = await renameAfterColleague('zh-CN');
      expect(within(conflict).getByTestId('conflict-text')).toHaveTextContent(`此记录已被 ${COLLEAGUE}`);
      const row = within(conflict).getByTestId('conflict-row-name');
      expect(within(row).getByTestId('conflict-theirs')).toHaveTextContent('theirs-zh-CN');
      expect(within(row).getByTestId('conflict-mine')).toHaveTextContent('mine-zh-CN');
      expect(screen.queryByText(/^409:/)).toBeNull();
      fireEvent.click(within(conflict).getByTestId('conflict-overwrite'));
      await waitFor(() => expect(db.get('attach-tag', id)?.name).toBe('mine-zh-CN'), APP_WAIT);
      await waitFor(() => expect(screen.queryByTestId('media-tag-dialog')).toBeNull(), APP_WAIT);
      await waitFor(
        () => expect(screen.getByTestId(`media-tag-${id}`)).toHaveTextContent('mine-zh-CN'),
        APP_WAIT,
      );
    },
    APP_TEST_MS,
  );

  it(
    'en-US: keep editing keeps the typed name and says the current one; keep theirs leaves their name',
    async () => {
      const { id, dialog, input, conflict } = await renameAfterColleague('en-US');
      expect(within(conflict).getByTestId('conflict-text')).toHaveTextContent(
        `This record was changed by ${COLLEAGUE}`,
      );
      fireEvent.click(within(conflict).getByTestId('conflict-cancel'));
      await waitFor(() => expect(screen.queryByTestId('conflict-dialog')).toBeNull(), APP_WAIT);
      expect(input).toHaveValue('mine-en-US');
      expect(within(dialog).getByText('Its name now: theirs-en-US')).toBeInTheDocument();
      fireEvent.click(within(dialog).getByTestId('media-tag-dialog-submit'));
      const again = await screen.findByTestId('conflict-dialog', {}, APP_WAIT);
      fireEvent.click(within(again).getByTestId('conflict-keep-theirs'));
      await waitFor(() => expect(screen.queryByTestId('media-tag-dialog')).toBeNull(), APP_WAIT);
      await waitFor(
        () => expect(screen.getByTestId(`media-tag-${id}`)).toHaveTextContent('theirs-en-US'),
        APP_WAIT,
      );
      expect(db.get('attach-tag', id)?.name).toBe('theirs-en-US');
    },
    APP_TEST_MS,
  );
});
