import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, Menu } from '@mui/material';
import { useId, useState, type MouseEvent } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { LazyTooltip } from '../../../components/LazyTooltip';
import { useSessionAccess } from '../../../platform/session';
import { ROW_MENU_ITEMS } from '../rowMenuItems';

const stop = (e: MouseEvent) => e.stopPropagation();

/**
 * The "more" (kebab) button of a customer row and of the detail page: a menu of the items of
 * `ROW_MENU_ITEMS`. The menu is built on the first opening and then kept mounted, so an item's
 * dialog stays open after the menu closes. Clicks never reach the row (which opens the detail).
 * Every item works on the customer (`user_view`): a user without it (a clue-only receptionist) gets
 * no button that would open an empty menu.
 */
export function CustomerRowMenu() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [built, setBuilt] = useState(false);
  const menuId = useId();
  const access = useSessionAccess();
  if (!record || !access.can('user_view')) return null;
  const label = translate('app.customer_actions.more');
  const close = () => setAnchor(null);
  return (
    <span onClick={stop}>
      <LazyTooltip title={label}>
        <IconButton
          size="small"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={!!anchor}
          data-testid="customer-row-menu"
          onClick={(e) => {
            setBuilt(true);
            setAnchor(e.currentTarget);
          }}
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
      </LazyTooltip>
      {built && (
        // The items are components that render their MenuItem, so the list itself takes the focus
        // (no item auto-focused); the arrow keys then move through the items.
        <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={close} keepMounted disableAutoFocusItem>
          {ROW_MENU_ITEMS.map(({ id, component: Item }) => (
            <Item key={id} record={record} onClose={close} />
          ))}
        </Menu>
      )}
    </span>
  );
}
