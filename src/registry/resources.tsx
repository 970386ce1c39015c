import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Loading, Resource, useCanAccess } from 'react-admin';
import { ForbiddenPage } from '../components/ErrorPage';
import { importWithReload } from './chunks';
import type { ResourceDefinition } from '../../resources/core/define';

/** The generated screens live in their own chunk, loaded with the first resource page. */
const loadScreens = () => importWithReload(() => import('./screens'));
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
    if (isPending) return <Loading />;
    if (!canAccess) return <ForbiddenPage />;
    return <Suspense fallback={<Loading />}>{Override ? <Override /> : <Generated def={def} />}</Suspense>;
  }
  ResourceScreen.displayName = `${def.name}-${screen}`;
  return ResourceScreen;
}

/** Access rules of the registry for the authProvider's canAccess (any listed permission grants). */
export function accessRulesOf(registry: readonly ResourceDefinition[]) {
  const byName = new Map(registry.map((r) => [r.name, r]));
  return (resource: string, action: string): readonly string[] | undefined => {
    const def = byName.get(resource);
    if (!def?.access) return undefined;
    const op = action === 'read' ? 'show' : action;
    return def.access[op as keyof typeof def.access] ?? (op === 'show' ? def.access.list : undefined);
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
