import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePaymentForm } from './api';
import { formFields, readPaymentPage, ticketOfHash, type PaymentView } from './paymentModel';

/**
 * The browser demo's payment page (issue 42, route `rechargePay`, outside the layout). The demo's
 * service worker answers no page navigation, so the recharge's new window opens this page of the
 * app with the ticket in the address's fragment; it posts the ticket as a call, shows the payment
 * page the demo API answers, and posts its pay and cancel buttons the same way. With an API
 * server the new window gets that page straight from the server instead.
 */
export function PaymentPage() {
  const translate = useTranslate();
  const post = usePaymentForm();
  const [view, setView] = useState<PaymentView>();
  const holder = useRef<HTMLDivElement>(null);
  const sent = useRef(false);
  const { mutate } = post;
  const { hash, pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    // The ticket is spent by its first post: sent once, and taken out of the address.
    if (sent.current) return;
    sent.current = true;
    void navigate(pathname, { replace: true });
    mutate({ ticket: ticketOfHash(hash) }, { onSuccess: ({ html }) => setView(readPaymentPage(html)) });
  }, [mutate, hash, pathname, navigate]);

  useLayoutEffect(() => {
    if (view?.title) document.title = view.title;
    if (holder.current)
      holder.current.replaceChildren(...(view?.main ? [document.importNode(view.main, true)] : []));
  }, [view]);

  return (
    <Box sx={{ p: 2 }} data-testid="payment-route">
      {view?.style && <style>{view.style}</style>}
      <div
        ref={holder}
        onSubmit={(event) => {
          event.preventDefault();
          if (event.target instanceof HTMLFormElement)
            mutate(formFields(event.target), { onSuccess: ({ html }) => setView(readPaymentPage(html)) });
        }}
      />
      {!view && !post.isError && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'center', mt: 6 }}>
          <CircularProgress size={20} />
          <Typography color="text.secondary">{translate('app.finance.payment.loading')}</Typography>
        </Stack>
      )}
      {post.isError && (
        <Alert severity="error" sx={{ maxWidth: 420, mx: 'auto', mt: 6 }}>
          {translate('app.finance.payment.failed')}
        </Alert>
      )}
    </Box>
  );
}

export default PaymentPage;
