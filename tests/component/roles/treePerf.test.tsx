import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../../i18n';
import { resources } from '../../../resources';
import { features } from '../../../src/app/features';
import { PermissionTree } from '../../../src/features/roles/PermissionTree';
import { cataloguePermissions } from '../../../src/platform/permissionCatalogue';
import { inApp } from './renderRoleForm';

const pages = features.flatMap((f) => f.pages ?? []);
const everything = cataloguePermissions(resources, pages).map((permission) => ({ permission, actions: [] }));

/**
 * Issue 41 point 7 asks for no long task over 100 ms in a browser, which jsdom cannot measure: it
 * builds a DOM some ten times slower. What it can hold is the shape that keeps the tree cheap — a
 * few elements per row, every action shown — and an order of magnitude on the time of a render
 * after the first (the first reads every resource's schema for the catalogue).
 */
const ELEMENT_BUDGET = 1400;
const JSDOM_RENDER_BUDGET_MS = 1000;

describe('the permission tree renders cheaply (issue 41 point 7)', () => {
  it('every permission checked, with all its actions: few elements per row, and a render well within budget', async () => {
    const i18nProvider = await createI18nProvider('zh-CN');
    const tree = () => inApp(<PermissionTree value={everything} onChange={() => undefined} />, i18nProvider);
    render(tree()).unmount();
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const start = performance.now();
      const view = render(tree());
      times.push(performance.now() - start);
      expect(view.container.querySelectorAll('[data-permission]')).toHaveLength(everything.length);
      expect(view.container.querySelectorAll('.pt-actions input').length).toBeGreaterThan(everything.length);
      expect(view.container.querySelectorAll('*').length).toBeLessThan(ELEMENT_BUDGET);
      view.unmount();
    }
    expect(times.sort((a, b) => a - b)[1]).toBeLessThan(JSDOM_RENDER_BUDGET_MS);
  });
});
