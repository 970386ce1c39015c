import { describe, expect, it } from 'vitest';
import { registryByName } from '../../../resources';
import type { DemoRecord } from '../../../src/mocks/db';
import { queryList } from '../../../src/mocks/query';

const customer = registryByName.customer;
const records = [
  { id: 1, gender: 1, tag_ids: [1, 2], name: 'a,b' },
  { id: 2, gender: 0, tag_ids: [3], name: 'c' },
  { id: 3, gender: -1, name: 'd' },
] as unknown as DemoRecord[];

const ids = (query: string) =>
  queryList(customer, records, new URLSearchParams(`${query}&page=0`)).data.map((r) => r.id);

describe('demo list filters: react-admin arrays joined with commas', () => {
  it('a comma list means any of them, for every field but free text', () => {
    expect(ids('tag_ids=2,3')).toEqual([2, 1]);
    expect(ids('gender=-1,0')).toEqual([3, 2]);
    expect(ids('gender=-1')).toEqual([3]);
    // Free text keeps its commas.
    expect(ids('name=a,b')).toEqual([1]);
  });
});
