import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { createElement, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Title, useCanAccessResources, useGetIdentity, useTranslate } from 'react-admin';
import { useRegistry } from '../../registry/RegistryContext';
import { menuGroups } from '../../layout/menuModel';
import { labelKeys } from '../../registry/labels';

/** Home: a greeting and the user's resources as shortcuts. */
export function HomePage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const registry = useRegistry();
  const withMenu = useMemo(() => registry.filter((r) => r.menu), [registry]);
  const { canAccess } = useCanAccessResources({ action: 'list', resources: withMenu.map((r) => r.name) });
  const items = menuGroups(withMenu.filter((r) => canAccess?.[r.name])).flatMap((g) => g.items);
  return (
    <Box sx={{ py: 2 }}>
      <Title title="app.menu.home" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('app.home.welcome', { name: identity?.fullName ?? '' })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
        {items.map((r) => (
          <Card key={r.name} variant="outlined">
            <CardActionArea component={Link} to={`/${r.name}`}>
              <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                {r.menu ? createElement(r.menu.icon) : null}
                <Typography>{translate(labelKeys.resourceName(r.name), { smart_count: 2 })}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

export default HomePage;
