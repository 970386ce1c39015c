import { Card, CardContent, Stack } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import type { MediaItem } from '../../../dataProvider/methods';
import { SelectionActions, UploadButton } from './MediaActions';
import { MediaBrowser } from './MediaBrowser';

/**
 * The media library page under "operate" (spec §2, issue 15 point 3): browse by type and tag,
 * upload, choose several items and tag, untag or delete them.
 */
export default function MediaLibraryPage() {
  const translate = useTranslate();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (item: MediaItem) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(item.id)) next.delete(item.id);
      else next.add(item.id);
      return next;
    });
  const clear = () => setChosen(new Set());
  return (
    <Card sx={{ mt: 1 }} data-testid="media-library">
      <Title title={translate('app.media.title')} />
      <CardContent>
        <MediaBrowser
          mode="manage"
          chosen={chosen}
          onToggle={toggle}
          onFiltersChange={clear}
          actions={({ type, tagId }) => (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {chosen.size > 0 && <SelectionActions ids={[...chosen]} tagId={tagId} onDone={clear} />}
              <UploadButton type={type} tagId={tagId} />
            </Stack>
          )}
        />
      </CardContent>
    </Card>
  );
}
