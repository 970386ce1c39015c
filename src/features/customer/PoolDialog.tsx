import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { ActionDialog } from '../../components/ActionDialog';
import { lifecycleListOf } from './lifecycle/lists';

interface PoolDialogProps {
  title: string;
  /** How many customers the action concerns (shown under the title). */
  count: number;
  submitLabel: string;
  busy: boolean;
  testId: string;
  onClose(): void;
  onSubmit(): void;
  children: ReactNode;
}

/**
 * The dialog of a customer-pool action (put back, assign evenly, remove, batch update), naming how
 * many customers it concerns.
 */
export function PoolDialog({ count, ...props }: PoolDialogProps) {
  const translate = useTranslate();
  return <ActionDialog {...props} summary={translate('app.customer_pool.selected', { count })} />;
}

/** The `type` of the customer life-cycle list on screen (0 mine, 2 public sea…), if any. */
export function useLifecycleType(): number | undefined {
  const { pathname } = useLocation();
  return lifecycleListOf(pathname)?.type;
}
