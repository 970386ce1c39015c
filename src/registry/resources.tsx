import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Loading, Resource } from 'react-admin';
import { ForbiddenPage } from '../components/ErrorPage';
import { importWithReload } from './chunks';
import { PageBoundary, WithSession } from './PageScreen';
import type { ResourceDefinition } from '../../resources/core/define';
import type { ScreenProps } from './screenProps';
import { ACTION_OF_OPERATION, isOperation, requiredFor } from '../../resources/core/permissions';
import { useCanAction } from './session';

/**
 * The generated screens live in their own chunk, loaded with the first resource page: requested
 * as that page mounts, while its permission check runs, not after it (issue 8). Once the chunk is
 * in, a screen renders its component directly: a lazy component would suspend once more, and React
 * holds a revealed Suspense boundary back for 300 ms after its fallback (the list's first request
 * waited for that).
 */
type Screen = 'list' | 'show' | 'create' | 'edit';
type ScreenComponent = ComponentType<ScreenProps>;
let screensChunk: Promise<Record<Screen, ScreenComponent>> | undefined;
/** The generated screens once their chunk is in. */
let loadedScreens: Record<Screen, ScreenComponent> | undefined;
const loadScreens = () =>
  (screensChunk ??= importWithReload(() => import('./screens')).then(
    (m) =>
      (loadedScreens = {
        list: m.ResourceList,
        show: m.ResourceShow,
        create: m.ResourceCreate,
        edit: m.ResourceEdit,
      }),
    (error: unknown) => {
      screensChunk = undefined;
      throw error;
    },
  ));
const lazyScreens: Record<Screen, ScreenComponent> = {
  list: lazy(() => loadScreens().then((m) => ({ default: m.list }))),
  show: lazy(() => loadScreens().then((m) => ({ default: m.show }))),
  create: lazy(() => loadScreens().then((m) => ({ default: m.create }))),
  edit: lazy(() => loadScreens().then((m) => ({ default: m.edit }))),
};

/**
 * Starts loading the generated screens (the app calls it as it boots, so that the first resource
 * page finds them loaded: its permission check alone is too short a head start on a cold load).
 */
export function preloadScreens(): void {
  loadScreens().catch(() => undefined);
}

/** The generated screen: the loaded component once the chunk is in, else the lazy one. */
function GeneratedScreen({ def, screen }: { def: ResourceDefinition; screen: Screen }) {
  const Screen = (loadedScreens ?? lazyScreens)[screen];
  return <Screen def={def} accessChecked />;
}

function screenFor(def: ResourceDefinition, screen: Screen): ComponentType | undefined {
  const operation = screen;
  if (!def.can(operation)) return undefined;
  const Override = def.pages?.[screen];
  function ResourceScreen(): ReactNode {
    // Checked before the screen mounts, so a forbidden route typed by hand shows the 403 page
    // without asking the server for data it would refuse. The check is the authProvider's
    // (`canAction` on the session), made at once from the loaded session: no render waits for it.
    const allowed = useCanAction({ resource: def.name }, ACTION_OF_OPERATION[screen]);
    // The lazy screen below reports a failed load; this early request stays quiet.
    if (!Override) loadScreens().catch(() => undefined);
    return (
      <WithSession>
        {() =>
          allowed ? (
            <PageBoundary name={`${def.name}-${screen}`}>
              <Suspense fallback={<Loading />}>
                {Override ? <Override /> : <GeneratedScreen def={def} screen={screen} />}
              </Suspense>
            </PageBoundary>
          ) : (
            <ForbiddenPage />
          )
        }
      </WithSession>
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
