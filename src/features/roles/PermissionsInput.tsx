import { Alert, Box } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { FieldSlotProps } from '../../../resources/core/define';
import type { RoleGrant } from '../../../resources/role';
import { MenuPreviewButton } from './MenuPreview';
import { PermissionTree } from './PermissionTree';

const NO_GRANTS: readonly RoleGrant[] = [];

/**
 * The role form's `permissions` (issue 41 point 2): the permission tree, disabled with a note when
 * the role is an administrator's (it holds every permission), and the menu preview.
 */
export function PermissionsInput({ source, resource }: FieldSlotProps) {
  const translate = useTranslate();
  const { field } = useInput({ source, resource });
  const isAdmin = Number(useWatch({ name: 'is_admin' })) === 1;
  const value = Array.isArray(field.value) ? (field.value as RoleGrant[]) : NO_GRANTS;
  return (
    <Box sx={{ width: '100%' }}>
      {/* The form section's title names the field already ("Permissions"): no second label. */}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <MenuPreviewButton />
      </Box>
      {isAdmin && (
        <Alert severity="info" sx={{ my: 1 }}>
          {translate('app.roles.admin_note')}
        </Alert>
      )}
      <PermissionTree value={value} onChange={field.onChange} disabled={isAdmin} />
    </Box>
  );
}
