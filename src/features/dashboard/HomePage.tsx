import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { createElement } from 'react';
import { Link } from 'react-router-dom';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { useMenuGroups } from '../../registry/menu';

/** Home: a greeting and the user's resources as shortcuts. */
export function HomePage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const items = useMenuGroups().flatMap((g) => g.entries);
  return (
    <Box sx={{ py: 2 }}>
      <Title title="app.menu.home" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('app.home.welcome', { name: identity?.fullName ?? '' })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
        {items.map((entry) => (
          <Card key={entry.key} variant="outlined">
            <CardActionArea component={Link} to={entry.to}>
              <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                {createElement(entry.icon)}
                <Typography>{translate(entry.label, entry.labelOptions)}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

export default HomePage;
