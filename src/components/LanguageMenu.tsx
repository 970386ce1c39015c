import TranslateIcon from '@mui/icons-material/Translate';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { LOCALES, LOCALE_NAMES, type AppLocale } from '../../i18n/locale';

export interface LanguageMenuProps {
  locale: AppLocale;
  onChange(locale: AppLocale): void;
  /** The translated "Language" label (part of the button's accessible name). */
  label: string;
}

/** The language button and its menu (zh-CN / en-US), each language named in its own words. */
export function LanguageMenu({ locale, onChange, label }: LanguageMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu is rendered from its first opening on (then kept, for its closing transition): closed,
  // MUI's Menu, Popover and Modal still render on every page that shows the button (issue 8).
  const [opened, setOpened] = useState(false);
  const current = LOCALE_NAMES[locale];
  return (
    <>
      <Button
        color="inherit"
        data-testid="language-switch"
        aria-label={`${label}: ${current}`}
        aria-haspopup="menu"
        startIcon={<TranslateIcon />}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setOpened(true);
        }}
        sx={{ minWidth: 0, whiteSpace: 'nowrap' }}
      >
        {current}
      </Button>
      {opened && (
        <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
          {LOCALES.map((l) => (
            <MenuItem
              key={l}
              selected={l === locale}
              lang={l}
              onClick={() => {
                setAnchor(null);
                onChange(l);
              }}
            >
              {LOCALE_NAMES[l]}
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
}
