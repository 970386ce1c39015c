import TuneIcon from '@mui/icons-material/Tune';
import { Box } from '@mui/material';
import { Suspense, useEffect, useState } from 'react';
import { ToolbarIconButton } from '../../components/ToolbarIconButton';
import { lazyWithReload } from '../../platform/chunks';
import { usePreference } from '../../platform/preferences';

/** The drawer, in its own chunk: loaded when the button is pointed at, focused or pressed. */
const PreferencesDrawer = lazyWithReload(() => import('./PreferencesDrawer'));
const preloadDrawer = () => void PreferencesDrawer.preload().catch(() => undefined);

/**
 * Weak mode (issue 45): the whole page in greyscale, for colour-weak users and dim rooms. The filter
 * is set on the root element, which holds the dialogs and menus too (portals in the body), and
 * which, unlike any other element, keeps fixed-position children placed on the viewport.
 */
function useWeakMode(): void {
  const weakMode = usePreference('weakMode');
  useEffect(() => {
    if (!weakMode) return;
    const root = document.documentElement;
    root.style.setProperty('filter', 'grayscale(1)');
    return () => {
      root.style.removeProperty('filter');
    };
  }, [weakMode]);
}

/** The header's "interface settings" button and its drawer (issue 45); it also applies weak mode. */
export function PreferencesButton() {
  useWeakMode();
  const [open, setOpen] = useState(false);
  // Rendered from the first opening on, then kept (its closing transition, the focus return).
  const [opened, setOpened] = useState(false);
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex' }}
      onPointerEnter={preloadDrawer}
      onFocus={preloadDrawer}
    >
      <ToolbarIconButton
        label="app.preferences.title"
        icon={<TuneIcon />}
        testId="preferences-open"
        haspopup="dialog"
        expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      />
      {opened && (
        <Suspense fallback={null}>
          <PreferencesDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
