import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useRouteTitle } from './routeMeta';

/** Keeps document.title in step with the route's metadata and the language. */
export function usePageTitle() {
  const { pathname } = useLocation();
  const translate = useTranslate();
  const title = useRouteTitle()(pathname);
  useEffect(() => {
    document.title = `${title} - ${translate('app.title')}`;
  }, [title, translate]);
}
