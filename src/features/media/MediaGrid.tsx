import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import MovieIcon from '@mui/icons-material/Movie';
import { Box, ButtonBase, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MediaItem } from '../../../dataProvider/methods';

interface MediaGridProps {
  items: readonly MediaItem[];
  /** While the first page loads: this many cards of the final size, so nothing moves when it comes. */
  placeholders?: number;
  chosen: ReadonlySet<number>;
  onToggle(item: MediaItem): void;
}

/** One media item: its picture (a film icon for a video), its name, a check mark when chosen. */
function MediaCard({ item, chosen, onToggle }: { item: MediaItem; chosen: boolean; onToggle(): void }) {
  const translate = useTranslate();
  return (
    <ButtonBase
      focusRipple
      onClick={onToggle}
      role="checkbox"
      aria-checked={chosen}
      aria-label={item.name}
      data-testid="media-item"
      data-id={item.id}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'stretch',
        borderRadius: 1,
        border: 2,
        borderColor: chosen ? 'primary.main' : 'divider',
        overflow: 'hidden',
        position: 'relative',
        bgcolor: 'background.paper',
        textAlign: 'left',
      }}
    >
      <Box
        sx={{
          aspectRatio: '4 / 3',
          bgcolor: 'action.hover',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {item.type === 0 ? (
          <Box
            component="img"
            src={item.url}
            alt={item.name}
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <MovieIcon color="action" sx={{ fontSize: 48 }} titleAccess={translate('app.media.type.1')} />
        )}
      </Box>
      <Typography variant="caption" noWrap title={item.name} sx={{ px: 1, py: 0.5 }}>
        {item.name}
      </Typography>
      {chosen && (
        <CheckCircleIcon
          color="primary"
          sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper', borderRadius: '50%' }}
        />
      )}
    </ButtonBase>
  );
}

/** A card's place while the page loads: the picture's 4:3 box and the name's line. */
function CardSkeleton() {
  return (
    <Box sx={{ border: 2, borderColor: 'transparent' }} data-testid="media-skeleton" aria-hidden>
      <Skeleton variant="rounded" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
      <Typography variant="caption" component="div" sx={{ px: 1, py: 0.5 }}>
        <Skeleton width="60%" />
      </Typography>
    </Box>
  );
}

/** The page of media as a grid (6 by 3 at 18 per page); a click toggles an item. */
export function MediaGrid({ items, placeholders = 0, chosen, onToggle }: MediaGridProps) {
  return (
    <Box
      data-testid="media-grid"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(132px, 1fr))', gap: 1.5 }}
    >
      {items.map((item) => (
        <MediaCard key={item.id} item={item} chosen={chosen.has(item.id)} onToggle={() => onToggle(item)} />
      ))}
      {items.length === 0 && Array.from({ length: placeholders }, (_, i) => <CardSkeleton key={i} />)}
    </Box>
  );
}
