import TranslateIcon from '@mui/icons-material/Translate';
import { Button } from '@mui/material';
import { Suspense, useState } from 'react';
import { LOCALE_NAMES, type AppLocale } from '../../i18n/locale';
import { lazyWithReload } from '../platform/chunks';

const LanguageMenuList = lazyWithReload(() => import('./LanguageMenuList'));
const preloadList = () => void LanguageMenuList.preload().catch(() => undefined);

export interface LanguageMenuProps {
  locale: AppLocale;
  onChange(locale: AppLocale): void;
  /** The translated "Language" label (part of the button's accessible name). */
  label: string;
}

/** The language button and its menu (zh-CN / en-US). */
export function LanguageMenu({ locale, onChange, label }: LanguageMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu is rendered from its first opening on (then kept, for its closing transition), and
  // its code loads when the button is pointed at or focused (issue 8).
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
        onPointerEnter={preloadList}
        onFocus={preloadList}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setOpened(true);
        }}
        sx={{ minWidth: 0, whiteSpace: 'nowrap' }}
      >
        {current}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LanguageMenuList
            anchor={anchor}
            locale={locale}
            onClose={() => setAnchor(null)}
            onPick={(next) => {
              setAnchor(null);
              onChange(next);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
