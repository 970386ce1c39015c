import { useTranslate } from 'react-admin';
import { ResourceTable } from '../../../../registry/blocks';
import { TabBody, TabNotAllowed, TabSection, useListAllowed } from './tabKit';
import type { DetailTabProps } from './types';

/**
 * What was done to the customer (`customer-action-log`) and who viewed the phone or WeChat, or
 * found the customer by phone in the header search, when (`customer-key-record`), each shown to
 * those who may read it.
 */
export default function LogTab({ customerId }: DetailTabProps) {
  const translate = useTranslate();
  const canActions = useListAllowed('customer-action-log');
  const canKeys = useListAllowed('customer-key-record');
  return (
    <TabBody testId="log-tab">
      {canActions === false && canKeys === false && <TabNotAllowed />}
      {canActions && (
        <TabSection title={translate('app.customer_detail_tabs.log.actions')}>
          <ResourceTable
            resource="customer-action-log"
            filter={{ customer_id: customerId }}
            rowClick={false}
          />
        </TabSection>
      )}
      {canKeys && (
        <TabSection title={translate('app.customer_detail_tabs.log.keys')}>
          <ResourceTable
            resource="customer-key-record"
            filter={{ customer_id: customerId }}
            rowClick={false}
          />
        </TabSection>
      )}
    </TabBody>
  );
}
