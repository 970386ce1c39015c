import type { registryByName } from '../../resources';
import type { RecordOf, ResourceDefinition, ResourceName } from '../../resources/core/define';
import { useRegistry } from './RegistryContext';

/** A record of a registered resource, typed from its zod schema. */
export type RecordOfResource<R extends ResourceName> = RecordOf<(typeof registryByName)[R]>;

/** A field name of a registered resource. */
export type FieldOf<R extends ResourceName> = Extract<keyof RecordOfResource<R>, string>;

/** The definition of a registered resource, as the app uses it (feature bindings included). */
export function useResourceDefinitionOf(name: ResourceName): ResourceDefinition {
  const def = useRegistry().find((r) => r.name === name);
  if (!def) throw new Error(`Unknown resource "${name}"`);
  return def;
}
