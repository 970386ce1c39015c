import { useTranslate } from 'react-admin';
import { labelKeys } from '../../../../platform/labels';
import type { CustomerRecord } from '../../api/detail';
import { ProfileLine, ProfileSection } from './ProfileSection';

type Range = readonly number[] | null | undefined;
const isRange = (range: Range): range is readonly [number, number] =>
  !!range && range.length === 2 && range.every((n) => typeof n === 'number');

/** The habitation list (`detail.habitation`) and the wants (`target_detail`): age, height, education, habitation. */
export function WantsSection({ record }: { record: CustomerRecord }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.customer_detail.profile.${key}`, options);
  const any = t('any');
  const wants = record.target_detail ?? {};
  const habitation = record.detail?.habitation ?? [];
  const range = (value: Range, key: string) =>
    isRange(value) ? t(key, { min: value[0], max: value[1] }) : any;
  const education =
    typeof wants.want_education === 'number'
      ? translate(labelKeys.choice('customer', 'education', wants.want_education), {
          _: String(wants.want_education),
        })
      : any;
  const places = (list: readonly string[] | null | undefined) => (list?.length ? list.join('、') : any);
  return (
    <>
      <ProfileSection title={t('habitation')} testId="profile-habitation">
        <ProfileLine label={t('habitation')}>
          {habitation.length ? habitation.join('、') : translate('app.customer_detail.no_value')}
        </ProfileLine>
      </ProfileSection>
      <ProfileSection title={t('wants')} testId="profile-wants">
        <ProfileLine label={t('want_age')}>{range(wants.want_age, 'age_range')}</ProfileLine>
        <ProfileLine label={t('want_height')}>{range(wants.want_height, 'height_range')}</ProfileLine>
        <ProfileLine label={t('want_education')}>{education}</ProfileLine>
        <ProfileLine label={t('want_habitation')}>{places(wants.habitation)}</ProfileLine>
      </ProfileSection>
    </>
  );
}
