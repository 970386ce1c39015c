import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { features } from '../../src/app/features';
import { defineFeature, type FeatureDefinition } from '../../src/platform/pages';

/** What a component test learns from the rendered admin's query cache. */
export interface QueryProbe {
  /** The app's features plus the probe, for `renderApp(path, undefined, probe.features)`. */
  features: readonly FeatureDefinition[];
  /**
   * The HTTP status of the error a query of the admin ended with, once it has failed (undefined
   * before): the proof that a request the test answers with an error reached the app and went
   * through its error handling (the query cache's and the dataProvider's run before the query
   * is marked failed), before a test asserts that nothing came of it.
   */
  errorStatus(key: QueryKey): number | undefined;
  /** The data of a query of the admin, once it has succeeded (undefined before). */
  data(key: QueryKey): unknown;
}

/**
 * A feature whose overlay (rendered over every page of the shell) hands the test the admin's
 * QueryClient, which the app creates inside `AdminApp`.
 */
export function queryProbe(): QueryProbe {
  let client: QueryClient | undefined;
  function Probe() {
    client = useQueryClient();
    return null;
  }
  const probe = defineFeature({
    name: 'query-probe',
    slots: { overlays: [{ id: 'query-probe', component: Probe }] },
  });
  return {
    features: [...features, probe],
    errorStatus(key) {
      const state = client?.getQueryState(key);
      if (state?.status !== 'error') return undefined;
      const status: unknown = (state.error as { status?: unknown } | null)?.status;
      return typeof status === 'number' ? status : undefined;
    },
    data(key) {
      const state = client?.getQueryState(key);
      return state?.status === 'success' ? state.data : undefined;
    },
  };
}
