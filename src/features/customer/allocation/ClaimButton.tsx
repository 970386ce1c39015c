import PanToolIcon from '@mui/icons-material/PanToolAlt';
import { useRecordContext } from 'react-admin';
import { IfAction } from '../../../platform/IfAction';
import { AllocationButton } from './AllocateButtons';

/** The public sea's list type (spec §2); claiming from it needs `customer.public` (spec §6). */
const PUBLIC_SEA = 2;
const SEA_PERMISSION = 'customer.public';

/** "Claim" on a public-sea customer (a row of the public sea, its detail page). */
export function ClaimButton() {
  const record = useRecordContext();
  if (!record || record.customer_type !== PUBLIC_SEA || record.removed_at) return null;
  return (
    <IfAction permission={SEA_PERMISSION} action="edit">
      {/* S07: a single-role worker takes the customer directly (sales: into "my customers"); a
          dual-role worker chooses the intake method in the allocation dialog. */}
      <AllocationButton
        ids={[Number(record.id)]}
        type={PUBLIC_SEA}
        testId="claim-record"
        label="app.customer_pool.claim.action"
        write="claim"
        icon={<PanToolIcon />}
      />
    </IfAction>
  );
}
