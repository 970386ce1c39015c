import { Box, Typography } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import {
  ArrayInput,
  DateInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  required,
  useGetOne,
  useInput,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { FileUploader } from '../../components/upload/FileUploader';
import { amountInWords } from './amount';
import { useNextContractNo } from './api';
import {
  absoluteUrl,
  endAfterStart,
  httpUrl,
  periodEnd,
  today,
  type ContractFormValues,
} from './contractModel';

interface ConfigRecord {
  id: number;
  name?: string;
  package_id?: number;
  party_a?: string;
  party_a_phone?: string;
  terms?: string;
  seal?: string;
}
interface PackageRecord {
  id: number;
  price?: number;
  duration_days?: number;
}

const idOrZero = (v: unknown) => (typeof v === 'number' && v > 0 ? v : 0);

/** The chosen template (`contract-config`), read once and shared by the form and the sheet. */
export function useTemplate(configId: unknown) {
  const id = idOrZero(configId);
  return useGetOne<ConfigRecord>('contract-config', { id }, { enabled: id > 0 });
}

/** The number the contract will get when saved (`contract/next-no`). */
export function useNextNo(configId: unknown) {
  return useNextContractNo(idOrZero(configId));
}

/**
 * Choosing a template brings its package; choosing a package brings its price and the end of the
 * service period (its duration from the start). Both stay editable.
 */
function TemplateSync() {
  const { setValue, getValues, getFieldState } = useFormContext<ContractFormValues>();
  const configId = useWatch<ContractFormValues, 'config_id'>({ name: 'config_id' });
  const packageId = useWatch<ContractFormValues, 'package_id'>({ name: 'package_id' });
  const { data: config } = useTemplate(configId);
  const pid = idOrZero(packageId);
  const { data: pack } = useGetOne<PackageRecord>('package', { id: pid }, { enabled: pid > 0 });
  // Only a template chosen on the form: a saved contract opened without a package keeps none.
  useEffect(() => {
    if (config?.package_id && !getValues('package_id') && getFieldState('config_id').isDirty)
      setValue('package_id', config.package_id, { shouldDirty: true });
  }, [config, getValues, getFieldState, setValue]);
  const applied = useRef<number>(0);
  useEffect(() => {
    if (!pack || applied.current === pack.id) return;
    applied.current = pack.id;
    // Only a package chosen on the form: one the form was reset to (a saved contract, theirs) keeps
    // the contract's price and period.
    if (!getFieldState('package_id').isDirty) return;
    if (typeof pack.price === 'number') setValue('order_price', pack.price, { shouldDirty: true });
    if (typeof pack.duration_days === 'number')
      setValue('end', periodEnd(getValues('start') || today(), pack.duration_days), { shouldDirty: true });
  }, [pack, getValues, getFieldState, setValue]);
  return null;
}

/** The fee in Chinese capitals under its input (V22). */
function AmountWords() {
  const translate = useTranslate();
  const price = useWatch<ContractFormValues, 'order_price'>({ name: 'order_price' });
  if (price === null || price === undefined) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="amount-words" sx={{ mt: -1, mb: 1 }}>
      {translate('app.contracts.price_words', { words: amountInWords(price) })}
    </Typography>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1, color: 'text.secondary' }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
}

/** The signed scan or PDF of the contract: uploaded files (their addresses made absolute). */
const ATTACH_EXTENSIONS = ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png'] as const;
const ATTACH_LIMIT = 5;

function UploadedAttachments() {
  const { field } = useInput({ source: 'uploaded' });
  const value: string[] = Array.isArray(field.value) ? field.value.filter((v) => typeof v === 'string') : [];
  return (
    <FileUploader
      value={value}
      onChange={(list) => field.onChange(list.map((url) => absoluteUrl(url)))}
      extensions={ATTACH_EXTENSIONS}
      limit={ATTACH_LIMIT}
      testId="contract-uploader"
    />
  );
}

const PARTY_INPUTS = ['gender', 'age', 'education', 'height', 'marriage', 'habitation'] as const;
const half = { width: { xs: '100%', sm: 'calc(50% - 8px)' } } as const;

/**
 * The generator's inputs: template and package, party B, services, period, fee, dates, attachments.
 * `savedNo`: the number of the contract once saved (or opened for editing), shown instead of the next.
 */
export function ContractFields({ savedNo }: { savedNo?: string }) {
  const translate = useTranslate();
  const configId = useWatch<ContractFormValues, 'config_id'>({ name: 'config_id' });
  const nextNo = useNextNo(savedNo ? null : configId);
  const label = (key: string) => `app.contracts.${key}`;
  return (
    <>
      <TemplateSync />
      <Section title="app.contracts.section.template">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          <ReferenceInput
            source="config_id"
            reference="contract-config"
            sort={{ field: 'id', order: 'DESC' }}
          >
            <SelectInput optionText="name" label={label('template')} validate={required()} sx={half} />
          </ReferenceInput>
          <ReferenceInput source="package_id" reference="package" sort={{ field: 'sort', order: 'ASC' }}>
            <SelectInput optionText="name" label={label('package')} sx={half} />
          </ReferenceInput>
        </Box>
        <Typography variant="body2" color="text.secondary" data-testid="next-no">
          {savedNo
            ? translate('app.contracts.no_saved', { no: savedNo })
            : nextNo.data
              ? translate('app.contracts.no_next', { no: nextNo.data.no })
              : translate('app.contracts.no_pending')}
        </Typography>
      </Section>
      <Section title="app.contracts.section.party">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          <TextInput source="party.real_name" label={label('real_name')} validate={required()} sx={half} />
          <TextInput source="party.id_card" label={label('id_card')} sx={half} />
          {PARTY_INPUTS.map((key) => (
            <TextInput key={key} source={`party.${key}`} label={label(key)} sx={half} />
          ))}
          <TextInput source="party.wants" label={label('wants')} multiline fullWidth />
        </Box>
      </Section>
      <Section title="app.contracts.section.service">
        <ArrayInput source="services" label={label('services')}>
          <SimpleFormIterator inline disableReordering>
            <TextInput
              source="content"
              label={label('service')}
              validate={required()}
              sx={{ minWidth: 320 }}
            />
          </SimpleFormIterator>
        </ArrayInput>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          <DateInput source="start" label={label('start')} validate={required()} sx={half} />
          <DateInput source="end" label={label('end')} validate={[required(), endAfterStart]} sx={half} />
          <NumberInput source="order_price" label={label('price')} min={0} validate={required()} sx={half} />
          <DateInput source="signed_at" label={label('signed_at')} validate={required()} sx={half} />
        </Box>
        <AmountWords />
      </Section>
      <Section title="app.contracts.section.attaches">
        <UploadedAttachments />
        <ArrayInput source="attaches" label={label('attach_links')}>
          <SimpleFormIterator inline disableReordering>
            <TextInput
              source="url"
              label={label('attach_url')}
              validate={[required(), httpUrl]}
              sx={{ minWidth: 360 }}
            />
          </SimpleFormIterator>
        </ArrayInput>
      </Section>
    </>
  );
}
