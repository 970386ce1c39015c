import { useTranslate } from 'react-admin';
import { ResourceTable } from '../../../../registry/blocks';
import {
  TabBody,
  TabNotAllowed,
  TabSection,
  TabSkeleton,
  useCustomerCountState,
  useListAllowed,
} from './tabKit';
import type { DetailTabProps } from './types';

/** The customer's connection requests (`customer-connect`) and interactions (`customer-interact`). */
export default function MatchTab({ customerId }: DetailTabProps) {
  const translate = useTranslate();
  const canConnects = useListAllowed('customer-connect');
  const canInteracts = useListAllowed('customer-interact');
  // The requests above the interactions take the room their rows will (their count is the tab's):
  // the interactions below them do not move when they come. Until the count is in, the tab shows
  // its skeleton while both tables load out of sight.
  const connects = useCustomerCountState('customer-connect', customerId);
  return (
    <>
      {connects.pending && <TabSkeleton />}
      <div hidden={connects.pending}>
        <TabBody testId="match-tab">
          {canConnects === false && canInteracts === false && <TabNotAllowed />}
          {canConnects && (
            <TabSection title={translate('app.customer_detail_tabs.match.connects')}>
              <ResourceTable
                resource="customer-connect"
                filter={{ customer_id: customerId }}
                expectedCount={connects.total}
              />
            </TabSection>
          )}
          {canInteracts && (
            <TabSection title={translate('app.customer_detail_tabs.match.interacts')}>
              <ResourceTable
                resource="customer-interact"
                filter={{ customer_id: customerId }}
                rowClick={false}
              />
            </TabSection>
          )}
        </TabBody>
      </div>
    </>
  );
}
