import { ChangeBindItem } from './actions/ChangeBindItem';
import { CopyItem } from './actions/CopyItem';
import { SamePhoneItem } from './actions/SamePhoneItem';
import { VipTimeItem } from './actions/VipTimeItem';
import { RemoveMenuItem } from './bin/RemoveButtons';
import { BackToSeaMenuItem } from './publicSea/BackToSea';
import type { RowMenuItem } from './rowMenuTypes';

/**
 * The customer row's "more" menu (actions/RowMenu.tsx), in display order. Add an entry with a
 * one-line edit; each component gates itself (`<IfAction>` / `can(session, …)`). It lives at the
 * feature's root so that it may import every sub-folder (the lint rule on `../<folder>/` imports).
 */
export const ROW_MENU_ITEMS: readonly RowMenuItem[] = [
  { id: 'vip-time', component: VipTimeItem },
  { id: 'copy', component: CopyItem },
  { id: 'same-phone', component: SamePhoneItem },
  { id: 'change-bind', component: ChangeBindItem },
  { id: 'back-to-sea', component: BackToSeaMenuItem },
  { id: 'remove', component: RemoveMenuItem },
];
