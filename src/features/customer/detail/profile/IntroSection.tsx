import PhotoCameraIcon from '@mui/icons-material/AccountCircleOutlined';
import { Box, Button, Chip, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LoadError } from '../../../../components/LoadError';
import { useAppMutation } from '../../../../platform/mutations';
import { useCanAction } from '../../../../platform/session';
import { detailWrites, useSelfIntroduction, type CustomerRecord } from '../../api/detail';
import { ProfileSection } from './ProfileSection';

/** The self-introduction (`self-introduction/{id}`) and the photo gallery with "set as avatar". */
export function IntroSection({ record }: { record: CustomerRecord }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.customer_detail.profile.${key}`, options);
  const canEdit = useCanAction({ resource: 'customer' }, 'edit');
  const intro = useSelfIntroduction(record.id);
  const toAvatar = useAppMutation(detailWrites.galleryToAvatar);
  const setAvatar = (galleryId: number) => toAvatar.mutate({ id: record.id, gallery_id: galleryId });

  if (intro.error)
    return (
      <ProfileSection title={t('self_intro')} testId="profile-intro">
        <LoadError error={intro.error} onRetry={() => void intro.refetch()} />
      </ProfileSection>
    );
  const content = intro.data?.content ?? '';
  const gallery = intro.data?.gallery ?? [];
  return (
    <>
      <ProfileSection title={t('self_intro')} testId="profile-intro">
        {intro.isPending ? (
          <Skeleton variant="rounded" height={60} />
        ) : (
          // Server text: rendered as text, never as HTML.
          <Typography
            variant="body2"
            sx={{ whiteSpace: 'pre-wrap' }}
            color={content ? 'text.primary' : 'text.secondary'}
          >
            {content || t('no_intro')}
          </Typography>
        )}
      </ProfileSection>
      <ProfileSection title={t('gallery')} testId="profile-gallery">
        {intro.isPending ? (
          <Skeleton variant="rounded" height={180} />
        ) : gallery.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('no_photos')}
          </Typography>
        ) : (
          <Box
            sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))' }}
          >
            {gallery.map((photo, index) => {
              const current = photo.url === record.avatar;
              return (
                <Box
                  key={photo.id}
                  data-testid="gallery-photo"
                  sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}
                >
                  <Box
                    component="img"
                    src={photo.url}
                    alt={t('photo', { index: index + 1 })}
                    loading="lazy"
                    sx={{
                      width: '100%',
                      aspectRatio: '3 / 4',
                      objectFit: 'cover',
                      borderRadius: 1,
                      bgcolor: 'action.hover',
                    }}
                  />
                  {current ? (
                    <Chip size="small" color="primary" variant="outlined" label={t('current_avatar')} />
                  ) : !canEdit ? null : (
                    <Button
                      size="small"
                      variant="outlined"
                      startIcon={<PhotoCameraIcon />}
                      loading={toAvatar.isPending && toAvatar.variables?.gallery_id === photo.id}
                      disabled={toAvatar.isPending}
                      onClick={() => setAvatar(photo.id)}
                      data-testid="gallery-set-avatar"
                    >
                      {t('set_avatar')}
                    </Button>
                  )}
                </Box>
              );
            })}
          </Box>
        )}
      </ProfileSection>
    </>
  );
}
