import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import { Alert, Box, Button, Divider, Drawer, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { DrawerHeader } from '../../components/DrawerHeader';
import { ToolbarIconButton } from '../../components/ToolbarIconButton';
import { formatMoney } from '../../platform/format';
import { IfAction } from '../../platform/IfAction';
import { linkTo } from '../../platform/routes';
import { can, useSession } from '../../platform/session';
import { useFinanceBalance } from './api';
import { servicePeriod } from './financeModel';
import { RechargeDialog } from './RechargeDialog';

/** Spec §6: the finance drawer, its cash recharge and (with their page, issue 16) the bill view. */
const BILL = 'setting.recharge.bill';
const SMS = 'setting.recharge.sms';

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', py: 1, gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="body1"
        data-testid={testId}
        sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', textAlign: 'right', whiteSpace: 'nowrap' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** The finance data drawer (spec §2): balances, month cost, service period and the recharge actions. */
export function FinanceDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const session = useSession();
  const [recharging, setRecharging] = useState(false);
  const storeId = session?.storeId;
  const finance = useFinanceBalance(storeId, open && can(session, BILL));
  const period = finance.data ? servicePeriod(finance.data) : undefined;
  const navigate = useNavigate();
  const go = (to: string) => {
    onClose();
    void navigate(to);
  };

  return (
    <>
      <Drawer
        anchor="right"
        open={open}
        onClose={onClose}
        data-testid="finance-drawer"
        slotProps={{
          paper: { 'aria-labelledby': 'finance-drawer-title', sx: { width: 380, maxWidth: '100vw' } },
        }}
      >
        <DrawerHeader
          id="finance-drawer-title"
          icon={<AccountBalanceWalletOutlinedIcon color="primary" />}
          title={translate('app.finance.title')}
          onClose={onClose}
        />
        <Divider />
        <Box sx={{ px: 2, py: 1 }}>
          {finance.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void finance.refetch()}>
                  {translate('app.finance.retry')}
                </Button>
              }
            >
              {translate('app.finance.load_error')}
            </Alert>
          ) : !finance.data ? (
            <Stack spacing={1.5} sx={{ py: 1 }}>
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} height={28} />
              ))}
            </Stack>
          ) : (
            <>
              <Row
                label={translate('app.finance.balance')}
                value={formatMoney(finance.data.balance ?? 0)}
                testId="finance-balance"
              />
              <Row
                label={translate('app.finance.sms_left')}
                value={translate('app.finance.sms_unit', { count: finance.data.sms_left_num ?? 0 })}
                testId="finance-sms"
              />
              <Row
                label={translate('app.finance.month_cost')}
                value={formatMoney(finance.data.month_cost ?? 0)}
                testId="finance-month-cost"
              />
              {period && (
                <Row label={translate('app.finance.service')} value={period} testId="finance-service" />
              )}
            </>
          )}
        </Box>
        <Divider />
        <Stack spacing={1} sx={{ p: 2 }}>
          {/* Recharging adds money: the permission's "add" action (spec §6). */}
          <IfAction permission={BILL} action="add">
            <Button variant="contained" onClick={() => setRecharging(true)} data-testid="finance-recharge">
              {translate('app.finance.recharge_cash')}
            </Button>
          </IfAction>
          {/* The SMS recharge page (spec §2): `isRecharge=1` opens the recharge, `tab=1` the bill view. */}
          {can(session, SMS) && (
            <Button
              variant="outlined"
              onClick={() => go(linkTo('smsRecharge', { isRecharge: 1 }))}
              data-testid="finance-recharge-sms"
            >
              {translate('app.finance.recharge_sms')}
            </Button>
          )}
          <Button
            variant="text"
            onClick={() => go(linkTo('smsRecharge', { tab: 1 }))}
            data-testid="finance-view-bill"
          >
            {translate('app.finance.view_bill')}
          </Button>
        </Stack>
      </Drawer>
      <RechargeDialog open={recharging} onClose={() => setRecharging(false)} storeId={storeId} />
    </>
  );
}

/** The finance icon of the header; only with `setting.recharge.bill` (spec §6). */
export function FinanceButton() {
  const session = useSession();
  const [open, setOpen] = useState(false);
  if (!can(session, BILL)) return null;
  return (
    <>
      <ToolbarIconButton
        label="app.header.icons.finance"
        icon={<AccountBalanceWalletOutlinedIcon />}
        testId="header-finance"
        haspopup="dialog"
        expanded={open}
        onClick={() => setOpen(true)}
      />
      <FinanceDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
