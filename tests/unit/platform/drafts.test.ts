import { afterEach, describe, expect, it } from 'vitest';
import { dropDraft, findDraft, persistDrafts, registerDraftSource } from '../../../src/platform/drafts';

afterEach(() => localStorage.clear());

describe('unsaved form values across a forced logout (issue 9, E02)', () => {
  it('keeps only dirty forms, per user and page, and forgets them once handled', () => {
    const a = registerDraftSource(() => ({
      userId: '1',
      path: '/store/create',
      values: { name: 'x' },
      savedAt: 1,
    }));
    const b = registerDraftSource(() => undefined);
    expect(persistDrafts()).toBe(1);
    a();
    b();
    expect(findDraft('1', '/store/create')?.values).toEqual({ name: 'x' });
    expect(findDraft('2', '/store/create')).toBeUndefined();
    expect(findDraft('1', '/tag/create')).toBeUndefined();
    dropDraft('1', '/store/create');
    expect(findDraft('1', '/store/create')).toBeUndefined();
  });

  it('a newer draft of the same page replaces the older one; broken storage reads as none', () => {
    const first = registerDraftSource(() => ({ userId: '1', path: '/p', values: { v: 1 }, savedAt: 1 }));
    persistDrafts();
    first();
    const second = registerDraftSource(() => ({ userId: '1', path: '/p', values: { v: 2 }, savedAt: 2 }));
    persistDrafts();
    second();
    expect(findDraft('1', '/p')?.values).toEqual({ v: 2 });
    localStorage.setItem('blind.drafts', '{not json');
    expect(findDraft('1', '/p')).toBeUndefined();
  });
});
