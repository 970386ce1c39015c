import type { AxiosInstance } from 'axios';
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'ra-core';
import type { ResourceDefinition } from '../resources/core/define';
import { http } from './client';
import { resolvePath } from './config';
import { downloadFile, type DownloadProgress, type DownloadRequest } from './download';
import { createApiMethods, type ApiMethods } from './methods';
import { revisionOf, versionedBody } from './conflicts';
import { prefetchReferences } from './prefetch';

interface ListBody {
  data?: unknown;
  meta?: { total?: number };
  total?: number;
}

function unwrapRecord<T>(body: unknown): T {
  if (body && typeof body === 'object' && 'data' in body && (body as { data: unknown }).data !== undefined) {
    return (body as { data: T }).data;
  }
  return body as T;
}

function unwrapList(body: unknown): { data: RaRecord[]; total: number } {
  const b = (body ?? {}) as ListBody;
  const data = Array.isArray(b.data)
    ? (b.data as RaRecord[])
    : Array.isArray(body)
      ? (body as RaRecord[])
      : [];
  const total = Number(b.meta?.total ?? b.total ?? data.length);
  return { data, total };
}

/** Serialises react-admin filters: `q` becomes the resource's search parameter; arrays join with commas. */
function filterParams(filter: Record<string, unknown>, searchParam: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    const name = key === 'q' ? searchParam : key;
    out[name] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return out;
}

/**
 * The dataProvider of the app: react-admin's CRUD, the named non-CRUD methods of
 * `dataProvider/methods/` (each answer parsed with its zod schema) and the file download.
 */
export type AppDataProvider = DataProvider &
  ApiMethods & {
    download(request: DownloadRequest): ReturnType<typeof downloadFile>;
    /**
     * `GET <path>/export`: every record matching the list's filters, search and sort (or the
     * selected `ids`), as a file the server builds (masked, formula-escaped); V25 names it.
     */
    exportList(resource: string, params: ExportParams): ReturnType<typeof downloadFile>;
  };

export interface ExportParams {
  filter?: Record<string, unknown>;
  sort?: { field: string; order: string };
  ids?: readonly Identifier[];
  /** The columns, in their order (`fields=`); none → the list's columns. */
  fields?: readonly string[];
  /** Cancels the export: the promise rejects with axios' `CanceledError` (`axios.isCancel`). */
  signal?: AbortSignal;
  /** The bytes received so far, and the file's size when the server gives it. */
  onProgress?: (progress: DownloadProgress) => void;
}

export type * from './methods';
export type { DownloadProgress } from './download';
export * from './conflicts';
export { NOTICE_PAGE_SIZE, NOTICE_SCENE } from './methods';
export { aiToken, streamAiText } from './methods';
export { CACHE_LIMITS, readCacheLines } from './methods';
export { PROFILE_FIELDS } from './methods';

/**
 * Maps react-admin's calls onto the API (docs/api-conventions.md), per resource path, paging
 * parameter names and update method taken from the registry.
 */
