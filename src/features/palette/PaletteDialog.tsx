import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, CircularProgress, Dialog, Divider, InputBase, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { LoadError } from '../../components/LoadError';
import { preloadComponent } from '../../platform/chunks';
import { failureText } from '../../platform/mutations';
import { linkTo } from '../../platform/routes';
import { useSession } from '../../platform/session';
import { useNumberLookup } from './api';
import type { PaletteItem } from './paletteItems';
import { LISTBOX_ID, optionId, PaletteOptions } from './PaletteOptions';
import { readRecents, rememberPick } from './recents';
import { usePaletteGroups } from './usePaletteGroups';

const TITLE_ID = 'palette-title';

/** One key that reads as a key (Esc, Enter, arrows) in the hints. */
function Key({ children }: { children: string }) {
  return (
    <Box
      component="kbd"
      sx={{
        fontFamily: 'inherit',
        fontSize: 11,
        px: 0.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 0.5,
        color: 'text.secondary',
      }}
    >
      {children}
    </Box>
  );
}

/**
 * The palette's content: a combobox over the grouped results. The arrow keys move the active
 * option (the focus stays in the text field, the option is announced), Enter opens it, Escape
 * closes (the dialog's). A pick is kept among the user's recent ones.
 */
function PaletteBody({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const session = useSession();
  const userId = session?.id;
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(0);
  const [recents, setRecents] = useState(() => (userId === undefined ? [] : readRecents(userId)));
  const [lookupError, setLookupError] = useState<string>();
  const { groups, options, searching, searchError } = usePaletteGroups(typed, recents);
  const lookup = useNumberLookup();
  const current = Math.min(active, options.length - 1);
  const activeItem = current >= 0 ? options[current] : undefined;

  // The active option is kept in view, and its page's chunk starts loading.
  useEffect(() => {
    if (current < 0) return;
    document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' });
    if (activeItem?.kind === 'page') preloadComponent(activeItem.target.page);
  }, [current, activeItem]);

  const go = (to: string) => {
    onClose();
    navigate(to);
  };

  const pick = (item: PaletteItem) => {
    if (item.kind === 'lookup') {
      setLookupError(undefined);
      lookup.mutate(item.number, {
        onSuccess: (id) => {
          if (id === undefined) setLookupError(translate('app.header.search.not_found'));
          else go(linkTo('customerDetail', { id }));
        },
        onError: (error) => setLookupError(failureText(error)),
      });
      return;
    }
    if (userId !== undefined)
      setRecents(
        rememberPick(userId, item.kind === 'page' ? { kind: 'page', key: item.target.key } : item.customer),
      );
    go(item.kind === 'page' ? item.target.to : linkTo('customerDetail', { id: item.customer.id }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((Math.max(current, 0) + step + count) % count);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (activeItem) pick(activeItem);
    }
  };

  const query = typed.trim();
  const empty = query !== '' && options.length === 0 && !searching && !searchError;
  return (
    <>
      <Typography id={TITLE_ID} component="h2" sx={visuallyHidden}>
        {translate('app.palette.title')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1 }}>
        <SearchIcon sx={{ color: 'text.secondary' }} />
        <InputBase
          autoFocus
          fullWidth
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setActive(0);
            setLookupError(undefined);
          }}
          onKeyDown={onKeyDown}
          placeholder={translate('app.palette.placeholder')}
          inputProps={{
            role: 'combobox',
            'aria-label': translate('app.palette.placeholder'),
            'aria-autocomplete': 'list',
            'aria-expanded': options.length > 0,
            'aria-controls': options.length > 0 ? LISTBOX_ID : undefined,
            'aria-activedescendant': activeItem ? optionId(current) : undefined,
            autoComplete: 'off',
            spellCheck: false,
            'data-testid': 'palette-input',
          }}
          sx={{ fontSize: 18, py: 0.5 }}
        />
        {(searching || lookup.isPending) && (
          <CircularProgress size={18} aria-label={translate('app.palette.searching')} />
        )}
        <Box aria-hidden>
          <Key>Esc</Key>
        </Box>
      </Box>
      <Divider />
      {options.length > 0 && (
        <PaletteOptions groups={groups} active={current} onHover={setActive} onPick={pick} />
      )}
      <Box role="status" aria-live="polite" data-testid="palette-status" sx={{ px: 3 }}>
        {searching && (
          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
            {translate('app.palette.searching')}
          </Typography>
        )}
        {empty && (
          <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
            {translate('app.palette.no_result', { query })}
          </Typography>
        )}
        {!searching && !empty && (
          <Box component="span" sx={visuallyHidden}>
            {translate('app.palette.count', { smart_count: options.length })}
          </Box>
        )}
      </Box>
      {searchError && (
        <LoadError error={searchError.error} onRetry={searchError.retry} testId="palette-error" />
      )}
      {lookupError && (
        <Alert severity="warning" role="alert" data-testid="palette-lookup-error" sx={{ m: 1 }}>
          {lookupError}
        </Alert>
      )}
      <Divider />
      <Box
        sx={{ display: 'flex', gap: 2, px: 2, py: 0.75, color: 'text.secondary', typography: 'caption' }}
        aria-hidden
      >
        <span>
          <Key>↑</Key> <Key>↓</Key> {translate('app.palette.hint_move')}
        </span>
        <span>
          <Key>Enter</Key> {translate('app.palette.hint_open')}
        </span>
        <span>
          <Key>Esc</Key> {translate('app.palette.hint_close')}
        </span>
      </Box>
    </>
  );
}

/**
 * The command palette (issue 45 point 3): jump to a screen the user may open, to a customer found
 * by number or name, or to a recent pick. Its own chunk with the matching and pinyin-pro's
 * dictionary; the dialog gives the focus back to where it was when it closes.
 */
export default function PaletteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={TITLE_ID}
      data-testid="palette"
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{ paper: { sx: { mt: '12vh' } } }}
    >
      <PaletteBody onClose={onClose} />
    </Dialog>
  );
}
