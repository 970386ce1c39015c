import TranslateIcon from '@mui/icons-material/Translate';
import { Button, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';

/** Header language switch (zh-CN / en-US); the choice persists and drives the `local` header. */
export function LanguageSwitch() {
  const [locale, setLocale] = useLocaleState();
  const locales = useLocales();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = locales.find((l) => l.locale === locale);
  return (
    <>
      <Tooltip title={translate('app.language.label')}>
        <Button
          color="inherit"
          data-testid="language-switch"
          aria-label={`${translate('app.language.label')}: ${current?.name ?? ''}`}
          aria-haspopup="menu"
          startIcon={<TranslateIcon />}
          onClick={(e) => setAnchor(e.currentTarget)}
          sx={{ minWidth: 0, whiteSpace: 'nowrap' }}
        >
          {current?.name}
        </Button>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {locales.map((l) => (
          <MenuItem
            key={l.locale}
            selected={l.locale === locale}
            lang={l.locale}
            onClick={() => {
              setAnchor(null);
              setLocale(l.locale);
            }}
          >
            {l.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
