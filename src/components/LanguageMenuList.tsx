import { Menu, MenuItem } from '@mui/material';
import { LOCALES, LOCALE_NAMES, type AppLocale } from '../../i18n/locale';

export interface LanguageMenuListProps {
  /** The language button while the menu is open, null once closed. */
  anchor: HTMLElement | null;
  locale: AppLocale;
  onClose(): void;
  onPick(locale: AppLocale): void;
}

/**
 * The language menu's list (zh-CN / en-US), each language named in its own words. A chunk of its
 * own (`login-menu`): the login page loads MUI's Menu, Popover and Modal when the button is
 * pointed at or focused, not with the page (issue 8).
 */
export default function LanguageMenuList({ anchor, locale, onClose, onPick }: LanguageMenuListProps) {
  return (
    <Menu anchorEl={anchor} open={!!anchor} onClose={onClose}>
      {LOCALES.map((l) => (
        <MenuItem key={l} selected={l === locale} lang={l} onClick={() => onPick(l)}>
          {LOCALE_NAMES[l]}
        </MenuItem>
      ))}
    </Menu>
  );
}
