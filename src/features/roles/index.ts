import { defineFeature } from '../../platform/pages';
import { PermissionsInput } from './PermissionsInput';
import { GrantTextCell, PermissionsCell, WorkerCountCell } from './RoleCells';
import { workerRolesBinding } from './workerBindings';

/**
 * Roles (issue 41): the role form's permission tree and menu preview, a role's permissions on its
 * page, its staff count linked to the staff list, the permission log's grants as labels, and a
 * worker's roles and effective permissions.
 */
export const rolesFeature = defineFeature({
  name: 'roles',
  bindings: {
    role: {
      fields: {
        permissions: { input: PermissionsInput, cell: PermissionsCell },
        worker_count: { cell: WorkerCountCell },
      },
    },
    'role-log': { fields: { added: { cell: GrantTextCell }, removed: { cell: GrantTextCell } } },
    worker: workerRolesBinding,
  },
});
