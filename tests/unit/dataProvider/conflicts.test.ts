import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { HttpError } from 'ra-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createHttpClient } from '../../../dataProvider/client';
import {
  changedFields,
  conflictOf,
  createDataProvider,
  differingFields,
  revisionOf,
  versionedBody,
} from '../../../dataProvider';
import { defineResource } from '../../../resources/core/define';

// The client half of versions and conflicts (issue 40 points 1 and 2, docs/api-conventions.md):
// a write sends only what changed plus the revision it read; a stale write's 409 becomes a Conflict.

const API = 'http://api.test';
const server = setupServer();
const bodies: unknown[] = [];

const schema = z.object({ id: z.number(), name: z.string(), remark: z.string().optional() });
const base = { schema, menu: false as const, operations: ['list', 'show', 'edit'] as const };
const putThing = defineResource({ ...base, name: 'put-thing', api: { path: 'put-thing' } });
const patchThing = defineResource({
  ...base,
  name: 'patch-thing',
  api: { path: 'patch-thing', updateMethod: 'PATCH' },
});
const dp = createDataProvider([putThing, patchThing], createHttpClient(API));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  bodies.length = 0;
});
afterAll(() => server.close());

const stored = {
  id: 7,
  name: '旧名',
  remark: '备注',
  worker_id: 2,
  revision: 4,
  updated_at: '2025-01-02 03:04:05',
};

describe('changedFields and versionedBody', () => {
  it('keeps only the values that differ from the record read, version fields left out', () => {
    const data = { ...stored, name: '新名', revision: 9, updated_by: '某人' };
    expect(changedFields(data, stored)).toEqual({ name: '新名' });
    // A field the record did not have counts only when it has a value.
    expect(changedFields({ name: '旧名', note: '', tags: null, phone: '138' }, stored)).toEqual({
      phone: '138',
    });
    // Objects and arrays compare by value.
    expect(changedFields({ tag_ids: [1, 2] }, { id: 1, tag_ids: [1, 2] })).toEqual({});
    // A cleared value is sent as null (JSON drops undefined, so the server would keep it).
    expect(changedFields({ ...stored, remark: undefined }, stored)).toEqual({ remark: null });
    expect(changedFields({ remark: undefined, note: null }, { id: 1, remark: '', note: '' })).toEqual({});
    // Nothing read: every value but the version fields.
    expect(changedFields({ name: 'a', revision: 3 }, undefined)).toEqual({ name: 'a' });
  });

  it('adds the revision read, or the one given instead', () => {
    expect(versionedBody({ ...stored, remark: '新备注' }, stored)).toEqual({ remark: '新备注', revision: 4 });
    expect(versionedBody({ ...stored, remark: '新备注' }, stored, 2)).toEqual({
      remark: '新备注',
      revision: 2,
    });
    expect(versionedBody({ name: 'x' }, { id: 1, name: 'y' })).toEqual({ name: 'x' });
    expect(revisionOf({ revision: '4' })).toBeUndefined();
    expect(revisionOf(null)).toBeUndefined();
  });

  it('differingFields names the fields whose values differ, version fields left out', () => {
    const theirs = { ...stored, name: '他们的', revision: 5 };
    expect(differingFields({ ...stored, name: '我的', remark: '备注' }, theirs)).toEqual(['name']);
    expect(differingFields({ name: '我的', remark: '改了' }, theirs, ['remark'])).toEqual(['remark']);
  });
});

describe('conflictOf', () => {
  const current = {
    id: 7,
    name: '他们的',
    revision: 5,
    updated_by: '王芳',
    updated_at: '2025-02-03 04:05:06',
  };

  it('[E01] reads a stale 409: the text, the current record and who changed it when', () => {
    const error = new HttpError('409: 已被修改', 409, {
      code: 409,
      reason: 'stale',
      text: '已被修改',
      current,
    });
    expect(conflictOf(error)).toEqual({
      text: '已被修改',
      current,
      revision: 5,
      updatedBy: '王芳',
      updatedAt: '2025-02-03 04:05:06',
    });
    expect(
      conflictOf(new HttpError('x', 409, { code: '409', reason: 'stale', text: 't', current })),
    ).toMatchObject({
      revision: 5,
    });
  });

  it('is undefined for any other error (a refused claim, a 422, a network failure)', () => {
    expect(conflictOf(new HttpError('x', 409, { code: 409, text: '该客户已被 王芳 领取' }))).toBeUndefined();
    expect(
      conflictOf(new HttpError('x', 422, { code: 422, reason: 'stale', text: 't', current })),
    ).toBeUndefined();
    expect(conflictOf(new HttpError('x', 0, undefined))).toBeUndefined();
    expect(conflictOf(new Error('x'))).toBeUndefined();
    expect(conflictOf(undefined)).toBeUndefined();
  });
});

describe('dataProvider.update', () => {
  const answer = (path: string, method: 'put' | 'patch') =>
    http[method](`${API}/plugin/love/admin/${path}/7`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return HttpResponse.json({ data: { ...stored, ...body, revision: 5, updated_by: '林晓' } });
    });

  it.each([
    ['PUT', 'put-thing', 'put'],
    ['PATCH', 'patch-thing', 'patch'],
  ] as const)('%s sends only the changed fields and the revision read', async (_label, resource, method) => {
    server.use(answer(resource, method));
    const saved = await dp.update(resource, {
      id: 7,
      data: { ...stored, name: '新名' },
      previousData: stored,
    });
    expect(bodies).toEqual([{ name: '新名', revision: 4 }]);
    expect(saved.data).toMatchObject({ id: 7, name: '新名', revision: 5, updated_by: '林晓', worker_id: 2 });
  });

  it("sends meta.revision (the revision the form started from) over previousData's", async () => {
    server.use(answer('put-thing', 'put'));
    await dp.update('put-thing', {
      id: 7,
      data: { ...stored, remark: '我的备注' },
      previousData: { ...stored, revision: 6 },
      meta: { revision: 4 },
    });
    expect(bodies).toEqual([{ remark: '我的备注', revision: 4 }]);
  });

  it('[E01] a stale write rejects with the HttpError conflictOf reads', async () => {
    const current = { ...stored, name: '他们的', revision: 5, updated_by: '王芳' };
    server.use(
      http.put(`${API}/plugin/love/admin/put-thing/7`, () =>
        HttpResponse.json(
          { code: 409, reason: 'stale', text: '此记录已被 王芳 修改', current },
          { status: 409 },
        ),
      ),
    );
    const error: unknown = await dp
      .update('put-thing', { id: 7, data: { ...stored, name: '我的' }, previousData: stored })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(conflictOf(error)).toMatchObject({
      text: '此记录已被 王芳 修改',
      current,
      revision: 5,
      updatedBy: '王芳',
    });
  });
});
