import { Box } from '@mui/material';
import { RecordContextProvider, ResourceContextProvider } from 'react-admin';
import type { DetailTabProps } from '../tabs';
import { useCustomer } from '../../api/detail';
import { BasicSection } from './BasicSection';
import { IntroSection } from './IntroSection';
import { WantsSection } from './WantsSection';

/**
 * The profile tab (issue 11 point 2): basic data edited in place, habitation and wants,
 * self-introduction, the photo gallery with "set as avatar", real-name status.
 */
export default function ProfileTab({ customerId }: DetailTabProps) {
  const { data: record } = useCustomer(customerId);
  if (!record) return null;
  return (
    <ResourceContextProvider value="customer">
      <RecordContextProvider value={record}>
        <Box
          data-testid="profile-tab"
          sx={{
            p: 2,
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          }}
        >
          <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
            <BasicSection record={record} />
          </Box>
          <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
            <WantsSection record={record} />
            <IntroSection record={record} />
          </Box>
        </Box>
      </RecordContextProvider>
    </ResourceContextProvider>
  );
}
