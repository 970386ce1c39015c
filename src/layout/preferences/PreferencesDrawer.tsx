import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SettingsBrightnessOutlinedIcon from '@mui/icons-material/SettingsBrightnessOutlined';
import TuneIcon from '@mui/icons-material/Tune';
import { Alert, Box, Button, Divider, Drawer } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DrawerHeader } from '../../components/DrawerHeader';
import {
  CONTENT_WIDTHS,
  DEFAULT_PREFERENCES,
  getPreferences,
  LAYOUTS,
  resetPreferences,
  setPreference,
  THEME_MODES,
  usePreferences,
  type PreferenceKey,
  type Preferences,
} from '../../platform/preferences';
import { ChoiceGroup, ColorSwatches, LabelledChoice, Section, SwitchRow } from './controls';

const TITLE_ID = 'preferences-drawer-title';
const PREFERENCE_KEYS = Object.keys(DEFAULT_PREFERENCES) as PreferenceKey[];

const THEME_ICONS = {
  light: <LightModeOutlinedIcon fontSize="small" />,
  dark: <DarkModeOutlinedIcon fontSize="small" />,
  system: <SettingsBrightnessOutlinedIcon fontSize="small" />,
};

const isDefault = (preferences: Preferences) =>
  PREFERENCE_KEYS.every((key) => preferences[key] === DEFAULT_PREFERENCES[key]);

/** Puts back the preferences a reset replaced. */
function restore(previous: Preferences): void {
  for (const key of PREFERENCE_KEYS)
    if (previous[key] !== DEFAULT_PREFERENCES[key]) setPreference(key, previous[key]);
}

/**
 * The interface settings (issue 45, spec §3's app settings): theme, primary colour, weak mode,
 * layout, tabs and the unread count. Each choice applies at once and is kept for the user
 * (platform/preferences.ts); the layout's choices are followed by the layout itself. A reset
 * applies the defaults at once and offers to undo it while nothing else changed.
 */
export default function PreferencesDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const preferences = usePreferences();
  const [beforeReset, setBeforeReset] = useState<Preferences | null>(null);
  const close = () => {
    setBeforeReset(null);
    onClose();
  };
  const reset = () => {
    const previous = getPreferences();
    resetPreferences();
    setBeforeReset(isDefault(previous) ? null : previous);
  };
  const undoable = beforeReset !== null && isDefault(preferences);
  const section = (key: string) => ({
    id: `preferences-section-${key}`,
    title: translate(`app.preferences.sections.${key}`),
  });
  const theme = section('theme');
  const color = section('color');
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={close}
      data-testid="preferences-drawer"
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': TITLE_ID,
          sx: { width: 360, maxWidth: '100vw', display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <DrawerHeader
        id={TITLE_ID}
        icon={<TuneIcon color="primary" />}
        title={translate('app.preferences.title')}
        onClose={close}
      />
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto', pb: 1 }}>
        <Section {...theme}>
          <ChoiceGroup name="themeMode" options={THEME_MODES} labelId={theme.id} icons={THEME_ICONS} />
        </Section>
        <Section {...color}>
          <ColorSwatches labelId={color.id} />
        </Section>
        <Section {...section('display')}>
          <SwitchRow name="weakMode" hint />
        </Section>
        <Section {...section('layout')}>
          <LabelledChoice name="layout" options={LAYOUTS} />
          <LabelledChoice name="contentWidth" options={CONTENT_WIDTHS} />
          <SwitchRow name="fixedHeader" />
          <SwitchRow name="fixedSidebar" />
          {/* A header that scrolls away with the page has nothing to hide. */}
          <SwitchRow name="autoHideHeader" hint disabled={!preferences.fixedHeader} />
        </Section>
        <Section {...section('tabs')}>
          <SwitchRow name="multiTab" hint />
          <SwitchRow name="showUnreadCount" />
        </Section>
      </Box>
      <Divider />
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {undoable && (
          <Alert
            role="status"
            severity="success"
            data-testid="preferences-reset-done"
            action={
              <Button color="inherit" size="small" onClick={() => restore(beforeReset)}>
                {translate('app.preferences.undo')}
              </Button>
            }
          >
            {translate('app.preferences.reset_done')}
          </Alert>
        )}
        <Button
          variant="outlined"
          startIcon={<RestartAltIcon />}
          onClick={reset}
          data-testid="preferences-reset"
        >
          {translate('app.preferences.reset')}
        </Button>
      </Box>
    </Drawer>
  );
}
