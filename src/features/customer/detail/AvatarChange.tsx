import { AvatarCropButton } from '../../../components/upload/AvatarCropButton';
import { useAppMutation } from '../../../platform/mutations';
import { detailWrites, type CustomerRecord } from '../api/detail';

/**
 * The header card's "change avatar" (issue 15): the avatar cropper, then the customer saved with
 * the new avatar and the page refreshed.
 */
export function AvatarChange({ record }: { record: CustomerRecord }) {
  const save = useAppMutation(detailWrites.avatar);
  return (
    <AvatarCropButton
      testId="customer-avatar-change"
      onSaved={(avatar) => save.mutate({ id: record.id, avatar, previousData: record })}
    />
  );
}
