import { describe, expect, it } from 'vitest';
import { fittingCount } from '../../../src/layout/topMenu/overflow';

describe('the header menu row: which sections fit before "More" (issue 45)', () => {
  it('keeps every item when they all fit, with no room kept for "More"', () => {
    expect(fittingCount(300, [100, 100, 100], 80)).toBe(3);
    expect(fittingCount(300, [], 80)).toBe(0);
  });

  it('keeps as many as leave room for "More" when they do not all fit', () => {
    expect(fittingCount(299, [100, 100, 100], 80)).toBe(2);
    expect(fittingCount(279, [100, 100, 100], 80)).toBe(1);
    expect(fittingCount(150, [100, 100, 100], 80)).toBe(0);
  });

  it('never skips an item to fit a later, narrower one', () => {
    expect(fittingCount(250, [100, 150, 20], 80)).toBe(1);
  });
});
