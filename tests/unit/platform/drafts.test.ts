import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DRAFT_TTL_MS,
  DRAFTS_STORAGE_KEY,
  dropDraft,
  findDraft,
  keepDraftsOf,
  persistDrafts,
  registerDraftSource,
  wipeDrafts,
  withoutSecrets,
  type Draft,
} from '../../../src/platform/drafts';

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

/** Persists one snapshot (registered for the call only). */
function keep(draft: Omit<Draft, 'savedAt'>): void {
  const stop = registerDraftSource(() => ({ ...draft, savedAt: Date.now() }));
  persistDrafts();
  stop();
}

describe('unsaved form values across a forced logout (issue 9, E02)', () => {
  it('[E02] keeps only dirty forms, per user and page, and forgets them once handled', () => {
    const a = registerDraftSource(() => ({
      userId: '1',
      path: '/store/create',
      values: { name: 'x' },
      savedAt: Date.now(),
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
    keep({ userId: '1', path: '/p', values: { v: 1 } });
    keep({ userId: '1', path: '/p', values: { v: 2 } });
    expect(findDraft('1', '/p')?.values).toEqual({ v: 2 });
    localStorage.setItem(DRAFTS_STORAGE_KEY, '{not json');
    expect(findDraft('1', '/p')).toBeUndefined();
  });
});

describe('drafts kept safely (issue 40 point 6)', () => {
  it('the forms of one page are kept apart by their id', () => {
    const page = '/customer/detail?id=3';
    keep({ userId: '1', path: page, form: 'follow-up', values: { content: 'called twice' } });
    keep({ userId: '1', path: page, form: 'remark', values: { content: 'prefers weekends' } });
    expect(findDraft('1', page, 'follow-up')?.values).toEqual({ content: 'called twice' });
    expect(findDraft('1', page, 'remark')?.values).toEqual({ content: 'prefers weekends' });
    expect(findDraft('1', page)).toBeUndefined();
    expect(findDraft('1', '/customer/detail?id=4', 'remark')).toBeUndefined();
    dropDraft('1', page, 'remark');
    expect(findDraft('1', page, 'follow-up')).toBeDefined();
    expect(findDraft('1', page, 'remark')).toBeUndefined();
  });

  it('expire after 24 hours: dropped when drafts are read, and when others are written', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-01T09:00:00'));
    keep({ userId: '1', path: '/a', values: { v: 'a' } });
    vi.advanceTimersByTime(DRAFT_TTL_MS - 60_000);
    expect(findDraft('1', '/a')?.values).toEqual({ v: 'a' });
    keep({ userId: '1', path: '/b', values: { v: 'b' } });

    vi.advanceTimersByTime(60_000);
    // Written: the expired one is not written back.
    keep({ userId: '1', path: '/c', values: { v: 'c' } });
    const stored = JSON.parse(localStorage.getItem(DRAFTS_STORAGE_KEY) ?? '[]') as Draft[];
    expect(stored.map((d) => d.path)).toEqual(['/b', '/c']);

    // Read: the storage loses them too.
    vi.advanceTimersByTime(DRAFT_TTL_MS);
    expect(findDraft('1', '/b')).toBeUndefined();
    expect(localStorage.getItem(DRAFTS_STORAGE_KEY)).toBeNull();
  });

  it('never hold secrets: passwords, AppSecret, payment keys, tokens, at any depth, or as the form marks them', () => {
    keep({
      userId: '1',
      path: '/pay-account/create',
      values: {
        name: 'Main account',
        api_key: 'sk-live-PAYKEY-0001',
        app_secret: 'APPSECRET-0002',
        encoding_aes_key: 'AESKEY-0003',
        password: 'hunter2-0004',
        config: { token: 'TOKEN-0005', mch_id: '1234567' },
        accounts: [{ label: 'a', privateKey: 'PRIVATE-0006' }],
        pin: 'MARKED-0007',
      },
    });
    const raw = localStorage.getItem(DRAFTS_STORAGE_KEY) ?? '';
    for (const secret of ['PAYKEY', 'APPSECRET', 'AESKEY', 'hunter2', 'TOKEN-', 'PRIVATE-'])
      expect(raw).not.toContain(secret);
    expect(findDraft('1', '/pay-account/create')?.values).toEqual({
      name: 'Main account',
      config: { mch_id: '1234567' },
      accounts: [{ label: 'a' }],
      pin: 'MARKED-0007',
    });
    // A field the form marks (a password input, `secrets`) by its dotted path.
    expect(withoutSecrets({ pin: '1', card: { cvv: '2', holder: 'x' } }, ['pin', 'card.cvv'])).toEqual({
      card: { holder: 'x' },
    });
  });

  it('are per user: another user signing in keeps only theirs; a logout wipes them all', () => {
    keep({ userId: '1', path: '/a', values: { v: 1 } });
    keep({ userId: '2', path: '/a', values: { v: 2 } });
    keepDraftsOf('2');
    expect(findDraft('1', '/a')).toBeUndefined();
    expect(findDraft('2', '/a')?.values).toEqual({ v: 2 });
    wipeDrafts();
    expect(localStorage.getItem(DRAFTS_STORAGE_KEY)).toBeNull();
  });
});
