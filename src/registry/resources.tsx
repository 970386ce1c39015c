import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Loading, Resource, useCanAccess } from 'react-admin';
import { ForbiddenPage } from '../components/ErrorPage';
import { importWithReload } from './chunks';
import { PageBoundary } from './PageScreen';
import type { ResourceDefinition } from '../../resources/core/define';
import { isOperation, requiredFor } from '../../resources/core/permissions';

/**
 * The generated screens live in their own chunk, loaded with the first resource page: requested
 * as that page mounts, while its permission check runs, not after it (issue 8).
 */
let screensChunk: ReturnType<typeof importScreens> | undefined;
const importScreens = () => importWithReload(() => import('./screens'));
const loadScreens = () =>
  (screensChunk ??= importScreens().catch((error: unknown) => {
    screensChunk = undefined;
    throw error;
  }));
const screens = {
  list: lazy(() => loadScreens().then((m) => ({ default: m.ResourceList }))),
  show: lazy(() => loadScreens().then((m) => ({ default: m.ResourceShow }))),
  create: lazy(() => loadScreens().then((m) => ({ default: m.ResourceCreate }))),
  edit: lazy(() => loadScreens().then((m) => ({ default: m.ResourceEdit }))),
};

type Screen = keyof typeof screens;

function screenFor(def: ResourceDefinition, screen: Screen): ComponentType | undefined {
  const operation = screen;
  if (!def.can(operation)) return undefined;
  const Override = def.pages?.[screen];
  const Generated = screens[screen];
  function ResourceScreen(): ReactNode {
    // Checked before the screen mounts, so a forbidden route typed by hand shows the 403 page
    // without asking the server for data it would refuse.
    const { canAccess, isPending } = useCanAccess({ resource: def.name, action: screen });
    // The lazy screen below reports a failed load; this early request stays quiet.
    if (!Override) loadScreens().catch(() => undefined);
    if (isPending) return <Loading />;
    if (!canAccess) return <ForbiddenPage />;
    return (
      <PageBoundary name={`${def.name}-${screen}`}>
        <Suspense fallback={<Loading />}>{Override ? <Override /> : <Generated def={def} />}</Suspense>
      </PageBoundary>
    );
  }
  ResourceScreen.displayName = `${def.name}-${screen}`;
  return ResourceScreen;
}

/** Access rules of the registry for the authProvider's canAccess (any listed permission grants). */
export function accessRulesOf(registry: readonly ResourceDefinition[]) {
  const byName = new Map(registry.map((r) => [r.name, r]));
  return (resource: string, action: string): readonly string[] | undefined => {
    const def = byName.get(resource);
    const op = action === 'read' ? 'show' : action;
    return isOperation(op) ? requiredFor(def?.access, op) : undefined;
  };
}

/** One `<Resource>` per registry entry: routes, screens, record representation. */
export function resourceElements(registry: readonly ResourceDefinition[]) {
  return registry.map((def) => (
    <Resource
      key={def.name}
      name={def.name}
      list={screenFor(def, 'list')}
      show={screenFor(def, 'show')}
      create={screenFor(def, 'create')}
      edit={screenFor(def, 'edit')}
      recordRepresentation={def.recordRepresentation}
      icon={def.menu ? def.menu.icon : undefined}
    />
  ));
}
