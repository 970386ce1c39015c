import { Box, Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';

export type PlaceholderKind = 'link_tool' | 'software_update' | 'sms_recharge' | 'customer_detail';

/**
 * A minimal page for a header target that another issue builds (link tool, update notes, SMS
 * recharge and bill, customer detail): what the page is for, and the query it received.
 */
export function PlaceholderPage({ kind }: { kind: PlaceholderKind }) {
  const translate = useTranslate();
  const { search } = useLocation();
  const query = [...new URLSearchParams(search).entries()];
  const title = `app.user_center.placeholder.${kind}.title`;
  return (
    <Box sx={{ py: 2, maxWidth: 720 }} data-testid={`placeholder-${kind}`}>
      <Title title={title} />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h1" gutterBottom>
            {translate(title)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(`app.user_center.placeholder.${kind}.body`)}
          </Typography>
          <Typography variant="subtitle2">{translate('app.user_center.placeholder.query')}</Typography>
          <Box
            component="dl"
            data-testid="placeholder-query"
            sx={{ m: 0, fontFamily: 'monospace', fontSize: 13 }}
          >
            {query.length === 0 ? (
              <Typography variant="body2">{translate('app.user_center.placeholder.none')}</Typography>
            ) : (
              query.map(([key, value]) => (
                <Box key={key} sx={{ display: 'flex', gap: 1 }}>
                  <Box component="dt" sx={{ fontWeight: 600 }}>
                    {key}
                  </Box>
                  <Box component="dd" sx={{ m: 0 }}>
                    = {value}
                  </Box>
                </Box>
              ))
            )}
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
