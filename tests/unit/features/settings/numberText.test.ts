import { describe, expect, it } from 'vitest';
import { cleanNumberText, settleNumberText, valueOfText } from '../../../../src/components/number';

describe('[V21] number inputs: digits only, two decimals, clamp', () => {
  it('[V21] the integer variant refuses letters, points and signs', () => {
    expect(cleanNumberText('12ab3')).toBe('123');
    expect(cleanNumberText('abc')).toBe('');
    expect(cleanNumberText('4.5', { min: 0 })).toBe('4');
    expect(cleanNumberText('-7', { min: 0 })).toBe('7');
    expect(cleanNumberText('007')).toBe('7');
  });

  it('[V21] the two-decimal variant keeps one point and two decimals, also on paste', () => {
    expect(cleanNumberText('12.345', { precision: 2 })).toBe('12.34');
    expect(cleanNumberText('¥1,234.5元', { precision: 2 })).toBe('1234.5');
    expect(cleanNumberText('1.2.3', { precision: 2 })).toBe('1.23');
    expect(cleanNumberText('.5', { precision: 2 })).toBe('0.5');
    expect(cleanNumberText('3.', { precision: 2 })).toBe('3.');
  });

  it('[V21] a value over max becomes max while typing; below min waits for the blur', () => {
    expect(cleanNumberText('400', { max: 365 })).toBe('365');
    expect(cleanNumberText('99999.99', { precision: 2, max: 100 })).toBe('100');
    expect(cleanNumberText('1', { min: 6, max: 32 })).toBe('1');
    expect(settleNumberText('1', { min: 6, max: 32 })).toBe(6);
    expect(settleNumberText('40', { min: 6, max: 32 })).toBe(32);
    expect(settleNumberText('2.009', { precision: 2 })).toBe(2);
    expect(settleNumberText('', { min: 6 })).toBeNull();
  });

  it('[V21] negatives only when min allows them', () => {
    expect(cleanNumberText('-5', { min: -10 })).toBe('-5');
    expect(settleNumberText('-50', { min: -10 })).toBe(-10);
  });

  it('[V21] the value of a text being typed', () => {
    expect(valueOfText('12.')).toBe(12);
    expect(valueOfText('-')).toBeNull();
    expect(valueOfText('')).toBeNull();
  });
});
