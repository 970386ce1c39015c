import CloseIcon from '@mui/icons-material/Close';
import { Box, ListItemText, Menu, MenuItem, Tab, Tabs, Typography } from '@mui/material';
import { createElement, memo, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useEvent, useNotify, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { SectionBoundary } from '../../components/SectionBoundary';
import { usePreference } from '../../platform/preferences';
import { useSlot } from '../../platform/RegistryContext';
import type { PageTab } from './tabsModel';
import type { TabCommand } from './tabsStore';
import { useRouteTitle, useTabsState, useTabsStore } from './TabsContext';
import { AfterPage } from '../AfterPage';

/** The tab strip's height (MUI's Tabs, small). */
const STRIP_HEIGHT = 40;

const MENU_COMMANDS: readonly Exclude<TabCommand, 'close'>[] = [
  'close_others',
  'close_right',
  'close_left',
  'close_all',
];

interface ContextMenuState {
  path: string;
  top: number;
  left: number;
}

/** The features' banners (new remarks, unanswered calls), each in its own error boundary. */
function Banners() {
  const banners = useSlot('banners');
  return (
    <AfterPage>
      {banners.map((entry) => (
        <SectionBoundary key={entry.id} name={`banner-${entry.id}`}>
          {createElement(entry.component)}
        </SectionBoundary>
      ))}
    </AfterPage>
  );
}

/** The bar's frame: above the page, sticky, the page's full width, a line under it. */
const BAR_SX = {
  position: 'sticky',
  top: 0,
  zIndex: 3,
  mx: { xs: -1, md: -2 },
  mt: -1,
  mb: 1,
  px: { xs: 1, md: 2 },
  minHeight: STRIP_HEIGHT,
  bgcolor: 'background.paper',
  borderBottom: 1,
  borderColor: 'divider',
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  // Its width is the page's, whatever its tabs and banners would need: without this, many tabs or
  // a long banner widened the whole page past the window (the layout's root fits its content).
  contain: 'inline-size',
} as const;

/**
 * The bar above the page: the tabs with multi-tab on (the user's preference, issue 45); off, the
 * page's title and the banners, in a bar of the same height (a banner arriving moves nothing).
 */
export function TabBar() {
  const multiTab = usePreference('multiTab');
  return multiTab ? <MultiTabBar /> : <SinglePageBar />;
}

/** Multi-tab off: the one page's title (its tab's, a customer's name once known) and the banners. */
function SinglePageBar() {
  const state = useTabsState();
  const titleOf = useRouteTitle();
  const tab = state.tabs.find((t) => t.path === state.active);
  const title = tab ? (tab.title ?? titleOf(tab.path)) : '';
  return (
    <Box data-testid="page-bar" sx={BAR_SX}>
      <Typography
        variant="subtitle2"
        component="p"
        noWrap
        data-testid="page-bar-title"
        sx={{ flex: 1, minWidth: 0, color: 'text.secondary' }}
      >
        {title}
      </Typography>
      <Banners />
    </Box>
  );
}

/**
 * The multi-tab bar above the page (spec §2): switch, close, and a context menu of close commands.
 * The features' banners (new remarks, unanswered calls) sit at its end: appearing there, they move
 * nothing on the page (issue 8: no layout shift while the counts load).
 */
function MultiTabBar() {
  const store = useTabsStore();
  const state = useTabsState();
  const titleOf = useRouteTitle();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [menu, setMenu] = useState<ContextMenuState | null>(null);

  // A command that leaves the page waits for the page to be left: a dirty form may keep the user
  // there (unsaved-changes guard), and then its tab stays too (issue 9).
  const pending = useRef<{ command: TabCommand; path: string; target: string } | null>(null);
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    const waiting = pending.current;
    pending.current = null;
    if (waiting && waiting.target === here) store.run(waiting.command, waiting.path);
  }, [here, store]);

  const run = (command: TabCommand, path: string) => {
    const before = store.getState().active;
    const outcome = store.preview(command, path);
    if (outcome.message) {
      notify(`app.tabs.messages.${outcome.message}`, { type: 'warning' });
      return;
    }
    const next = outcome.state.tabs.find((t) => t.path === outcome.state.active);
    if (next && outcome.state.active !== before) {
      pending.current = { command, path, target: next.fullPath };
      navigate(next.fullPath);
    } else store.run(command, path);
  };

  const titles = state.tabs.map((tab) => tab.title ?? titleOf(tab.path));
  const select = useEvent((path: string) => {
    const tab = state.tabs.find((t) => t.path === path);
    if (tab) navigate(tab.fullPath);
  });
  const close = useEvent((path: string) => run('close', path));
  const openMenu = useEvent((event: MouseEvent, path: string) => {
    event.preventDefault();
    setMenu({ path, top: event.clientY, left: event.clientX });
  });

  return (
    <Box data-testid="tab-bar" sx={BAR_SX}>
      {/* MUI's tabs measure themselves once mounted (their scrollbar and indicator: a layout of
          the whole page): after the page, in a place of their height (issue 8). */}
      <AfterPage placeholder={<Box sx={{ flex: 1, minWidth: 0, minHeight: STRIP_HEIGHT }} />}>
        <TabStrip
          tabs={state.tabs}
          active={state.active}
          titles={titles}
          onSelect={select}
          onClose={close}
          onMenu={openMenu}
        />
      </AfterPage>
      <Banners />
      <Menu
        open={menu !== null}
        onClose={() => setMenu(null)}
        anchorReference="anchorPosition"
        anchorPosition={menu ? { top: menu.top, left: menu.left } : undefined}
        slotProps={{ list: { dense: true, 'aria-label': translate('app.tabs.label') } }}
      >
        {MENU_COMMANDS.map((command) => (
          <MenuItem
            key={command}
            data-command={command}
            onClick={() => {
              const path = menu?.path;
              setMenu(null);
              if (path) run(command, path);
            }}
          >
            <ListItemText>{translate(`app.tabs.${command}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}

interface TabStripProps {
  tabs: readonly PageTab[];
  active: string;
  titles: readonly string[];
  onSelect: (path: string) => void;
  onClose: (path: string) => void;
  onMenu: (event: MouseEvent, path: string) => void;
}

/**
 * The tabs themselves, rendered again only when the tabs, the active one or a title change. MUI's
 * Tabs measure their indicator after every render (a forced layout): the layout re-renders as the
 * list's rows come in, and measuring then cost a layout of the whole page before its paint (issue 8).
 */
const TabStrip = memo(function TabStrip({ tabs, active, titles, onSelect, onClose, onMenu }: TabStripProps) {
  const translate = useTranslate();
  return (
    <Tabs
      value={active}
      variant="scrollable"
      scrollButtons="auto"
      aria-label={translate('app.tabs.label')}
      onChange={(_event, path: string) => onSelect(path)}
      sx={{
        flex: 1,
        minWidth: 0,
        minHeight: STRIP_HEIGHT,
        '& .MuiTabs-indicator': { height: 2 },
      }}
    >
      {tabs.map((tab, index) => {
        const title = titles[index];
        return (
          <Tab
            key={tab.path}
            value={tab.path}
            component="div"
            data-path={tab.path}
            onContextMenu={(event: MouseEvent) => onMenu(event, tab.path)}
            onAuxClick={(event: MouseEvent) => {
              if (event.button === 1) onClose(tab.path);
            }}
            // Keyboard: Delete closes the focused tab; the context-menu key opens its menu.
            aria-keyshortcuts="Delete"
            onKeyDown={(event: KeyboardEvent) => {
              if (event.key !== 'Delete') return;
              event.preventDefault();
              onClose(tab.path);
            }}
            label={
              <Box
                component="span"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, maxWidth: 200 }}
              >
                <Box
                  component="span"
                  title={title}
                  sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                >
                  {title}
                </Box>
                {/* Not a button inside the tab (nested-interactive): Delete or the context menu close it by keyboard. */}
                <Box
                  component="span"
                  aria-hidden
                  data-testid="tab-close"
                  title={translate('app.tabs.close_tab', { title })}
                  onClick={(event) => {
                    event.stopPropagation();
                    onClose(tab.path);
                  }}
                  sx={{
                    display: 'inline-flex',
                    borderRadius: '50%',
                    p: 0.25,
                    mr: -0.5,
                    opacity: 0.6,
                    '&:hover': { opacity: 1, bgcolor: 'action.hover' },
                  }}
                >
                  <CloseIcon sx={{ fontSize: 14 }} />
                </Box>
              </Box>
            }
            sx={{
              minHeight: STRIP_HEIGHT,
              minWidth: 0,
              py: 0,
              px: 1.5,
              fontSize: 13,
            }}
          />
        );
      })}
    </Tabs>
  );
}, sameStrip);

function sameStrip(before: TabStripProps, after: TabStripProps): boolean {
  return (
    before.tabs === after.tabs &&
    before.active === after.active &&
    before.onSelect === after.onSelect &&
    before.onClose === after.onClose &&
    before.onMenu === after.onMenu &&
    before.titles.length === after.titles.length &&
    before.titles.every((title, index) => title === after.titles[index])
  );
}
