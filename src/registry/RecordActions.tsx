import { Suspense } from 'react';
import type { ResourceDefinition } from '../../resources/core/define';

/** The resource's extra record actions (e.g. "log in as" on a worker), in the record's context. */
export function RecordActions({ def }: { def: ResourceDefinition }) {
  if (!def.recordActions?.length) return null;
  return (
    <Suspense fallback={null}>
      {def.recordActions.map((Action, index) => (
        <Action key={index} />
      ))}
    </Suspense>
  );
}
