import { describe, expect, it } from 'vitest';
import { areaPathOf } from '../../../src/features/customer/filters/AreaFilterInput';
import { areaPrefix, areaScope } from '../../../src/mocks/areaScope';
import type { DemoRecord } from '../../../src/mocks/db';

const customers = [
  { id: 1, area: '广东省深圳市南山区' },
  { id: 2, area: '广东省广州市天河区' },
  { id: 3, area: '上海市浦东新区' },
  { id: 4 },
] as unknown as DemoRecord[];

const ids = (code: string) => areaScope(customers, new URLSearchParams({ area_code: code })).map((r) => r.id);

describe('area filter of the demo API', () => {
  it('names an area from the province down, a municipality once', () => {
    expect(areaPrefix('440305')).toBe('广东省深圳市南山区');
    expect(areaPrefix('440000')).toBe('广东省');
    expect(areaPrefix('310115')).toBe('上海市浦东新区');
    expect(areaPrefix('999999')).toBeUndefined();
  });

  it('area_code keeps the customers inside the area (province, city or district)', () => {
    expect(ids('440000')).toEqual([1, 2]);
    expect(ids('440300')).toEqual([1]);
    expect(ids('310000')).toEqual([3]);
    expect(ids('999999')).toEqual([]);
    expect(areaScope(customers, new URLSearchParams())).toHaveLength(4);
  });

  it('the filter reads an area code as its path of levels', () => {
    expect(areaPathOf('440305')).toEqual(['440000', '440300', '440305']);
    expect(areaPathOf('440300')).toEqual(['440000', '440300']);
    expect(areaPathOf('440000')).toEqual(['440000']);
    expect(areaPathOf('')).toEqual([]);
  });
});
