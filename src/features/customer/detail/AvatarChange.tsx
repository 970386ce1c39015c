import { useNotify, useRefresh, useUpdate } from 'react-admin';
import { AvatarCropButton } from '../../../components/upload/AvatarCropButton';
import type { CustomerRecord } from './detailApi';
import { errorText } from '../actions/recordActionsModel';

/**
 * The header card's "change avatar" (issue 15): the avatar cropper, then the customer saved with
 * the new avatar and the page refreshed.
 */
export function AvatarChange({ record }: { record: CustomerRecord }) {
  const [update] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <AvatarCropButton
      testId="customer-avatar-change"
      onSaved={(avatar) =>
        void update(
          'customer',
          { id: record.id, data: { avatar }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => refresh(),
            onError: (error) => notify(errorText(error), { type: 'error' }),
          },
        )
      }
    />
  );
}
