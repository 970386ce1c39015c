import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { tabTitle, useSiteIdentity } from './siteIdentity';
import { useRouteTitle } from './routeMeta';

/** Keeps document.title in step with the route's metadata, the language and the site's name. */
export function usePageTitle() {
  const { pathname } = useLocation();
  const translate = useTranslate();
  const title = useRouteTitle()(pathname);
  const site = useSiteIdentity();
  useEffect(() => {
    document.title = tabTitle(title, translate('app.title'), site);
  }, [title, translate, site]);
}
