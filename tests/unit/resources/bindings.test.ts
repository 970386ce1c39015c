import { expectTypeOf } from 'vitest';
import { registryByName, resources } from '../../../resources';
import { applyBindings, type ResourceBindings } from '../../../resources/core/define';
import { RESOURCE_NAMES, type ResourceName } from '../../../resources/core/names';
import { features } from '../../../src/app/features';
import { linkTo, linkToResource } from '../../../src/platform/routes';

function Cell() {
  return null;
}

describe('resources bound from the feature side', () => {
  it('registers exactly the names of RESOURCE_NAMES, each under its own name', () => {
    expect(Object.keys(registryByName).sort()).toEqual([...RESOURCE_NAMES].sort());
    for (const [name, def] of Object.entries(registryByName)) expect(def.name).toBe(name);
  });

  it('types bindings, references and links by resource name (an unknown name does not compile)', () => {
    expectTypeOf<'customer'>().toExtend<ResourceName>();
    expectTypeOf<'no-such-resource'>().not.toExtend<ResourceName>();
    expectTypeOf<ResourceBindings>().not.toHaveProperty('no-such-resource');
    expectTypeOf(linkToResource).parameter(0).toEqualTypeOf<ResourceName>();
  });

  it('merges a binding into its resource and leaves the others as they are', () => {
    const bound = applyBindings(resources, [
      { store: { fields: { name: { cell: Cell } } } },
      { store: { recordActions: [Cell] } },
    ]);
    const store = bound.find((r) => r.name === 'store');
    expect(store?.fields?.name?.cell).toBe(Cell);
    expect(store?.recordActions).toEqual([Cell]);
    expect(bound.find((r) => r.name === 'tag')).toBe(resources.find((r) => r.name === 'tag'));
  });

  it('resource files stay pure data: the worker\'s "log in as" comes from the account feature', () => {
    expect(registryByName.worker).not.toHaveProperty('recordActions');
    const bound = applyBindings(
      resources,
      features.flatMap((f) => (f.bindings ? [f.bindings] : [])),
    );
    // "Log in as" (account) and "set password" (dashboard, issue 14).
    expect(bound.find((r) => r.name === 'worker')?.recordActions).toHaveLength(2);
  });
});

describe('typed links', () => {
  it('builds every named route without a path literal in components', () => {
    expect(linkTo('home')).toBe('/');
    expect(linkTo('userCenter')).toBe('/userCenter/index');
    expect(linkTo('customerDetail', { id: 5 })).toBe('/customer/detail?id=5');
    expect(linkTo('customerClue')).toBe('/customer/clue');
    expect(linkTo('missedCalls', { filter: '{"handle_state":0}' })).toBe(
      '/worker-call?filter=%7B%22handle_state%22%3A0%7D',
    );
    expect(linkToResource('store', 'show', 3)).toBe('/store/3/show');
    expect(linkToResource('store', 'edit', 3)).toBe('/store/3');
    expect(linkToResource('store', 'create')).toBe('/store/create');
  });
});
