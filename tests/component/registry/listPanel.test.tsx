import { screen, waitFor, within } from '@testing-library/react';
import { useListContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { ListPanelProps } from '../../../resources/core/define';
import { dayKey, MUST_HANDLE_STORAGE_KEY } from '../../../src/features/notices/mustHandleModel';
import { defineFeature } from '../../../src/platform/pages';
import { loginAs, renderApp, setupDemoServer } from '../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../support/timeouts';

// The list-panel extension point of generated lists: a feature binds an aside and a header to a
// resource; they render in the list's context, and the toolbar leaves search and filters to them.

setupDemoServer({ customerCount: 5 });
vi.setConfig({ testTimeout: APP_TEST_MS });

function Aside({ def, listKey }: ListPanelProps) {
  const { total } = useListContext();
  return (
    <aside aria-label="test panel">
      {def.name} {listKey} {total ?? '…'}
    </aside>
  );
}

function Header({ listKey }: ListPanelProps) {
  return <p data-testid="panel-header">header of {listKey}</p>;
}

const panelFeature = defineFeature({
  name: 'panel-test',
  bindings: { store: { listPanel: { aside: Aside, header: Header, filters: true } } },
});

describe('list panel binding', () => {
  it('renders the bound aside and header in the list context; the toolbar has no search or "Add filter"', async () => {
    localStorage.setItem(MUST_HANDLE_STORAGE_KEY, dayKey(new Date()));
    await loginAs('admin');
    await renderApp('/store', undefined, [panelFeature]);
    const aside = await screen.findByRole('complementary', { name: 'test panel' }, APP_WAIT);
    await waitFor(() => expect(aside.textContent).toMatch(/^store store \d+$/), APP_WAIT);
    expect(screen.getByTestId('panel-header')).toHaveTextContent('header of store');
    expect(within(document.body).queryByRole('button', { name: 'Add filter' })).toBeNull();
    expect(screen.queryByPlaceholderText('Search')).toBeNull();
  });

  it('without a binding the generated list keeps its toolbar search and filters', async () => {
    localStorage.setItem(MUST_HANDLE_STORAGE_KEY, dayKey(new Date()));
    await loginAs('admin');
    await renderApp('/store', undefined, []);
    expect(await screen.findByRole('button', { name: 'Add filter' }, APP_WAIT)).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search')).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'test panel' })).toBeNull();
  });
});
