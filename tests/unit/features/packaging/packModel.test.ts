import { describe, expect, it } from 'vitest';
import { hasTrial, isPending, nextVersion, stepsOf } from '../../../../src/features/packaging/packModel';
import { compareVersions, newestFirst } from '../../../../src/features/admin-tools/changeLogModel';

describe('package steps by status (spec §4: audit, cancel audit, cancel, online)', () => {
  it('offers each status its next steps and nothing after online or cancel', () => {
    expect(stepsOf(0)).toEqual(['cancel']);
    expect(stepsOf(1)).toEqual(['audit', 'cancel']);
    expect(stepsOf(2)).toEqual(['cancelAudit', 'cancel']);
    expect(stepsOf(3)).toEqual(['online', 'cancel']);
    expect(stepsOf(4)).toEqual(['audit', 'cancel']);
    expect(stepsOf(5)).toEqual([]);
    expect(stepsOf(6)).toEqual([]);
    expect(stepsOf(undefined)).toEqual([]);
  });

  it('polls while building or auditing; a trial code exists from built until cancelled', () => {
    expect([0, 1, 2, 3, 4, 5, 6].filter(isPending)).toEqual([0, 2]);
    expect([0, 1, 2, 3, 4, 5, 6].filter(hasTrial)).toEqual([1, 2, 3, 4, 5]);
  });

  it('proposes the next patch version', () => {
    expect(nextVersion('2.1.3')).toBe('2.1.4');
    expect(nextVersion(undefined)).toBe('1.0.0');
    expect(nextVersion('beta')).toBe('1.0.0');
  });
});

describe('update notes order', () => {
  it('compares versions numerically', () => {
    expect(compareVersions('3.10.0', '3.9.2')).toBeGreaterThan(0);
    expect(compareVersions('1.0', '1.0.0')).toBe(0);
  });

  it('lists the newest first: by date, then by version', () => {
    const entries = [
      { id: 1, version: '3.4.0', released_at: '2026-08-12', content: [] },
      { id: 3, version: '3.6.1', released_at: '2026-11-02', content: [] },
      { id: 2, version: '3.5.0', released_at: '2026-09-20', content: [] },
      { id: 4, version: '3.6.0', released_at: '2026-11-02', content: [] },
    ];
    expect(newestFirst(entries).map((e) => e.version)).toEqual(['3.6.1', '3.6.0', '3.5.0', '3.4.0']);
  });
});
