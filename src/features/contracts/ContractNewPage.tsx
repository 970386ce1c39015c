import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import {
  Form,
  ResourceContextProvider,
  SaveButton,
  useGetList,
  useGetOne,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import type { CreatedContract } from '../../../dataProvider';
import { LoadError } from '../../components/LoadError';
import { FormHandle, type FormHandleValue } from '../../registry/form/FormHandle';
import { UnsavedChangesGuard } from '../../registry/form/UnsavedChangesGuard';
import { DraftKeeper } from '../../platform/DraftKeeper';
import { failureText } from '../../platform/mutations';
import { linkTo } from '../../platform/routes';
import { useSession } from '../../platform/session';
import { usePageTabTitle } from '../../platform/tabTitle';
import { useCreateContract, useUpdateContract } from './api';
import { ContractFields, useNextNo, useTemplate } from './ContractFields';
import { ContractSheet } from './ContractSheet';
import {
  asSaved,
  formValuesOf,
  initialValues,
  partyOf,
  toContractBody,
  type ContractCustomer,
  type ContractFormValues,
  type ContractIdentity,
} from './contractModel';
import { EContractActions } from './EContractActions';
import { asFormConflict, useContractConflict } from './useContractConflict';

/** The print preview beside the form: the sheet, Print, and the e-contract calls when the site has them. */
function PreviewPane({ customerId, saved }: { customerId: number; saved: CreatedContract | undefined }) {
  const translate = useTranslate();
  const session = useSession();
  const values = useWatch<ContractFormValues>() as ContractFormValues;
  const { data: template } = useTemplate(values.config_id);
  const nextNo = useNextNo(values.config_id);
  const no = saved?.no ?? nextNo.data?.no ?? '';
  const complete = !!values.config_id && values.order_price !== null && !!values.start && !!values.end;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1.5, displayPrint: 'none' }} flexWrap="wrap" useFlexGap>
        <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1, fontWeight: 600 }}>
          {translate('app.contracts.preview')}
        </Typography>
        {session?.eContractOpen && (
          <EContractActions
            body={complete ? toContractBody(customerId, values) : undefined}
            no={no}
            savedId={saved?.id}
          />
        )}
        <Button
          variant="outlined"
          startIcon={<PrintIcon />}
          onClick={() => window.print()}
          data-testid="contract-print"
        >
          {translate('app.contracts.print')}
        </Button>
      </Stack>
      <ContractSheet values={values} template={template} no={no} />
    </Box>
  );
}

/**
 * The generator's form. The first save creates the contract (`editing`: the contract opened to
 * change it); the form then edits it: a save sends what changed since the form started (saved, or
 * theirs after a conflict) on the revision read, and a stale one opens the merge view. Each success
 * resets the form to what it saved, so the guard lets the page go; after a failure the values stay
 * unsaved and leaving still asks.
 */
function Generator({
  customer,
  defaults,
  editing,
}: {
  customer: ContractCustomer;
  defaults: ContractFormValues;
  editing?: CreatedContract;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [saved, setSaved] = useState<CreatedContract | undefined>(editing);
  // The "saved" banner tells of a save made on this visit, not of a contract opened for editing.
  const [savedHere, setSavedHere] = useState(false);
  const editTitle = editing ? translate('app.contracts.edit_title_no', { no: editing.no }) : undefined;
  usePageTabTitle(editTitle);
  const handle = useRef<FormHandleValue>(null);
  const create = useCreateContract();
  const update = useUpdateContract();
  const bodyOf = (values: unknown) => toContractBody(customer.id, values as ContractFormValues);
  const savedAs = (values: ContractFormValues) => (contract: CreatedContract) => {
    setSaved(contract);
    setSavedHere(true);
    handle.current?.form.reset(values);
  };

  const change = (values: Record<string, unknown>, revision: number | undefined) => {
    if (!saved) return Promise.reject(new Error('no contract to change'));
    const mine = asSaved(values as unknown as ContractFormValues);
    return update
      .mutateAsync({
        id: saved.id,
        body: bodyOf(mine),
        previous: bodyOf(handle.current?.startedFrom ?? defaults),
        revision,
      })
      .then(savedAs(mine), (error: unknown) => Promise.reject(asFormConflict(error)));
  };
  const conflict = useContractConflict({ record: saved, resave: change });
  // The form waits for the answer; a failure is said and the form keeps what was typed.
  const onSubmit = (data: FieldValues) => {
    if (!saved)
      return create.mutateAsync(bodyOf(data)).then(savedAs(data as ContractFormValues), () => undefined);
    return change(data, conflict.baseRevision).catch((error: unknown) => {
      if (!conflict.onSaveError(error, asSaved(data as ContractFormValues) as unknown as FieldValues))
        notify(failureText(error), { type: 'error' });
    });
  };
  const contractsLink = linkTo('customerDetail', { id: customer.id, tab: 'contract' });
  return (
    // The inputs' labels and the form iterators need a resource: the contracts'.
    <ResourceContextProvider value="contract">
      <Form defaultValues={defaults} onSubmit={onSubmit} noValidate>
        <FormHandle handleRef={handle} />
        <UnsavedChangesGuard />
        <DraftKeeper />
        {conflict.element}
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2, displayPrint: 'none' }}>
          <Button component={RouterLink} to={contractsLink} startIcon={<ArrowBackIcon />}>
            {translate('app.contracts.back')}
          </Button>
          <Typography variant="h6" component="h1" sx={{ flexGrow: 1 }}>
            {editTitle ?? translate('app.contracts.title')}
            {customer.name ? ` · ${customer.name}` : ''}
          </Typography>
        </Stack>
        {/* Said once a save of this visit succeeded, not for the contract opened as it was. */}
        {saved && savedHere && (
          <Alert
            severity="success"
            sx={{ mb: 2, displayPrint: 'none' }}
            data-testid="contract-saved"
            action={
              <Button component={RouterLink} to={contractsLink} color="inherit" size="small">
                {translate('app.contracts.view_contracts')}
              </Button>
            }
          >
            {translate('app.contracts.saved_title', { no: saved.no })}
          </Alert>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', lg: 'minmax(420px, 5fr) minmax(0, 6fr)' },
          }}
        >
          <Card variant="outlined" sx={{ displayPrint: 'none' }}>
            <CardContent>
              <ContractFields savedNo={saved?.no} />
              {/* Saved, the button saves changes: enabled once the form differs from what was saved. */}
              <SaveButton
                label={saved ? 'app.contracts.save_changes' : 'app.contracts.save'}
                alwaysEnable={saved === undefined}
                data-testid="contract-save"
              />
            </CardContent>
          </Card>
          <PreviewPane customerId={customer.id} saved={saved} />
        </Box>
      </Form>
    </ResourceContextProvider>
  );
}

