import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  InputAdornment,
  LinearProgress,
  Pagination,
  Stack,
  Switch,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { MediaItem, MediaType } from '../../../dataProvider/methods';
import { useMediaList } from './api';
import { MediaGrid } from './MediaGrid';
import { ALL_TAGS, MEDIA_PAGE_SIZE, MEDIA_TYPES, pageCount } from './mediaModel';
import { TagPanel } from './TagPanel';

export interface MediaFilters {
  type: MediaType;
  tagId: number;
}

interface MediaBrowserProps {
  /** The library page (tags editable, upload, actions on the selection) or the picker. */
  mode: 'manage' | 'pick';
  initialType?: MediaType;
  chosen: ReadonlySet<number>;
  onToggle(item: MediaItem): void;
  /** The type or tag changed (the page clears its selection). */
  onFiltersChange?(filters: MediaFilters): void;
  /** The page's toolbar: upload and the selection's actions, for the type and tag on screen. */
  actions?(filters: MediaFilters): ReactNode;
}

const KEYWORD_DELAY = 400;

/**
 * The media library (spec §2): tabs image 0 / video 1, tags on the left, keyword, "only mine",
 * 18 items per page (S19) with loading, empty and error states.
 */
export function MediaBrowser({
  mode,
  initialType = 0,
  chosen,
  onToggle,
  onFiltersChange,
  actions,
}: MediaBrowserProps) {
  const translate = useTranslate();
  const [type, setType] = useState<MediaType>(initialType);
  const [tagId, setTagId] = useState(ALL_TAGS);
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [onlySelf, setOnlySelf] = useState(false);
  // A changed keyword applies after a pause and starts again at page 1 (not on mount: a page chosen
  // meanwhile stays).
  useEffect(() => {
    const next = typed.trim();
    if (next === keyword) return;
    const timer = setTimeout(() => {
      setKeyword(next);
      setPage(1);
    }, KEYWORD_DELAY);
    return () => clearTimeout(timer);
  }, [typed, keyword]);
  const list = useMediaList({
    type,
    tag_id: tagId,
    page,
    per_page: MEDIA_PAGE_SIZE,
    keyword: keyword || undefined,
    only_self: onlySelf ? 1 : 0,
    scene: mode === 'pick' ? 'picker' : 'library',
  });
  const change = (next: MediaFilters) => {
    setType(next.type);
    setTagId(next.tagId);
    setPage(1);
    onFiltersChange?.(next);
  };
  const total = list.data?.meta.total ?? 0;
  const items = list.data?.data ?? [];
  return (
    <Box data-testid={`media-browser-${mode}`}>
      <Tabs value={type} onChange={(_, value: MediaType) => change({ type: value, tagId })} sx={{ mb: 1 }}>
        {MEDIA_TYPES.map((t) => (
          <Tab key={t} value={t} label={translate(`app.media.type.${t}`)} data-testid={`media-type-${t}`} />
        ))}
      </Tabs>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TagPanel value={tagId} onChange={(id) => change({ type, tagId: id })} editable={mode === 'manage'} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}
          >
            <TextField
              size="small"
              fullWidth={false}
              sx={{ width: 240 }}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              placeholder={translate('app.media.keyword')}
              slotProps={{
                htmlInput: { 'aria-label': translate('app.media.keyword'), 'data-testid': 'media-keyword' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={onlySelf}
                  onChange={(e) => {
                    setOnlySelf(e.target.checked);
                    setPage(1);
                  }}
                  slotProps={{ input: { 'data-testid': 'media-only-self' } as object }}
                />
              }
              label={translate('app.media.only_self')}
            />
            <Box sx={{ flex: 1 }} />
            {actions?.({ type, tagId })}
          </Stack>
          {/* The bar's place is kept while nothing loads: its coming and going moves nothing. */}
          <Box sx={{ height: 4, mb: 1 }}>{list.isFetching && <LinearProgress />}</Box>
          {list.isError && (
            <Alert
              severity="error"
              sx={{ mb: 1 }}
              action={
                <Button size="small" onClick={() => void list.refetch()}>
                  {translate('app.media.retry')}
                </Button>
              }
            >
              {translate('app.media.load_failed')}
            </Alert>
          )}
          {list.isSuccess && items.length === 0 && (
            <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }} data-testid="media-empty">
              {translate(`app.media.empty_${type}`)}
            </Typography>
          )}
          <MediaGrid
            items={items}
            placeholders={list.isPending ? MEDIA_PAGE_SIZE : 0}
            chosen={chosen}
            onToggle={onToggle}
          />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'flex-end', mt: 2 }}>
            <Typography variant="body2" color="text.secondary" data-testid="media-total">
              {translate('app.media.total', { count: total })}
            </Typography>
            <Pagination
              count={pageCount(total)}
              page={page}
              onChange={(_, p) => setPage(p)}
              size="small"
              data-testid="media-pagination"
            />
          </Stack>
        </Box>
      </Stack>
    </Box>
  );
}
