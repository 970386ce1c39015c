import HomeIcon from '@mui/icons-material/Home';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  ListSubheader,
} from '@mui/material';
import { createElement, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { RoleGrant } from '../../../resources/role';
import { labelKeys } from '../../platform/labels';
import { allowedMenuGroups } from '../../platform/menu';
import { usePages, useRegistry } from '../../platform/RegistryContext';
import { effectiveAccess } from '../../platform/roleAccess';
import { useCatalogue } from './useCatalogue';

/** What of the role form the preview reads. */
export interface PreviewRole {
  is_admin?: unknown;
  permissions?: readonly RoleGrant[];
}

/**
 * The menu a role would give, before it is saved (issue 41 point 4): Home, then the sections and
 * entries of the menu that the role's access (`effectiveAccess`, as the demo API derives it) opens,
 * by the same rule as the side menu (`allowedMenuGroups`); an administrator role sees everything.
 */
export function MenuPreviewDialog({ role, onClose }: { role: PreviewRole; onClose: () => void }) {
  const translate = useTranslate();
  const registry = useRegistry();
  const pages = usePages();
  const catalogue = useCatalogue();
  const groups = useMemo(() => {
    const access = effectiveAccess(
      [{ is_admin: Number(role.is_admin) === 1 ? 1 : 0, permissions: role.permissions ?? [] }],
      catalogue.all,
    );
    return allowedMenuGroups(registry, pages, access);
  }, [role, catalogue, registry, pages]);
  return (
    <Dialog open onClose={onClose} aria-labelledby="role-preview-title" maxWidth="xs" fullWidth>
      <DialogTitle id="role-preview-title">{translate('app.roles.preview_title')}</DialogTitle>
      {/* Focusable: a long menu scrolls, and the keyboard must be able to scroll it too. */}
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby="role-preview-title">
        <DialogContentText variant="body2">{translate('app.roles.preview_hint')}</DialogContentText>
        <List dense data-testid="role-preview-menu" aria-labelledby="role-preview-title">
          <ListItem>
            <ListItemIcon>
              <HomeIcon />
            </ListItemIcon>
            <ListItemText primary={translate('app.menu.home')} />
          </ListItem>
          {groups.flatMap((group) => [
            <ListSubheader key={`section-${group.section}`} disableSticky>
              {translate(labelKeys.menuSection(group.section))}
            </ListSubheader>,
            ...group.entries.map((entry) => (
              <ListItem key={entry.key}>
                <ListItemIcon>{createElement(entry.icon)}</ListItemIcon>
                <ListItemText primary={translate(entry.label, entry.labelOptions)} />
              </ListItem>
            )),
          ])}
        </List>
        {groups.length === 0 && (
          <DialogContentText variant="body2">{translate('app.roles.preview_empty')}</DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.roles.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The "Preview menu" button of the role form: the dialog reads the form's values as they are now. */
export function MenuPreviewButton() {
  const translate = useTranslate();
  const { getValues } = useFormContext<PreviewRole>();
  const [role, setRole] = useState<PreviewRole>();
  return (
    <>
      <Button
        size="small"
        startIcon={<VisibilityOutlinedIcon />}
        onClick={() => setRole({ is_admin: getValues('is_admin'), permissions: getValues('permissions') })}
      >
        {translate('app.roles.preview')}
      </Button>
      {role && <MenuPreviewDialog role={role} onClose={() => setRole(undefined)} />}
    </>
  );
}
