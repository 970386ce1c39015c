import type { ResourceBinding } from '../../../resources/core/define';
import { EffectivePermissionsCell } from './EffectivePermissionsCell';
import { WorkerRolesCell } from './WorkerRolesCell';

/**
 * The worker screens' side of roles (issue 41): the roles as chips of their names on the list and
 * detail page, and the effective permissions grouped by menu section on the detail page. The form's
 * roles (a multi-select of roles) and password come from the resource itself.
 */
export const workerRolesBinding: ResourceBinding = {
  fields: {
    role_ids: { cell: WorkerRolesCell },
    effective_permissions: { cell: EffectivePermissionsCell },
  },
};