export function createDataProvider(
  registry: readonly ResourceDefinition[],
  client: AxiosInstance = http,
): AppDataProvider {
  const byName = new Map(registry.map((r) => [r.name, r]));
  const def = (resource: string): ResourceDefinition => {
    const found = byName.get(resource);
    if (!found) throw new Error(`Unknown resource "${resource}"`);
    return found;
  };
  const base = (resource: string) => resolvePath(def(resource).api.path);
  const listQuery = (resource: string, params: Partial<GetListParams>) => {
    const d = def(resource);
    const pageName = d.api.paging?.page ?? 'page';
    const perPageName = d.api.paging?.perPage ?? 'per_page';
    const query: Record<string, string> = {
      ...filterParams(
        { ...(d.list?.filter ?? {}), ...(params.filter ?? {}) },
        d.api.searchParam ?? 'keyword',
      ),
    };
    if (params.pagination) {
      query[pageName] = String(params.pagination.page);
      query[perPageName] = String(params.pagination.perPage);
    }
    if (params.sort?.field) {
      query.sort = params.sort.field;
      query.order = params.sort.order.toLowerCase();
    }
    return query;
  };

  const provider: AppDataProvider = {
    async getList(resource, params) {
      const response = await client.get(base(resource), {
        params: listQuery(resource, params),
        signal: params.signal,
      });
      const result = unwrapList(response.data);
      // S01: an empty page after the first steps back one page and reloads.
      const page = params.pagination?.page ?? 1;
      if (result.data.length === 0 && page > 1 && params.pagination) {
        return provider.getList(resource, {
          ...params,
          pagination: { ...params.pagination, page: page - 1 },
        });
      }
      const prefetched = await prefetchReferences(result.data, params.meta, provider.getMany, params.signal);
      return (prefetched ? { ...result, meta: { prefetched } } : result) as never;
    },
    async getOne(resource, params) {
      const response = await client.get(`${base(resource)}/${encodeURIComponent(String(params.id))}`, {
        signal: params.signal,
      });
      return { data: unwrapRecord(response.data) } as never;
    },
    async getMany(resource, params) {
      if (params.ids.length === 0) return { data: [] };
      const response = await client.get(base(resource), {
        params: {
          ids: params.ids.join(','),
          [def(resource).api.paging?.perPage ?? 'per_page']: params.ids.length,
        },
        signal: params.signal,
      });
      return { data: unwrapList(response.data).data } as never;
    },
    async getManyReference(resource, params) {
      const response = await client.get(base(resource), {
        params: listQuery(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
        signal: params.signal,
      });
      return unwrapList(response.data) as never;
    },
    async create(resource, params) {
      const response = await client.post(base(resource), params.data);
      return { data: unwrapRecord(response.data) } as never;
    },
    async update(resource, params) {
      const method = def(resource).api.updateMethod ?? 'PUT';
      // Only what changed, with the revision read (`meta.revision` when the form keeps the one it
      // started from): a stale write is answered 409 with the current record (dataProvider/conflicts.ts).
      const revision = (params.meta as { revision?: number } | undefined)?.revision;
      const response = await client.request({
        method,
        url: `${base(resource)}/${encodeURIComponent(String(params.id))}`,
        data: versionedBody(params.data, params.previousData, revision ?? revisionOf(params.previousData)),
      });
      const saved = unwrapRecord<RaRecord>(response.data);
      return {
        data: {
          ...params.previousData,
          ...params.data,
          ...(saved && typeof saved === 'object' ? saved : {}),
        },
      } as never;
    },
    async updateMany(resource, params) {
      const method = def(resource).api.updateMethod ?? 'PUT';
      await Promise.all(
        params.ids.map((id) =>
          client.request({
            method,
            url: `${base(resource)}/${encodeURIComponent(String(id))}`,
            data: params.data,
          }),
        ),
      );
      return { data: params.ids } as never;
    },
    async delete(resource, params) {
      await client.delete(`${base(resource)}/${encodeURIComponent(String(params.id))}`);
      return { data: (params.previousData ?? { id: params.id }) as never };
    },
    async deleteMany(resource, params) {
      const deleted: Identifier[] = [];
      for (const id of params.ids) {
        await client.delete(`${base(resource)}/${encodeURIComponent(String(id))}`);
        deleted.push(id);
      }
      return { data: deleted } as never;
    },
    ...createApiMethods(client),
    download: (request) => downloadFile(client, { ...request, url: resolvePath(request.url) }),
    exportList: (resource, { filter, sort, ids, fields, signal, onProgress }) => {
      const query: Record<string, string> = listQuery(resource, {
        filter,
        sort: sort && { ...sort, order: sort.order.toUpperCase() as 'ASC' | 'DESC' },
      });
      if (ids && ids.length > 0) query.ids = ids.join(',');
      if (fields && fields.length > 0) query.fields = fields.join(',');
      return downloadFile(client, {
        url: `${base(resource)}/export`,
        params: query,
        fallbackName: `${resource}.csv`,
        signal,
        onProgress,
      });
    },
  };
  return provider;
}
