import AddIcon from '@mui/icons-material/Add';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Chip, Link, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ContractRecord } from '../../../../../resources/contract';
import { safeLinkUrl } from '../../../../../resources/core/safeUrl';
import { LoadError } from '../../../../components/LoadError';
import { formatDate, formatMoney } from '../../../../platform/format';
import { linkTo } from '../../../../platform/routes';
import { useCanAction } from '../../../../platform/session';
import {
  ItemCard,
  Pager,
  RowsSkeleton,
  TabBody,
  TabEmpty,
  TabNotAllowed,
  useCustomerPage,
  useListAllowed,
  useWorkerNames,
} from './tabKit';
import type { DetailTabProps } from './types';

const RESOURCE = 'contract';
const PER_PAGE = 10;
const SORT = { field: 'signed_at', order: 'DESC' } as const;

/** The file name of an attachment's address (`…/HT2025….pdf` → `HT2025….pdf`), if it has one. */
function fileName(url: string): string | undefined {
  try {
    const last = new URL(url).pathname.split('/').pop();
    return last ? decodeURIComponent(last) : undefined;
  } catch {
    return undefined;
  }
}

/** One labelled value of a contract card. */
function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Box sx={{ typography: 'body2' }} data-testid={testId}>
        {children}
      </Box>
    </Box>
  );
}

/** The contract generator's own check on `PUT contract/{id}`: `user_view` with its edit action. */
const EDIT_TARGET = { permission: 'user_view' } as const;

function ContractItem({
  contract,
  worker,
  editable,
}: {
  contract: ContractRecord;
  worker?: string;
  editable: boolean;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.customer_contracts.${key}`, options);
  // Only http(s) addresses become links; anything else the server sent is left out.
  const links = (contract.attaches ?? []).flatMap((a) => {
    const href = safeLinkUrl(a.url);
    return href ? [href] : [];
  });
  const tabular = { fontVariantNumeric: 'tabular-nums' } as const;
  return (
    <Box component="li" sx={{ listStyle: 'none' }} data-testid="contract-item">
      <ItemCard>
        <Stack direction="row" spacing={2} alignItems="baseline" flexWrap="wrap" useFlexGap>
          <Typography
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 600, ...tabular, flexGrow: 1 }}
            data-testid="contract-no"
          >
            {contract.no}
          </Typography>
          {worker && (
            <Typography variant="caption" color="text.secondary">
              {t('by', { name: worker })}
            </Typography>
          )}
          <Typography
            variant="subtitle1"
            component="p"
            sx={{ fontWeight: 600, ...tabular }}
            aria-label={`${t('price')} ${formatMoney(contract.order_price)}`}
            data-testid="contract-price"
          >
            {formatMoney(contract.order_price)}
          </Typography>
          {editable && (
            <Button
              component={RouterLink}
              to={linkTo('contractEdit', { id: contract.id })}
              size="small"
              startIcon={<EditIcon />}
              aria-label={translate('app.contracts.edit_label', { no: contract.no })}
              data-testid="contract-edit"
            >
              {translate('app.contracts.edit')}
            </Button>
          )}
        </Stack>
        <Box
          sx={{
            mt: 1,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
          }}
        >
          <Fact label={t('signed_at')} testId="contract-signed">
            <Box component="span" sx={tabular}>
              {formatDate(contract.signed_at)}
            </Box>
          </Fact>
          <Fact label={t('period')} testId="contract-period">
            <Box component="span" sx={tabular}>
              {contract.expireTime
                ? t('period_range', {
                    start: formatDate(contract.expireTime.start),
                    end: formatDate(contract.expireTime.end),
                  })
                : translate('app.customer_detail.no_value')}
            </Box>
          </Fact>
        </Box>
        <Box sx={{ mt: 1.5 }}>
          <Fact label={t('services')} testId="contract-services">
            <Stack direction="row" spacing={0.75} flexWrap="wrap" useFlexGap sx={{ mt: 0.5 }}>
              {(contract.services ?? []).map((s, i) => (
                <Chip key={`${i}-${s.content}`} size="small" variant="outlined" label={s.content} />
              ))}
            </Stack>
          </Fact>
        </Box>
        <Box sx={{ mt: 1.5 }}>
          <Fact label={t('attaches')} testId="contract-attaches">
            {links.length === 0 ? (
              <Typography variant="body2" color="text.disabled">
                {t('no_attaches')}
              </Typography>
            ) : (
              <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
                {links.map((href, i) => (
                  <Link
                    key={href}
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="body2"
                    sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                  >
                    <AttachFileIcon fontSize="inherit" aria-hidden />
                    {fileName(href) ?? t('attach', { n: i + 1 })}
                  </Link>
                ))}
              </Stack>
            )}
          </Fact>
        </Box>
      </ItemCard>
    </Box>
  );
}

/** The customer's contracts (`contract`), newest signature first (issue 11 point 2). */
export default function ContractTab({ customerId }: DetailTabProps) {
  const translate = useTranslate();
  const allowed = useListAllowed(RESOURCE);
  const [page, setPage] = useState(1);
  const { data, total, isPending, error, refetch } = useCustomerPage<ContractRecord>(
    RESOURCE,
    customerId,
    page,
    PER_PAGE,
    SORT,
    allowed === true,
  );
  const workers = useWorkerNames(data);
  const editable = useCanAction(EDIT_TARGET, 'edit');
  return (
    <TabBody testId="contract-tab">
      {allowed === true && (
        <Stack direction="row" justifyContent="flex-end" sx={{ mb: 1.5 }}>
          <Button
            component={RouterLink}
            to={linkTo('contractNew', { customer_id: customerId })}
            variant="contained"
            size="small"
            startIcon={<AddIcon />}
            data-testid="contract-new"
          >
            {translate('app.contracts.new')}
          </Button>
        </Stack>
      )}
      {allowed === false ? (
        <TabNotAllowed />
      ) : error != null ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <RowsSkeleton rows={2} height={170} />
      ) : !data?.length ? (
        <TabEmpty text={translate('app.customer_contracts.empty')} />
      ) : (
        <>
          <Stack
            component="ol"
            spacing={1.5}
            sx={{ m: 0, p: 0 }}
            aria-label={translate('app.customer_contracts.list')}
          >
            {data.map((contract) => (
              <ContractItem
                key={contract.id}
                contract={contract}
                editable={editable}
                worker={contract.worker_id === undefined ? undefined : workers.get(contract.worker_id)}
              />
            ))}
          </Stack>
          <Pager page={page} perPage={PER_PAGE} total={total} onChange={setPage} />
        </>
      )}
    </TabBody>
  );
}
