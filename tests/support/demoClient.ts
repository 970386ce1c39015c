/** A tiny fetch client for the demo API under msw/node (requests go to http://localhost). */
export const ORIGIN = 'http://localhost';

export type Lang = 'zh_CN' | 'en';
export type Row = Record<string, unknown>;

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
}

export interface ListBody {
  data: Row[];
  meta: { total: number; per_page: number; current_page: number };
}

export interface ErrorBody {
  code: number;
  text: string;
  errors?: Record<string, string>;
}

export async function call<T = unknown>(
  path: string,
  init: { method?: string; token?: string; lang?: Lang; body?: unknown } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    local: init.lang ?? 'zh_CN',
    'device-type': '5',
  };
  if (init.token) headers.Authorization = init.token;
  const res = await fetch(`${ORIGIN}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export async function login(username: string, password = 'demo123'): Promise<string> {
  const res = await call<{ Authorization: string }>('/plugin/love/admin/login/by-password', {
    method: 'POST',
    body: { username, password },
  });
  if (res.status !== 200) throw new Error(`login ${username} failed: ${JSON.stringify(res.body)}`);
  return res.body.Authorization;
}
