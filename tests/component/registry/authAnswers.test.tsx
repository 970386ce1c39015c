import { render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import {
  AdminContext,
  testDataProvider,
  useCanAccess,
  useGetIdentity,
  usePermissions,
  useResourceDefinitionContext,
  useResourceDefinitions,
  type ResourceDefinitions,
} from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createAuthProvider, type AppAuthProvider } from '../../../authProvider';
import { createAdminQueryClient } from '../../../src/platform/queryClient';
import { StableResourceDefinitions } from '../../../src/platform/StableResourceDefinitions';
import { loginAs, setupDemoServer } from '../../support/renderApp';

setupDemoServer();

interface Seen {
  name: string | undefined;
  canDeleteCustomer: boolean | undefined;
  canDeleteStore: boolean | undefined;
}

/**
 * What react-admin's auth hooks give at each render. Without a `getPermissions` in the authProvider,
 * `usePermissions` gives a settled empty answer, but its query still renders its caller again when
 * it settles: the number of renders tells.
 */
function AuthProbe({ seen }: { seen: Seen[] }) {
  usePermissions();
  const { identity } = useGetIdentity();
  const customer = useCanAccess({ resource: 'customer', action: 'delete' });
  const store = useCanAccess({ resource: 'store', action: 'delete' });
  seen.push({
    name: identity?.fullName,
    canDeleteCustomer: customer.canAccess,
    canDeleteStore: store.canAccess,
  });
  return null;
}

function renderProbe(authProvider: AppAuthProvider) {
  const seen: Seen[] = [];
  render(
    <AdminContext
      authProvider={authProvider}
      dataProvider={testDataProvider()}
      queryClient={createAdminQueryClient(authProvider)}
    >
      <AuthProbe seen={seen} />
    </AdminContext>,
  );
  return seen;
}

/** Only a store needs a permission no demo account has. */
const accessRules = (resource: string) => (resource === 'store' ? ['no.such.permission'] : []);

describe("react-admin's auth questions that the loaded session answers (issue 8)", () => {
  it('[V23] are answered at the first render: permissions, identity and access, with no second pass', async () => {
    await loginAs('admin');
    const authProvider = createAuthProvider({ accessRules });
    const session = await authProvider.getSession();
    const seen = renderProbe(authProvider);
    const answered = {
      name: session.name,
      canDeleteCustomer: true,
      canDeleteStore: false,
    };
    expect(seen[0]).toEqual(answered);
    // No query settles later and renders the probe again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(1);
  });

  it('[V23] are asked for as before while the session is not loaded, with the same answers', async () => {
    await loginAs('admin');
    const authProvider = createAuthProvider({ accessRules });
    expect(authProvider.loadedSession()).toBeUndefined();
    const seen = renderProbe(authProvider);
    // Access that needs no permission is known at once; the rest waits for the session.
    expect(seen[0]).toEqual({ name: undefined, canDeleteCustomer: true, canDeleteStore: undefined });
    await waitFor(() =>
      expect(seen.at(-1)).toEqual({
        name: authProvider.loadedSession()?.name,
        canDeleteCustomer: true,
        canDeleteStore: false,
      }),
    );
  });
});

const definitions: ResourceDefinitions = {
  customer: { name: 'customer', hasList: true, hasEdit: false, hasShow: true, hasCreate: false },
  store: { name: 'store', hasList: true, hasEdit: true, hasShow: true, hasCreate: true },
};

/** Registers again as react-admin does when its routes are set: every resource out, then back in. */
function ReRegister({ names, thenDrop }: { names: string[]; thenDrop?: string }) {
  const { register, unregister } = useResourceDefinitionContext();
  useEffect(() => {
    for (const name of names) unregister(definitions[name]);
    for (const name of names) if (name !== thenDrop) register(definitions[name]);
  }, [names, thenDrop, register, unregister]);
  return null;
}

function DefinitionsProbe({ seen }: { seen: ResourceDefinitions[] }) {
  seen.push(useResourceDefinitions());
  return null;
}

describe('the resource definitions (issue 8)', () => {
  it('stay the same object when react-admin unregisters and registers the same resources again', async () => {
    const seen: ResourceDefinitions[] = [];
    render(
      <StableResourceDefinitions definitions={definitions}>
        <DefinitionsProbe seen={seen} />
        <ReRegister names={['customer', 'store']} />
      </StableResourceDefinitions>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBe(definitions);
  });

  it('lose a resource that is unregistered and not registered again', async () => {
    const seen: ResourceDefinitions[] = [];
    render(
      <StableResourceDefinitions definitions={definitions}>
        <DefinitionsProbe seen={seen} />
        <ReRegister names={['customer', 'store']} thenDrop="store" />
      </StableResourceDefinitions>,
    );
    await waitFor(() => expect(Object.keys(seen.at(-1) ?? {})).toEqual(['customer']));
  });
});
