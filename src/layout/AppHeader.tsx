import { Box } from '@mui/material';
import { createElement } from 'react';
import { TitlePortal, UserMenu, useTranslate } from 'react-admin';
import { useSlot } from '../platform/RegistryContext';
import type { SlotEntry } from '../platform/pages';
import { useSession } from '../platform/session';
import { HeaderBar } from './header/HeaderBar';
import { HeaderLogo } from './header/HeaderLogo';
import { LoadingIndicator } from './header/LoadingIndicator';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { SectionBoundary, type SectionBoundaryProps } from '../components/SectionBoundary';
import { AfterPage } from './AfterPage';
import { OfflineBanner } from './OfflineBanner';
import { PreferencesButton } from './preferences/PreferencesButton';

/**
 * The slot's entries, each in its own error boundary named by its id (issue 40): a tool, menu item
 * or overlay that crashes takes out only itself, never the logout, the call popup or the live socket.
 */
const render = (entries: readonly SlotEntry[], fallback: SectionBoundaryProps['fallback']) =>
  entries.map((entry) => (
    <SectionBoundary key={entry.id} name={entry.id} fallback={fallback}>
      {createElement(entry.component)}
    </SectionBoundary>
  ));

/** The right-hand tools of the header (spec §2): the features' tools, language, loading. */
function HeaderTools() {
  const tools = useSlot('headerTools');
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25 }}>
      <AfterPage>{render(tools, 'icon')}</AfterPage>
      <SectionBoundary name="preferences" fallback="icon">
        <PreferencesButton />
      </SectionBoundary>
      <LanguageSwitch />
      {/* Passed on to the spinner, which axe otherwise finds without a name while a page loads. */}
      <LoadingIndicator aria-label={translate('ra.page.loading')} />
    </Box>
  );
}

/**
 * The header frame (spec §2): logo (user center), page title, the features' tools, language and
 * the account menu (hidden for a temporary account, spec §6); above every page the features'
 * overlays. (Their banners sit at the end of the tab bar.)
 */
export function AppHeader() {
  const session = useSession();
  const accountMenu = useSlot('accountMenu');
  const overlays = useSlot('overlays');
  return (
    <>
      <HeaderBar
        toolbar={<HeaderTools />}
        userMenu={
          session?.temporary ? null : (
            <UserMenu label="app.header.icons.account">{render(accountMenu, 'none')}</UserMenu>
          )
        }
      >
        <HeaderLogo />
        <TitlePortal />
      </HeaderBar>
      <OfflineBanner />
      <AfterPage>{render(overlays, 'none')}</AfterPage>
    </>
  );
}
