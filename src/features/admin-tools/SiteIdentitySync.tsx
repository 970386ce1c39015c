import { useEffect } from 'react';
import { loadSiteIdentity, setSiteIdentity } from '../../platform/siteIdentity';
import { useSession } from '../../platform/session';

/** Signed in: the user info's site name and logo, then `get-site-info` (favicon), make the site's identity. */
export function SiteIdentitySync() {
  const session = useSession();
  const name = session?.siteName;
  const logo = session?.logo;
  useEffect(() => {
    setSiteIdentity({ name, logo });
    void loadSiteIdentity();
  }, [name, logo]);
  return null;
}
