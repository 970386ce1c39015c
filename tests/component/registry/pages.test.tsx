import SettingsIcon from '@mui/icons-material/Settings';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defineFeature, definePage } from '../../../src/platform/pages';
import { loginAs, renderApp, setupDemoServer } from '../../support/renderApp';
import { APP_WAIT } from '../../support/timeouts';

setupDemoServer({ customerCount: 10 });

function StoreSettingsPage() {
  return <h1>store settings page</h1>;
}

/** A feature of the test: one page behind `setting.store`, with a menu entry. */
const testFeature = defineFeature({
  name: 'test',
  pages: [
    definePage({
      route: 'userCenter',
      title: 'app.user_center.title',
      access: ['setting.store'],
      menu: { section: 'setting', icon: SettingsIcon, order: 1 },
      component: StoreSettingsPage,
    }),
  ],
});

describe('page registry (definePage)', () => {
  it('[V23] gives the page its route, its menu entry and its title when a listed permission is held', async () => {
    await loginAs('admin');
    await renderApp('/userCenter/index', undefined, [testFeature]);
    expect(await screen.findByRole('heading', { name: 'store settings page' }, APP_WAIT)).toBeInTheDocument();
    expect(await screen.findByRole('menuitem', { name: 'user center' }, APP_WAIT)).toBeInTheDocument();
    expect(document.title).toContain('user center');
  });

  it('[V23] shows the 403 page when the address is typed by a user without the permission, and no menu entry', async () => {
    await loginAs('sales');
    await renderApp('/userCenter/index', undefined, [testFeature]);
    expect(
      await screen.findByText('Sorry, you do not have access to this page.', {}, APP_WAIT),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'store settings page' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'user center' })).toBeNull();
  });
});
