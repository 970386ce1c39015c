import SettingsIcon from '@mui/icons-material/Settings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryFaults } from '../../../src/mocks/faults';
import { defineFeature, definePage } from '../../../src/platform/pages';
import { loginAs, renderApp, setupDemoServer } from '../../support/renderApp';

const faults = memoryFaults();
setupDemoServer({ customerCount: 10, faults });

const T = { timeout: 20_000 };
vi.setConfig({ testTimeout: 60_000 });

/** Which parts of the test feature crash when rendered (`header`: its one header tool). */
const broken = { page: false, menu: false, header: false, banner: false };

function crashUnless(part: keyof typeof broken, element: React.ReactElement) {
  if (broken[part]) throw new Error(`${part} crashed on purpose`);
  return element;
}

const CrashingPage = () => crashUnless('page', <h1>the page</h1>);
const CrashingIcon = () => crashUnless('menu', <SettingsIcon />);
const CrashingTool = () => crashUnless('header', <span>the header tool</span>);
const CrashingBanner = () => crashUnless('banner', <span>the banner</span>);

/** A page with a menu entry and a header tool, each of which crashes on demand. */
const testFeature = defineFeature({
  name: 'test',
  pages: [
    definePage({
      route: 'userCenter',
      title: 'app.user_center.title',
      menu: { section: 'setting', icon: CrashingIcon, order: 1 },
      component: CrashingPage,
    }),
  ],
  slots: {
    headerTools: [{ id: 'crashing-tool', component: CrashingTool }],
    banners: [{ id: 'crashing', component: CrashingBanner }],
  },
});

let logged: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  Object.assign(broken, { page: false, menu: false, header: false, banner: false });
  // React and the boundary log the provoked crashes.
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => faults.set(undefined));

describe('error boundaries around the page, the menu, the header and each banner', () => {
  it.each(['page', 'menu', 'header', 'banner'] as const)(
    'a crash in the %s leaves the rest of the shell rendered, and Retry renders it again',
    async (part) => {
      broken[part] = true;
      await loginAs('admin');
      await renderApp('/userCenter/index', undefined, [testFeature]);
      const boundary = {
        page: 'page-userCenter',
        menu: 'menu',
        header: 'crashing-tool',
        banner: 'banner-crashing',
      };
      const failed = await screen.findByTestId(`section-failed-${boundary[part]}`, {}, T);
      // A header tool fails alone, as an icon of its size that says so and retries (issue 40).
      if (part === 'header') {
        expect(failed).toHaveAccessibleName('This tool failed. Click to try again.');
        expect(screen.getByRole('button', { name: 'account' })).toBeInTheDocument();
      } else expect(failed).toHaveTextContent('This part could not be shown.');
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('failed:'), expect.any(Error));
      // The other parts are there.
      if (part !== 'page') expect(await screen.findByRole('heading', { name: 'the page' }, T)).toBeVisible();
      if (part !== 'menu') expect(screen.getByTestId('side-menu')).toBeInTheDocument();
      if (part !== 'header') expect(screen.getByText('the header tool')).toBeInTheDocument();
      if (part !== 'banner') expect(screen.getByText('the banner')).toBeInTheDocument();

      broken[part] = false;
      fireEvent.click(part === 'header' ? failed : within(failed).getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(screen.queryByTestId(failed.dataset.testid ?? '')).toBeNull());
      if (part === 'page') expect(screen.getByRole('heading', { name: 'the page' })).toBeVisible();
      if (part === 'menu') expect(screen.getByTestId('side-menu')).toBeInTheDocument();
      if (part === 'header') expect(screen.getByText('the header tool')).toBeInTheDocument();
      if (part === 'banner') expect(screen.getByText('the banner')).toBeInTheDocument();
    },
  );
});

describe('a list that fails to load', () => {
  it('shows the translated reason and a Retry button that loads it again', async () => {
    faults.set({ kind: '500', match: '/admin/store?' });
    await loginAs('admin');
    await renderApp('/store');
    const failed = await screen.findByTestId('list-load-error', {}, { timeout: 30_000 });
    expect(failed).toHaveTextContent('Could not load the data.');
    expect(failed).toHaveTextContent('500: Internal server error');

    faults.set(undefined);
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/^total \d+ items$/, {}, T)).toBeInTheDocument();
    expect(screen.queryByTestId('list-load-error')).toBeNull();
  });
});
