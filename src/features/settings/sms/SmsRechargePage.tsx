import { Box, Button, Card, CardActionArea, CardContent, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { ResourceTable } from '../../../registry/blocks';
import { formatMoney } from '../../../platform/format';
import { can, useSession } from '../../../platform/session';
import { useFinanceBalance, useStartPayment } from '../../finance/api';
import { RechargeBill } from './RechargeBill';
import { SMS_PACKAGES } from './smsModel';

const SMS = 'setting.recharge.sms';
const BILL = 'setting.recharge.bill';

/**
 * The recharge tab: the SMS balance, the packages, and the payment in a new window, which a
 * single-use ticket opens (issue 42); the balance follows once it is paid.
 */
function RechargeTab({ opened }: { opened: boolean }) {
  const translate = useTranslate();
  const session = useSession();
  const balance = useFinanceBalance(session?.storeId, true);
  const [chosen, setChosen] = useState<number>(SMS_PACKAGES[0].id);
  const payment = useStartPayment();
  return (
    <Stack spacing={2} data-testid="sms-recharge" data-opened={opened ? 'true' : 'false'}>
      <Typography variant="body1" data-testid="sms-balance">
        {translate('app.sms.balance', { count: balance.data?.sms_left_num ?? '—' })}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          payment.start({ type: 'sms', package_id: chosen, store_id: session?.storeId });
        }}
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 2 }}>
          {SMS_PACKAGES.map((p) => (
            <Card
              key={p.id}
              variant="outlined"
              sx={{
                borderColor: p.id === chosen ? 'primary.main' : undefined,
                borderWidth: p.id === chosen ? 2 : 1,
              }}
            >
              <CardActionArea
                onClick={() => setChosen(p.id)}
                aria-pressed={p.id === chosen}
                data-testid={`sms-package-${p.id}`}
              >
                <CardContent>
                  <Typography variant="h6">
                    {translate('app.finance.sms_unit', { count: p.count })}
                  </Typography>
                  <Typography color="text.secondary">{formatMoney(p.price)}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>
        <Button
          type="submit"
          variant="contained"
          sx={{ mt: 2 }}
          disabled={payment.isPending}
          data-testid="sms-recharge-submit"
        >
          {translate('app.finance.recharge.submit')}
        </Button>
      </Box>
    </Stack>
  );
}

/**
 * `/dataLog/message/recharge` (spec §2): the SMS recharge (`isRecharge=1`, `setting.recharge.sms`)
 * and the bill view (`tab=1`, `setting.recharge.bill`: what the messages cost).
 */
export function SmsRechargePage() {
  const translate = useTranslate();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const tabs = [can(session, SMS) && 'recharge', can(session, BILL) && 'bill'].filter(
    (t): t is 'recharge' | 'bill' => !!t,
  );
  const wanted = params.get('tab') === '1' ? 'bill' : 'recharge';
  const tab = tabs.includes(wanted) ? wanted : tabs[0];
  return (
    <Box sx={{ py: 2 }}>
      <Title title="app.sms.recharge_title" />
      <Tabs
        value={tab ?? false}
        onChange={(_, value: 'recharge' | 'bill') => setParams(value === 'bill' ? { tab: '1' } : {})}
        sx={{ mb: 2 }}
      >
        {tabs.map((t) => (
          <Tab key={t} value={t} label={translate(`app.sms.tabs.${t}`)} data-testid={`sms-tab-${t}`} />
        ))}
      </Tabs>
      {tab === 'recharge' && <RechargeTab opened={params.get('isRecharge') === '1'} />}
      {tab === 'bill' && (
        <Box data-testid="sms-bill">
          <RechargeBill />
          <ResourceTable resource="sms-record" sort={{ field: 'created_at', order: 'DESC' }} />
        </Box>
      )}
    </Box>
  );
}

export default SmsRechargePage;
