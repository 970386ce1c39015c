import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import CallMadeIcon from '@mui/icons-material/CallMade';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import PhoneCallbackIcon from '@mui/icons-material/PhoneCallback';
import PhoneMissedIcon from '@mui/icons-material/PhoneMissed';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef, type ComponentType } from 'react';
import { useTranslate, useUserMenu } from 'react-admin';
import type { SimulateKind } from '../../../dataProvider';
import type { SlotEntry } from '../../platform/pages';
import { useSimulate } from './api';

const ICONS: Record<SimulateKind, ComponentType<{ fontSize?: 'small' }>> = {
  incoming: PhoneCallbackIcon,
  missed: PhoneMissedIcon,
  outgoing: CallMadeIcon,
  alert: CampaignOutlinedIcon,
  notice: PersonAddAltOutlinedIcon,
};

const KINDS: readonly SimulateKind[] = ['incoming', 'missed', 'outgoing', 'alert', 'notice'];

function simulateItem(kind: SimulateKind) {
  const Icon = ICONS[kind];
  const Item = forwardRef<HTMLLIElement>(function SimulateMenuItem(_props, ref) {
    const translate = useTranslate();
    const userMenu = useUserMenu();
    const simulate = useSimulate();
    return (
      <MenuItem
        ref={ref}
        data-testid={`simulate-${kind}`}
        disabled={simulate.isPending}
        onClick={() => {
          userMenu?.onClose();
          simulate.mutate(kind);
        }}
      >
        <ListItemIcon>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate(`app.calls.simulate.${kind}`)}</ListItemText>
      </MenuItem>
    );
  });
  return Item;
}

/** Demo builds: account menu entries that make the demo API push a call, an alert or a notice. */
export const SIMULATE_MENU_ITEMS: readonly SlotEntry[] = KINDS.map((kind, i) => ({
  id: `simulate-${kind}`,
  component: simulateItem(kind),
  order: 60 + i,
}));
