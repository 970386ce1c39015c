import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Loading, Resource, type ResourceDefinitions } from 'react-admin';
import { ForbiddenPage } from '../components/ErrorPage';
import { lazyWithReload, preloadComponent, type PreloadableComponent } from '../platform/chunks';
import { PageBoundary, WithSession } from './PageScreen';
import type { ResourceDefinition } from '../../resources/core/define';
import type { ScreenProps } from './screenProps';
import { ACTION_OF_OPERATION, isOperation, requiredFor } from '../../resources/core/permissions';
import { useCanAction } from '../platform/session';
import { loadScreens } from './screensChunk';

/**
 * The generated screens live in their own chunk, loaded with the first resource page: requested
 * alongside the admin's chunk (`main.tsx` imports it as a signed-in user's page boots), and again as
 * a resource page mounts, never after its permission check (issue 8).
 */
type Screen = 'list' | 'show' | 'create' | 'edit';
const generatedScreens: Record<Screen, PreloadableComponent<ScreenProps>> = {
  list: lazyWithReload(() => loadScreens().then((m) => ({ default: m.ResourceList }))),
  show: lazyWithReload(() => loadScreens().then((m) => ({ default: m.ResourceShow }))),
  create: lazyWithReload(() => loadScreens().then((m) => ({ default: m.ResourceCreate }))),
  edit: lazyWithReload(() => loadScreens().then((m) => ({ default: m.ResourceEdit }))),
};

/**
 * Starts loading the generated screens (the app calls it as it boots, so that the first resource
 * page finds them loaded: its permission check alone is too short a head start on a cold load).
 */
export function preloadScreens(): void {
  Object.values(generatedScreens).forEach(preloadComponent);
}

function screenFor(def: ResourceDefinition, screen: Screen): ComponentType | undefined {
  const operation = screen;
  if (!def.can(operation)) return undefined;
  const Override = def.pages?.[screen];
  const Generated = generatedScreens[screen];
  function ResourceScreen(): ReactNode {
    // Checked before the screen mounts, so a forbidden route typed by hand shows the 403 page
    // without asking the server for data it would refuse. The check is the authProvider's
    // (`canAction` on the session), made at once from the loaded session: no render waits for it.
    const allowed = useCanAction({ resource: def.name }, ACTION_OF_OPERATION[screen]);
    // The screen's chunk loads while the session is awaited, not after.
    preloadComponent(Override ?? Generated);
    return (
      <WithSession>
        {() =>
          allowed ? (
            <PageBoundary name={`${def.name}-${screen}`}>
              <Suspense fallback={<Loading />}>
                {Override ? <Override /> : <Generated def={def} accessChecked />}
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

/**
 * react-admin's definitions of the resources, as its `<Resource>`s register them once mounted. The
 * admin starts with them: a table's rows read whether their record has a detail page from them,
 * and their registration after the first render re-rendered every row (issue 8).
 */
export function resourceDefinitionsOf(elements: ReturnType<typeof resourceElements>): ResourceDefinitions {
  return Object.fromEntries(
    elements.map((element) => [element.props.name, Resource.registerResource(element.props)]),
  );
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