/** Reads the customer, its identity certificate and the default services, then shows the generator. */
function GeneratorLoader({ customerId }: { customerId: number }) {
  const translate = useTranslate();
  const customer = useGetOne<ContractCustomer>('customer', { id: customerId }, { retry: false });
  // Real name and ID card come from the identity certificate, when the user may read it.
  const identity = useGetList<ContractIdentity & { id: number }>(
    'customer-auth',
    {
      filter: { customer_id: customerId, type: 1 },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'DESC' },
    },
    { retry: false },
  );
  const services = useGetList<{ id: number; name: string }>(
    'service-config',
    { pagination: { page: 1, perPage: 6 }, sort: { field: 'sort', order: 'ASC' } },
    { retry: false },
  );
  if (customer.error) return <LoadError error={customer.error} onRetry={() => void customer.refetch()} />;
  if (
    customer.isPending ||
    (identity.isPending && !identity.error) ||
    (services.isPending && !services.error)
  )
    return <Skeleton variant="rounded" height={480} data-testid="contract-loading" />;
  const names = (services.data ?? []).map((s) => s.name).filter(Boolean);
  const defaults = initialValues(
    partyOf(customer.data, identity.data?.[0], translate),
    names.length ? names : [''],
  );
  return <Generator customer={customer.data} defaults={defaults} />;
}

/** A saved contract as `GET contract/{id}` answers it: the form reads it with `formValuesOf`. */
type StoredContract = Record<string, unknown> & { id: number; no?: unknown; customer_id?: unknown };

/** Reads a saved contract and its customer (for the title), then shows the generator editing it. */
function EditLoader({ contractId }: { contractId: number }) {
  const contract = useGetOne<StoredContract>('contract', { id: contractId }, { retry: false });
  const customerId = Number(contract.data?.customer_id) || 0;
  const customer = useGetOne<ContractCustomer>(
    'customer',
    { id: customerId },
    { retry: false, enabled: customerId > 0 },
  );
  if (contract.error) return <LoadError error={contract.error} onRetry={() => void contract.refetch()} />;
  if (contract.isPending || (customerId > 0 && customer.isPending && !customer.error))
    return <Skeleton variant="rounded" height={480} data-testid="contract-loading" />;
  const { data } = contract;
  const editing: CreatedContract = { ...data, id: data.id, no: typeof data.no === 'string' ? data.no : '' };
  return (
    <Generator
      customer={customer.data ?? { id: customerId }}
      defaults={formValuesOf(data)}
      editing={editing}
    />
  );
}

const idOf = (raw: string | null | undefined) => (raw && /^\d+$/.test(raw) ? Number(raw) : 0);

/**
 * The contract generator (issue 15 point 4): `/contract/new?customer_id=` makes one,
 * `/contract/{id}/edit` changes a saved one (issue 40; its draft and tab are the contract's).
 */
export default function ContractNewPage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const contractId = idOf(useParams().id);
  const customerId = idOf(params.get('customer_id'));
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }} data-testid="contract-new-page">
      {contractId > 0 ? (
        <EditLoader key={contractId} contractId={contractId} />
      ) : customerId > 0 ? (
        <GeneratorLoader key={customerId} customerId={customerId} />
      ) : (
        <Alert severity="info">{translate('app.contracts.no_customer')}</Alert>
      )}
    </Box>
  );
}
