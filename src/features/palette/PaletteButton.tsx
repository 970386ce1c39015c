import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { IconButton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LazyTooltip } from '../../components/LazyTooltip';
import { preloadComponent } from '../../platform/chunks';
import { isApple, openPalette, PaletteDialog, shortcutText, usePaletteOpen } from './paletteState';

const preload = () => preloadComponent(PaletteDialog);

/**
 * The header's palette button: its name translated, its tooltip the name and the shortcut. The
 * dialog's chunk starts loading when the button is pointed at or focused, so the click finds it in.
 */
export function PaletteButton() {
  const translate = useTranslate();
  const open = usePaletteOpen();
  const name = translate('app.palette.open');
  return (
    <LazyTooltip title={`${name} (${shortcutText()})`}>
      <IconButton
        color="inherit"
        aria-label={name}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts={isApple() ? 'Meta+K' : 'Control+K'}
        data-testid="palette-button"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={openPalette}
      >
        <ManageSearchIcon />
      </IconButton>
    </LazyTooltip>
  );
}
