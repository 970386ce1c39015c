import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { resources } from '../../resources';
import type { ResourceDefinition } from '../../resources/core/define';
import {
  slotEntries,
  type FeatureDefinition,
  type PageDefinition,
  type LayoutSlots,
  type SlotEntry,
} from './pages';

interface AppRegistry {
  resources: readonly ResourceDefinition[];
  pages: readonly PageDefinition[];
  features: readonly FeatureDefinition[];
}

const RegistryContext = createContext<AppRegistry>({ resources, pages: [], features: [] });

/** Provides the resources, bespoke pages and feature slots to the layout; tests pass their own. */
export function RegistryProvider({
  registry,
  features = [],
  children,
}: {
  registry: readonly ResourceDefinition[];
  features?: readonly FeatureDefinition[];
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({ resources: registry, pages: features.flatMap((f) => f.pages ?? []), features }),
    [registry, features],
  );
  return <RegistryContext.Provider value={value}>{children}</RegistryContext.Provider>;
}

/** The registry in use: every resource of the app. */
export function useRegistry(): readonly ResourceDefinition[] {
  return useContext(RegistryContext).resources;
}

/** Every bespoke page of the features. */
export function usePages(): readonly PageDefinition[] {
  return useContext(RegistryContext).pages;
}

/** The features' entries for one place of the frame, in order. */
export function useSlot(slot: keyof LayoutSlots): SlotEntry[] {
  const { features } = useContext(RegistryContext);
  return useMemo(() => slotEntries(features, slot), [features, slot]);
}
