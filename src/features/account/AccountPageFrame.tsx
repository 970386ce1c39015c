import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';

/**
 * The frame of a "my account" page (spec §2): its title in the tab and as the card's heading, the
 * card at a readable width.
 */
export function AccountPageFrame({
  title,
  maxWidth,
  children,
}: {
  /** The i18n key of the page's title. */
  title: string;
  maxWidth: number;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 2, maxWidth }}>
      <Title title={title} />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
            {translate(title)}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
