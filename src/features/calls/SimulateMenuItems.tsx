import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import CallMadeIcon from '@mui/icons-material/CallMade';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import PhoneCallbackIcon from '@mui/icons-material/PhoneCallback';
import PhoneMissedIcon from '@mui/icons-material/PhoneMissed';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forwardRef, type ComponentType } from 'react';
import { useDataProvider, useNotify, useTranslate, useUserMenu } from 'react-admin';
import type { AppDataProvider, SimulateKind } from '../../../dataProvider';
import type { SlotEntry } from '../../platform/pages';
import { callKeys } from './api';

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
    const notify = useNotify();
    const userMenu = useUserMenu();
    const dataProvider = useDataProvider<AppDataProvider>();
    const queryClient = useQueryClient();
    const simulate = useMutation({
      mutationFn: () => dataProvider.demoSimulate(kind),
      // An outgoing call is not announced by the socket: the popup finds it as the active call.
      onSuccess: () => queryClient.invalidateQueries({ queryKey: callKeys.all }),
      onError: (e: Error) => notify(e.message, { type: 'error' }),
    });
    return (
      <MenuItem
        ref={ref}
        data-testid={`simulate-${kind}`}
        disabled={simulate.isPending}
        onClick={() => {
          userMenu?.onClose();
          simulate.mutate();
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
