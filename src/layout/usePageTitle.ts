import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useRegistry } from '../registry/RegistryContext';
import { titleOfPath } from './routeMeta';

/** Keeps document.title in step with the route's metadata and the language. */
export function usePageTitle() {
  const { pathname } = useLocation();
  const translate = useTranslate();
  const registry = useRegistry();
  const names = useMemo(() => new Set(registry.map((r) => r.name)), [registry]);
  const title = useMemo(
    () =>
      titleOfPath(pathname, names)
        .map((t) => translate(t.key, { _: t.key, ...t.options }))
        .join(' · '),
    [pathname, translate, names],
  );
  useEffect(() => {
    document.title = `${title} - ${translate('app.title')}`;
  }, [title, translate]);
}
