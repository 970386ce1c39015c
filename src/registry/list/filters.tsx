import type { ReactElement } from 'react';
import { SearchInput } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/core/define';
import { FieldInput } from '../inputs';

/** The list's filter inputs: the search box, then the declared filters (none when a bound list panel holds them). */
export function buildFilters(def: ResourceDefinition): ReactElement[] {
  const filters: ReactElement[] = [];
  if (def.listPanel?.filters) return filters;
  if (def.list?.search) filters.push(<SearchInput key="q" source="q" alwaysOn />);
  for (const name of def.list?.filters ?? []) {
    const info = def.fieldMap[name];
    const alwaysOn = def.list?.alwaysOnFilters?.includes(name) ?? false;
    filters.push(
      <FieldInput key={name} source={name} def={def} info={info} variant="filter" alwaysOn={alwaysOn} />,
    );
  }
  return filters;
}
