import { useRecordContext, useTranslate } from 'react-admin';
import { AudioPlayer } from '../../components/AudioPlayer';
import { formatDateTime } from '../../platform/format';
import { useCanAction } from '../../platform/session';

/** The recording of a call on the call list and the call's page: the app's audio player (S04). */
export function RecordingCell({ source }: { source: string }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const downloadable = useCanAction({ permission: 'user_view.download_audio' }, 'get');
  const value: unknown = record?.[source];
  if (typeof value !== 'string' || value === '') return null;
  const at: unknown = record?.created_at;
  return (
    <AudioPlayer
      src={value}
      downloadable={downloadable}
      label={`${translate('app.calls.player.label')} ${typeof at === 'string' ? formatDateTime(at) : ''}`.trim()}
    />
  );
}
