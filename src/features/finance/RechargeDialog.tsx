import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  InputAdornment,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useStartPayment } from './api';
import { rechargeAmountError } from './rechargeModel';

export interface RechargeDialogProps {
  open: boolean;
  onClose: () => void;
  storeId: number | undefined;
}

/**
 * "cash balance recharge" (spec §2, §5): the amount is checked (V01-V03), a single-use ticket is
 * asked for it, and the ticket is posted to the finance recharge path in a new window (V04): no
 * token goes into a form field (issue 42).
 */
export function RechargeDialog({ open, onClose, storeId }: RechargeDialogProps) {
  const translate = useTranslate();
  const payment = useStartPayment();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const [touched, setTouched] = useState(false);

  const close = () => {
    setAmount('');
    setError(undefined);
    setTouched(false);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby="recharge-title">
      <form
        data-testid="recharge-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const problem = rechargeAmountError(amount);
          setTouched(true);
          setError(problem);
          if (!problem)
            payment.start({ type: 'cash', amount: Number(amount.trim()), store_id: storeId }, close);
        }}
      >
        <DialogTitle id="recharge-title">{translate('app.finance.recharge.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2, fontSize: 13 }}>
            {translate('app.finance.recharge.hint')}
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            required
            name="amount"
            label={translate('app.finance.recharge.amount')}
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              if (touched) setError(rechargeAmountError(e.target.value));
            }}
            onBlur={() => {
              setTouched(true);
              setError(rechargeAmountError(amount));
            }}
            error={!!error}
            helperText={error ? translate(error) : ' '}
            slotProps={{
              htmlInput: { inputMode: 'decimal', 'data-testid': 'recharge-amount' },
              input: { startAdornment: <InputAdornment position="start">¥</InputAdornment> },
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('app.finance.recharge.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={payment.isPending}
            data-testid="recharge-submit"
          >
            {translate('app.finance.recharge.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
