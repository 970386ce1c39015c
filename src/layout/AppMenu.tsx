import HomeIcon from '@mui/icons-material/Home';
import { Box, ListSubheader, Divider } from '@mui/material';
import { Fragment, useMemo } from 'react';
import { Menu, useCanAccessResources, useSidebarState, useTranslate } from 'react-admin';
import { useRegistry } from '../registry/RegistryContext';
import { labelKeys } from '../registry/labels';
import { menuGroups } from './menuModel';

/** The side menu: the permission-filtered registry grouped by section (spec §2). */
export function AppMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const registry = useRegistry();
  const withMenu = useMemo(() => registry.filter((r) => r.menu), [registry]);
  const { canAccess, isPending } = useCanAccessResources({
    action: 'list',
    resources: withMenu.map((r) => r.name),
  });
  const groups = useMemo(
    () => menuGroups(isPending || !canAccess ? [] : withMenu.filter((r) => canAccess[r.name])),
    [canAccess, isPending, withMenu],
  );
  return (
    <Box component="nav" data-testid="side-menu" aria-label={translate('app.menu.label')}>
      <Menu sx={{ mt: 1 }}>
        <Menu.DashboardItem leftIcon={<HomeIcon />} primaryText={translate('app.menu.home')} />
        {groups.map((group) => (
          <Fragment key={group.section}>
            {open ? (
              <ListSubheader
                disableSticky
                sx={{ lineHeight: '32px', mt: 1, bgcolor: 'transparent', fontSize: 12, letterSpacing: 0.5 }}
              >
                {translate(labelKeys.menuSection(group.section))}
              </ListSubheader>
            ) : (
              <Divider sx={{ my: 0.5 }} />
            )}
            {group.items.map((r) => (
              <Menu.ResourceItem key={r.name} name={r.name} />
            ))}
          </Fragment>
        ))}
      </Menu>
    </Box>
  );
}
