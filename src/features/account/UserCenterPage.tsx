import { Avatar, Box, Button, Card, CardContent, Divider, Typography } from '@mui/material';
import { Title, useCanAccess, useGetOne, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { linkTo } from '../../platform/routes';
import { useSession } from '../../platform/session';
import { useUserConfig } from './api';

function Field({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '120px 1fr', gap: 2, py: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" data-testid={testId}>
        {value || '—'}
      </Typography>
    </Box>
  );
}

/** `/userCenter/index` (the logo's target): the signed-in user's profile and site. */
export function UserCenterPage() {
  const translate = useTranslate();
  const session = useSession();
  // Account settings is offered when the user's config lets them change something of their own.
  const canEdit = (useUserConfig().data?.editable_profile.length ?? 0) > 0;
  const storeId = session?.storeId;
  // Only users who may read stores ask for the name (a 403 would send them to the 403 page).
  const { canAccess: canReadStore } = useCanAccess({ resource: 'store', action: 'show' });
  const store = useGetOne<{ id: number; name?: string }>(
    'store',
    { id: storeId ?? 0 },
    { enabled: storeId !== undefined && canReadStore === true, retry: false },
  );
  const storeName =
    storeId === undefined ? translate('app.user_center.no_store') : (store.data?.name ?? `#${storeId}`);
  return (
    <Box sx={{ py: 2, maxWidth: 640 }}>
      <Title title="app.user_center.title" />
      <Card variant="outlined">
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
            <Avatar
              src={session?.avatar}
              data-testid="uc-avatar"
              sx={{ width: 56, height: 56, bgcolor: 'primary.main' }}
            >
              {session?.name.slice(0, 1)}
            </Avatar>
            <Box sx={{ flex: 1 }}>
              <Typography variant="h6" component="h1">
                {session?.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('app.user_center.profile')}
              </Typography>
            </Box>
            {canEdit && (
              <Button
                component={Link}
                to={linkTo('accountSettings')}
                variant="outlined"
                size="small"
                data-testid="uc-settings"
              >
                {translate('app.user_center.settings')}
              </Button>
            )}
            <Button component={Link} to={linkTo('changePassword')} variant="outlined" size="small">
              {translate('app.user_center.change_password')}
            </Button>
          </Box>
          <Divider sx={{ mb: 1 }} />
          <Field label={translate('app.user_center.name')} value={session?.name ?? ''} testId="uc-name" />
          <Field
            label={translate('app.user_center.username')}
            value={session?.username ?? ''}
            testId="uc-username"
          />
          <Field label={translate('app.user_center.phone')} value={session?.phone ?? ''} testId="uc-phone" />
          <Field label={translate('app.user_center.store')} value={storeName} testId="uc-store" />
          <Field
            label={translate('app.user_center.site_name')}
            value={session?.siteName ?? ''}
            testId="uc-site-name"
          />
          <Box
            sx={{ display: 'grid', gridTemplateColumns: '120px 1fr', gap: 2, py: 1, alignItems: 'center' }}
          >
            <Typography variant="body2" color="text.secondary">
              {translate('app.user_center.logo')}
            </Typography>
            {session?.logo ? (
              <Box
                component="img"
                src={session.logo}
                alt={translate('app.user_center.logo')}
                data-testid="uc-logo"
                sx={{
                  width: 64,
                  height: 64,
                  objectFit: 'contain',
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                }}
              />
            ) : (
              <Typography variant="body2">—</Typography>
            )}
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}

export default UserCenterPage;
