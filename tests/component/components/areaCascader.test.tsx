import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_OWNER_KEY } from '../../../authProvider/keys';
import { AreaCascader } from '../../../src/components/AreaCascader';
import { areaHistoryKey } from '../../../src/components/AreaCascaderRecent';
import { loginAs, setupDemoServer } from '../../support/renderApp';
import { renderBlock } from '../../support/renderBlock';
import { APP_WAIT } from '../../support/timeouts';

setupDemoServer({ customerCount: 5 });
beforeEach(() => localStorage.setItem(STORAGE_OWNER_KEY, '7'));

const chosen = vi.fn<(path: string[]) => void>();

function Field() {
  const [value, setValue] = useState<string[]>([]);
  return (
    <AreaCascader
      label="Area"
      value={value}
      onChange={(path) => {
        chosen(path);
        setValue(path);
      }}
    />
  );
}

const openCascader = async () => {
  fireEvent.click(await screen.findByRole('combobox', { name: 'Area' }, APP_WAIT));
  return screen.findByRole('dialog', { name: 'Area' });
};

const pick = async (name: string) =>
  fireEvent.click(await screen.findByRole('menuitem', { name: new RegExp(`^${name}`) }, APP_WAIT));

describe('area cascader history (issue 45, spec §3 area history)', () => {
  it('records a full area and offers it first, focused, the next time; one click chooses it again', async () => {
    await loginAs('admin');
    await renderBlock(<Field />);
    let dialog = await openCascader();
    expect(within(dialog).queryByTestId('area-recent')).toBeNull();
    await pick('广东省');
    await pick('深圳市');
    await pick('南山区');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Area' })).toBeNull());
    expect(JSON.parse(localStorage.getItem(areaHistoryKey('7')) ?? '[]')).toEqual([
      { codes: ['440000', '440300', '440305'], names: ['广东省', '深圳市', '南山区'] },
    ]);

    // Cleared, the field opens on the recent areas, the latest focused.
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(chosen).toHaveBeenLastCalledWith([]);
    dialog = await openCascader();
    const recent = within(dialog).getByRole('menu', { name: 'Recent' });
    const item = within(recent).getByRole('menuitem');
    expect(item).toHaveTextContent('南山区广东省 / 深圳市');
    await waitFor(() => expect(item).toHaveFocus());
    fireEvent.click(item);
    expect(chosen).toHaveBeenLastCalledWith(['440000', '440300', '440305']);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Area' })).toBeNull());
  });

  it('keeps nothing for a province or city chosen alone', async () => {
    await loginAs('admin');
    await renderBlock(<Field />);
    await openCascader();
    await pick('江苏省');
    await pick('南京市');
    expect(chosen).toHaveBeenLastCalledWith(['320000', '320100']);
    expect(localStorage.getItem(areaHistoryKey('7'))).toBeNull();
  });
});
