import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Button, Menu } from '@mui/material';
import { useCallback, useId, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { ACTIVE_ITEM, dropdownListSx, headerItemSx } from './headerItems';
import { overflowItemSx, overflowMoreSx } from './overflow';

export interface HeaderDropdownProps {
  /** The button's text (with a count dot, perhaps). */
  label: ReactNode;
  /** The page shown is one of the menu's. */
  active: boolean;
  /** Its place in the header's row: a section's menu, or the "More" menu of those that do not fit. */
  kind: 'item' | 'more';
  /** A section's menu that fits in the row, or a "More" menu that has something to hold. */
  shown: boolean;
  /** The menu's entries (no Fragment: MUI's MenuList takes a flat list); `close` once one is followed. */
  children: (close: () => void) => ReactNode[];
}

/**
 * A button of the header opening a menu (issue 45's top layout): MUI's menu button, with its
 * keyboard use (Enter, Space or Arrow Down opens it on its first entry; the arrows move, Enter
 * follows an entry, Escape or Tab closes it and gives the focus back to the button). The entries
 * are mounted only while it is open (MUI's Menu mounts nothing while closed).
 */
export function HeaderDropdown({ label, active, kind, shown, children }: HeaderDropdownProps) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = useCallback(() => setAnchor(null), []);
  const open = (event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>) =>
    setAnchor(event.currentTarget);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    open(event);
  };
  return (
    <>
      <Button
        id={`${id}button`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? `${id}menu` : undefined}
        endIcon={<ExpandMoreIcon />}
        className={active ? ACTIVE_ITEM : undefined}
        onClick={open}
        onKeyDown={onKeyDown}
        data-overflow-item={kind === 'item' ? '' : undefined}
        data-overflow-more={kind === 'more' ? '' : undefined}
        sx={[headerItemSx, kind === 'item' ? overflowItemSx(shown) : overflowMoreSx(shown)]}
      >
        {label}
      </Button>
      <Menu
        id={`${id}menu`}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        // Under its button, left edges aligned.
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        variant="menu"
        slotProps={{ list: { 'aria-labelledby': `${id}button`, sx: dropdownListSx } }}
      >
        {children(close)}
      </Menu>
    </>
  );
}
