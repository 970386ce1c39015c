import { Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { RecordContextProvider, ResourceContextProvider, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadError } from '../../../components/LoadError';
import { preloadComponent } from '../../../platform/chunks';
import { useResourceDefinitionOf } from '../../../platform/useResourceDefinition';
import { staticLink } from '../../../platform/routes';
import { usePageTabTitle } from '../../../platform/tabTitle';
import { useCustomer } from '../api/detail';
import { customerIdOf } from './detailModel';
import { activeTabOf, DetailTabs } from './DetailTabs';
import { TabSkeleton } from './tabs/tabKit';
import { HeaderCard } from './HeaderCard';

/** A 404 answer of the API (the dataProvider's `HttpError` carries the status). */
function isNotFound(error: unknown): boolean {
  return !!error && typeof error === 'object' && 'status' in error && error.status === 404;
}

/** An unknown id: says so, with the way back to the customers. */
function CustomerNotFound() {
  const translate = useTranslate();
  return (
    <Box
      sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh', textAlign: 'center', p: 3 }}
      data-testid="customer-not-found"
    >
      <Box>
        <Typography variant="h5" component="h1">
          {translate('app.customer_detail.not_found')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {translate('app.customer_detail.not_found_text')}
        </Typography>
        <Button component={Link} to={staticLink('myCustomerList')} variant="contained">
          {translate('app.customer_detail.back')}
        </Button>
      </Box>
    </Box>
  );
}

/** The header card's shape while the customer loads (no layout shift when it comes). */
function HeaderSkeleton() {
  return (
    <Card variant="outlined" data-testid="customer-header-skeleton">
      <CardContent sx={{ display: 'flex', gap: 2.5 }}>
        <Skeleton variant="circular" width={72} height={72} />
        <Box sx={{ flex: 1 }}>
          <Skeleton variant="text" width={220} height={36} />
          <Skeleton variant="text" width={320} />
          <Skeleton variant="text" width="60%" />
          <Skeleton variant="text" width="80%" height={40} />
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * `/customer/detail?id=` (issue 11): where staff work on one person — the header card, then the
 * tabs. The layout's tab is titled with the customer's name; S20's watermark covers the page.
 */
export default function CustomerDetailPage() {
  const [params] = useSearchParams();
  const id = customerIdOf(params.get('id'));
  const focusId = customerIdOf(params.get('remark_id'));
  const def = useResourceDefinitionOf('customer');
  const { data: record, error, isPending, refetch } = useCustomer(id);
  usePageTabTitle(record?.name || undefined);
  // The open tab's code loads while the customer does, not after it (one round trip less).
  const openTab = activeTabOf(params.get('tab'), focusId);
  useEffect(() => preloadComponent(openTab?.component), [openTab]);

  if (id === undefined || isNotFound(error)) return <CustomerNotFound />;
  if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, md: 2 }, minWidth: 0 }} data-testid="customer-detail">
      {isPending || !record ? (
        <>
          <HeaderSkeleton />
          <TabSkeleton />
        </>
      ) : (
        // The customer resource's context: labels, references and record actions as on its screens.
        <ResourceContextProvider value="customer">
          <RecordContextProvider value={record}>
            <HeaderCard record={record} def={def} />
            <DetailTabs key={record.id} customerId={record.id} focusId={focusId} />
          </RecordContextProvider>
        </ResourceContextProvider>
      )}
    </Stack>
  );
}
