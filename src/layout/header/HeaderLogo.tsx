import { Box, ButtonBase, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { linkTo } from '../../registry/routes';
import { useSession } from '../../registry/session';

/** The site's logo and name; a click opens the user center (spec §2). */
export function HeaderLogo() {
  const translate = useTranslate();
  const session = useSession();
  const name = session?.siteName || translate('app.title');
  return (
    <ButtonBase
      component={Link}
      to={linkTo('userCenter')}
      title={translate('app.header.icons.home')}
      data-testid="header-logo"
      sx={{ borderRadius: 1, px: 0.75, py: 0.5, gap: 1, mr: 1, flexShrink: 0 }}
    >
      {session?.logo && (
        <Box
          component="img"
          src={session.logo}
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
