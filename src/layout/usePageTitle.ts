import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { resources } from '../../resources';
import { titleOfPath } from './routeMeta';

const names = new Set(resources.map((r) => r.name));

/** Keeps document.title in step with the route's metadata and the language. */
export function usePageTitle() {
  const { pathname } = useLocation();
  const translate = useTranslate();
  const title = useMemo(
    () =>
      titleOfPath(pathname, names)
        .map((t) => translate(t.key, { _: t.key, ...t.options }))
        .join(' · '),
    [pathname, translate],
  );
  useEffect(() => {
    document.title = `${title} - ${translate('app.title')}`;
  }, [title, translate]);
}
