import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { withDefinition, type ResourceDefinition } from '../../../../resources/core/define';
import { NotFoundPage } from '../../../components/ErrorPage';
import { ExplainedTitle } from '../../../components/ExplainedTitle';
import { ResourceList } from '../../../registry/list';
import { useResourceDefinitionOf } from '../../../platform/useResourceDefinition';
import { FIXED_FIELDS, lifecycleListOf, type LifecycleList } from './lists';

/** Inserts a list's own columns after the phone number (in view at 1366 px), else at the end. */
function withExtra(columns: readonly string[], extra: readonly string[] = []): string[] {
  const kept = columns.filter((name) => !extra.includes(name));
  const at = kept.includes('phone') ? kept.indexOf('phone') + 1 : kept.length;
  return [...kept.slice(0, at), ...extra, ...kept.slice(at)];
}

/**
 * The customer list without the columns and filters its fixed `type` (or the list) makes
 * pointless, with the list's own columns and cells.
 */
function withoutFixedFields(def: ResourceDefinition, list?: LifecycleList): ResourceDefinition {
  if (!def.list) return def;
  const hiddenColumns = list?.hiddenColumns ?? [];
  const keep = (name: string) => !FIXED_FIELDS.includes(name);
  return withDefinition(def, {
    fields: { ...def.fields, ...list?.fields },
    list: {
      ...def.list,
      columns: withExtra(def.list.columns, list?.extraColumns).filter(
        (name) => keep(name) && !hiddenColumns.includes(name),
      ),
      filters: def.list.filters?.filter(keep),
      alwaysOnFilters: def.list.alwaysOnFilters?.filter(keep),
    },
  });
}

/**
 * A customer life-cycle list (clue, public sea, my customers, my allocated, plan expiry): the
 * generated customer list with the list's `type` as a permanent filter, its own title and its own
 * stored parameters. One page component serves every list, chosen by the address.
 */
export default function LifecycleListPage() {
  const { pathname } = useLocation();
  const list = lifecycleListOf(pathname);
  const customer = useResourceDefinitionOf('customer');
  const def = useMemo(() => withoutFixedFields(customer, list), [customer, list]);
  const translate = useTranslate();
  const filter = useMemo(() => (list ? { type: list.type } : undefined), [list]);
  if (!list) return <NotFoundPage />;
  return (
    <ResourceList
      key={list.route}
      def={def}
      filter={filter}
      storeKey={`customer.${list.route}`}
      // The page's route let the user in with the list's own permission (a clue-only receptionist
      // holds no `user_view`, which the customer resource's list asks for).
      accessChecked
      title={<ExplainedTitle title={translate(list.title)} explanation={list.explanation} />}
    />
  );
}
