import { createContext, useContext, type ReactNode } from 'react';
import { resources } from '../../resources';
import type { ResourceDefinition } from '../../resources/core/define';

const RegistryContext = createContext<readonly ResourceDefinition[]>(resources);

/** Provides the registry to the shell (menu, titles, home); tests pass their own. */
export function RegistryProvider({
  registry,
  children,
}: {
  registry: readonly ResourceDefinition[];
  children: ReactNode;
}) {
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

/** The registry in use: every resource of the app. */
export function useRegistry(): readonly ResourceDefinition[] {
  return useContext(RegistryContext);
}
