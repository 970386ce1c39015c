import { Box, ButtonBase, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AppLink } from '../../platform/AppLink';
import { linkTo } from '../../platform/routes';
import { useSession } from '../../platform/session';
import { useSiteIdentity } from '../../platform/siteIdentity';

/** The site's logo and name; a click opens the user center (spec §2). */
export function HeaderLogo() {
  const translate = useTranslate();
  const session = useSession();
  const site = useSiteIdentity();
  const name = session?.siteName || site.name || translate('app.title');
  const logo = session?.logo || site.logo;
  return (
    <ButtonBase
      component={AppLink}
      to={linkTo('userCenter')}
      title={translate('app.header.icons.home')}
      data-testid="header-logo"
      sx={{ borderRadius: 1, px: 0.75, py: 0.5, gap: 1, mr: 1, flexShrink: 0 }}
    >
      {logo && (
        <Box
          component="img"
          src={logo}
          alt=""
          sx={{ width: 28, height: 28, borderRadius: 1, bgcolor: 'common.white', p: 0.25 }}
        />
      )}
      <Typography
        component="span"
        sx={{ fontWeight: 600, fontSize: 15, whiteSpace: 'nowrap', display: { xs: 'none', md: 'inline' } }}
      >
        {name}
      </Typography>
    </ButtonBase>
  );
}
