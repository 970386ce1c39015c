import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider, RechargeTicket, RechargeTicketBody } from '../../../dataProvider';
import { defineMutation, useAppMutation } from '../../platform/mutations';
import { openPaymentWindow, PAYMENT_POLL_MS, sendTicket, usePaymentWatched, watchPayment } from './payment';

/** Query keys of the finance domain. */
export const financeKeys = {
  all: ['finance'] as const,
  balance: (storeId: number | string | null | undefined) => ['finance', 'balance', storeId ?? null] as const,
  bill: (storeId: number | string | null | undefined) => ['finance', 'bill', storeId ?? null] as const,
};

/**
 * The finance drawer's figures (spec §3 finance balance), loaded while the drawer is open. They
 * are asked again when the window gets the focus back and, while a payment page opened lately,
 * every few seconds: a recharge paid in the other window shows here (issue 42).
 */
export function useFinanceBalance(storeId: number | string | null | undefined, enabled: boolean) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const watched = usePaymentWatched();
  return useQuery({
    queryKey: financeKeys.balance(storeId),
    queryFn: () => dataProvider.getFinanceBalance(storeId),
    enabled,
    throwOnError: false,
    retry: false,
    refetchOnWindowFocus: 'always',
    refetchInterval: watched ? PAYMENT_POLL_MS : false,
  });
}

/** The store's paid recharges (the bill), asked again like the balance. */
export function useRechargeBill(storeId: number | string | null | undefined, enabled: boolean) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const watched = usePaymentWatched();
  return useQuery({
    queryKey: financeKeys.bill(storeId),
    queryFn: () => dataProvider.getRechargeBill(storeId),
    enabled,
    throwOnError: false,
    retry: false,
    refetchOnWindowFocus: 'always',
    refetchInterval: watched ? PAYMENT_POLL_MS : false,
  });
}

/** Writes of the finance domain (the mutation table test walks each one). */
export const financeWrites = {
  /** A single-use ticket for the payment page (no token goes into a form field). */
  rechargeTicket: defineMutation<RechargeTicketBody, RechargeTicket>({
    name: 'finance.rechargeTicket',
    call: (dp, body) => dp.createRechargeTicket(body),
    refresh: false,
  }),
  /** The browser demo's payment page: the ticket, then pay or cancel, posted as calls. */
  paymentForm: defineMutation<Record<string, string>, { status: number; html: string }>({
    name: 'finance.paymentForm',
    call: (dp, fields) => dp.postRechargeForm(fields),
    invalidate: [financeKeys.all],
    refresh: false,
  }),
};

/**
 * Starts a recharge: a blank window opened in the click, the ticket asked for, then the window
 * sent to the payment page and the balance watched; a refused ticket closes the window (and the
 * failure is said). `opened` runs once the payment page is on its way.
 */
export function useStartPayment() {
  const mutation = useAppMutation(financeWrites.rechargeTicket);
  const start = (body: RechargeTicketBody, opened?: () => void) => {
    const win = openPaymentWindow();
    // Settled even if the asking component is gone by then: the blank window never stays open.
    mutation.mutateAsync(body).then(
      ({ ticket }) => {
        sendTicket(win, ticket);
        watchPayment();
        opened?.();
      },
      () => win?.close(),
    );
  };
  return { start, isPending: mutation.isPending };
}

/** The browser demo's payment page posts. */
export const usePaymentForm = () => useAppMutation(financeWrites.paymentForm, { notifyError: false });
