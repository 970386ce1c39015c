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
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { API_BASE_URL } from '../../../dataProvider/config';
import { tokens } from '../../../dataProvider/tokens';
import { RECHARGE_PATH, rechargeAmountError } from './rechargeModel';

export interface RechargeDialogProps {
  open: boolean;
  onClose: () => void;
  storeId: number | undefined;
}

/**
 * "cash balance recharge" (spec §2, §5): the amount is checked (V01-V03), then the form is posted
 * for real to the finance recharge path in a new window (V04), with the store and the token.
 */
export function RechargeDialog({ open, onClose, storeId }: RechargeDialogProps) {
  const translate = useTranslate();
  const form = useRef<HTMLFormElement>(null);
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
        ref={form}
        method="post"
        action={`${API_BASE_URL}${RECHARGE_PATH}`}
        target="_blank"
        rel="noopener"
        data-testid="recharge-form"
        noValidate
        onSubmit={(event) => {
          const problem = rechargeAmountError(amount);
          setTouched(true);
          setError(problem);
          // Valid: let the browser post the form to the new window, then close the dialog.
          if (problem) event.preventDefault();
          else setTimeout(close, 0);
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
          <input type="hidden" name="store_id" value={storeId ?? ''} />
          <input type="hidden" name="token" value={tokens.authorization() ?? ''} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('app.finance.recharge.cancel')}</Button>
          <Button type="submit" variant="contained" data-testid="recharge-submit">
            {translate('app.finance.recharge.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
