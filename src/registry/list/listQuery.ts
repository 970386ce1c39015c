import type { SortPayload } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/core/define';
import type { FieldInfo } from '../../../resources/core/reader';
import type { PrefetchReferences } from '../../../dataProvider/prefetch';
import { columnsOf } from './columns';

/** A reference column of a table: where its ids point and which field names the target. */
export interface ReferenceColumn {
  field: string;
  resource: string;
  display: string;
  /** The target has a detail page. */
  hasShow: boolean;
}

/** The field that names a record of `resource`: the reference's own choice, else the target's. */
export function referenceDisplay(
  info: FieldInfo,
  registry: readonly ResourceDefinition[],
): Omit<ReferenceColumn, 'field'> | undefined {
  const reference = info.meta.reference;
  if (!reference) return undefined;
  const target = registry.find((r) => r.name === reference.resource);
  return {
    resource: reference.resource,
    display: reference.display ?? target?.recordRepresentation ?? 'id',
    hasShow: target?.can('show') ?? false,
  };
}

/** The reference columns among `columns`, in their order. */
export function referenceColumnsOf(
  columns: readonly FieldInfo[],
  registry: readonly ResourceDefinition[],
): ReferenceColumn[] {
  return columns.flatMap((info) => {
    const target = referenceDisplay(info, registry);
    return target ? [{ field: info.name, ...target }] : [];
  });
}

/**
 * What a generated list asks its first page with, besides what the user chose (react-admin's
 * `sort` and `perPage` props, and `meta.prefetch`: the records its rows point at come with the
 * page). One definition for `<ResourceList>` and for the request sent as the app boots
 * (`src/app/early/firstPage.ts`), which must ask exactly the same.
 */
export function listQueryOf(def: ResourceDefinition, registry: readonly ResourceDefinition[]) {
  const prefetch: PrefetchReferences = referenceColumnsOf(columnsOf(def), registry).map(
    ({ field, resource }) => ({ field, resource }),
  );
  return {
    sort: (def.list?.sort ?? { field: 'id', order: 'DESC' }) satisfies SortPayload,
    perPage: def.list?.perPage ?? 10,
    meta: { prefetch },
  };
}
