import { useTranslate } from 'react-admin';
import { ResourceTable } from '../../../../registry/blocks';
import { TabBody, TabNotAllowed, TabSection, useListAllowed } from './tabKit';
import type { DetailTabProps } from './types';

/** The customer's connection requests (`customer-connect`) and interactions (`customer-interact`). */
export default function MatchTab({ customerId }: DetailTabProps) {
  const translate = useTranslate();
  const canConnects = useListAllowed('customer-connect');
  const canInteracts = useListAllowed('customer-interact');
  return (
    <TabBody testId="match-tab">
      {canConnects === false && canInteracts === false && <TabNotAllowed />}
      {canConnects && (
        <TabSection title={translate('app.customer_detail_tabs.match.connects')}>
          <ResourceTable resource="customer-connect" filter={{ customer_id: customerId }} />
        </TabSection>
      )}
      {canInteracts && (
        <TabSection title={translate('app.customer_detail_tabs.match.interacts')}>
          <ResourceTable resource="customer-interact" filter={{ customer_id: customerId }} rowClick={false} />
        </TabSection>
      )}
    </TabBody>
  );
}
