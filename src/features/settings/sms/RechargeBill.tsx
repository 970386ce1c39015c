import {
  Alert,
  Box,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../../platform/format';
import { useSession } from '../../../platform/session';
import { useRechargeBill } from '../../finance/api';

/** The bill view's recharges (issue 42): each paid cash or SMS recharge of the store, newest first. */
export function RechargeBill() {
  const translate = useTranslate();
  const session = useSession();
  const bill = useRechargeBill(session?.storeId, true);
  const rows = bill.data ?? [];
  return (
    <Box sx={{ mb: 3 }} data-testid="recharge-bill">
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {translate('app.finance.bill.title')}
      </Typography>
      {bill.isError ? (
        <Alert severity="error">{translate('app.finance.load_error')}</Alert>
      ) : !bill.data ? (
        <Skeleton height={40} />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary" data-testid="recharge-bill-empty">
          {translate('app.finance.bill.empty')}
        </Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.finance.bill.paid_at')}</TableCell>
              <TableCell>{translate('app.finance.bill.type')}</TableCell>
              <TableCell align="right">{translate('app.finance.bill.amount')}</TableCell>
              <TableCell align="right">{translate('app.finance.bill.messages')}</TableCell>
              <TableCell>{translate('app.finance.bill.by')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} data-testid="recharge-bill-row">
                <TableCell>{row.paid_at}</TableCell>
                <TableCell>{translate(`app.finance.bill.${row.type}`)}</TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(row.amount)}
                </TableCell>
                <TableCell align="right">
                  {row.type === 'sms' ? (row.count ?? 0).toLocaleString() : ''}
                </TableCell>
                <TableCell>{row.worker_name ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
