import { useGetList, useTranslate } from 'react-admin';
import { conflictOf, VERSION_FIELDS } from '../../../dataProvider';
import { plainValue, useFormConflict, type FormConflict } from '../../components/conflict/useFormConflict';
import { formatMoney } from '../../platform/format';
import { CONTRACT_FIELDS, formValuesOf } from './contractModel';

/** The form's label key of each compared field (`party.gender` → `gender`, the lists by their section). */
const LABELS: Readonly<Record<string, string>> = {
  config_id: 'template',
  package_id: 'package',
  services: 'services',
  order_price: 'price',
  attaches: 'attach_links',
};

/**
 * A stale save's error with the server's contract as the form's values, so the merge view compares
 * and "Keep theirs" shows the form's fields; any other error as it is.
 */
export function asFormConflict(error: unknown): unknown {
  const conflict = conflictOf(error);
  if (!conflict) return error;
  const { body } = error as { body: Record<string, unknown> };
  const version = Object.fromEntries(VERSION_FIELDS.map((name) => [name, conflict.current[name]]));
  return { status: 409, body: { ...body, current: { ...formValuesOf(conflict.current), ...version } } };
}

/** The names of a reference's records as its select input read them (react-admin's cache). */
function useNames(resource: string, field: string) {
  const { data } = useGetList<{ id: number; name?: string }>(resource, {
    pagination: { page: 1, perPage: 25 },
    sort: { field, order: field === 'id' ? 'DESC' : 'ASC' },
    filter: {},
  });
  return (id: unknown) => data?.find((r) => r.id === id)?.name ?? plainValue(id);
}

/**
 * The conflict handling of a saved contract's edit (`useFormConflict`): the generator's fields, their
 * labels, values as the sheet writes them. `record` carries the revision the form read.
 */
export function useContractConflict(input: {
  record: Readonly<Record<string, unknown>> | undefined;
  resave: (values: Record<string, unknown>, revision: number | undefined) => Promise<unknown>;
}): FormConflict {
  const translate = useTranslate();
  const template = useNames('contract-config', 'id');
  const pack = useNames('package', 'sort');
  return useFormConflict({
    record: input.record,
    fields: CONTRACT_FIELDS,
    labelOf: (field) => translate(`app.contracts.${LABELS[field] ?? field.replace(/^party\./, '')}`),
    formatValue: (field, value) => {
      if (value === undefined || value === null || value === '') return '';
      if (field === 'config_id') return template(value);
      if (field === 'package_id') return pack(value);
      if (field === 'order_price' && typeof value === 'number') return formatMoney(value);
      if (Array.isArray(value))
        return value
          .map((item: { content?: unknown; url?: unknown }) => plainValue(item?.content ?? item?.url))
          .join(translate('app.contracts.list_separator'));
      return plainValue(value);
    },
    resave: input.resave,
  });
}
