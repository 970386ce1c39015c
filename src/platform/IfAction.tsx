import type { ReactNode } from 'react';
import type { Action } from '../../resources/core/permissions';
import { useCanAction, type ActionTarget } from './session';

type IfActionProps = ActionTarget & {
  action: Action;
  children: ReactNode;
};

/**
 * Spec §6's action directive: renders its children only when the user may do `action` on the
 * resource (or under the permission); otherwise the element is not there at all (not disabled).
 *
 * ```tsx
 * <IfAction resource="customer" action="export"><ServerExportButton /></IfAction>
 * <IfAction permission="setting.recharge.bill" action="add"><RechargeButton /></IfAction>
 * ```
 */
export function IfAction({ action, children, ...target }: IfActionProps) {
  return useCanAction(target, action) ? children : null;
}
