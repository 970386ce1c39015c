import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  ResourceDefinitionContext,
  type ResourceDefinition as RaResourceDefinition,
  type ResourceDefinitions,
} from 'react-admin';

/** Two definitions of a resource with the same fields, each the same value. */
function sameDefinition(a: RaResourceDefinition | undefined, b: RaResourceDefinition): boolean {
  if (!a) return false;
  const keys = Object.keys(b) as (keyof RaResourceDefinition)[];
  return Object.keys(a).length === keys.length && keys.every((key) => Object.is(a[key], b[key]));
}

/**
 * React-admin's resource definitions, known from the first render, that stay the same object while
 * the resources do (issue 8). React-admin registers its resources again whenever its routes are set,
 * which it does once after mounting: it unregisters every resource, then registers it again. With
 * its own provider each unregister made a new set of definitions, so every screen reading them (the
 * menu, the list, its rows) rendered again right after a list had first shown. Here an unregister
 * takes effect only if the resource is not registered again in the same commit.
 */
export function StableResourceDefinitions({
  definitions: initial,
  children,
}: {
  definitions: ResourceDefinitions;
  children: ReactNode;
}) {
  const [definitions, setDefinitions] = useState(initial);
  const leaving = useRef(new Set<string>());
  const register = useCallback((config: RaResourceDefinition) => {
    leaving.current.delete(config.name);
    setDefinitions((known) =>
      sameDefinition(known[config.name], config) ? known : { ...known, [config.name]: config },
    );
  }, []);
  const unregister = useCallback((config: RaResourceDefinition) => {
    leaving.current.add(config.name);
    queueMicrotask(() => {
      if (!leaving.current.delete(config.name)) return;
      setDefinitions((known) => {
        if (!(config.name in known)) return known;
        const { [config.name]: _removed, ...rest } = known;
        return rest;
      });
    });
  }, []);
  const value = useMemo(() => ({ definitions, register, unregister }), [definitions, register, unregister]);
  return <ResourceDefinitionContext.Provider value={value}>{children}</ResourceDefinitionContext.Provider>;
}
