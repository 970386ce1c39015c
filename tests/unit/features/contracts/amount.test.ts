import { describe, expect, it } from 'vitest';
import { amountInWords } from '../../../../src/features/contracts/amount';

describe('amountInWords [V22]', () => {
  it('[V22] writes yuan, jiao and fen in capitals', () => {
    expect(amountInWords(12345.67)).toBe('壹万贰仟叁佰肆拾伍元陆角柒分');
    expect(amountInWords('12345.67')).toBe('壹万贰仟叁佰肆拾伍元陆角柒分');
  });

  it('[V22] zero is 零元整 and whole amounts end with 元整', () => {
    expect(amountInWords(0)).toBe('零元整');
    expect(amountInWords(100)).toBe('壹佰元整');
    expect(amountInWords(6800)).toBe('陆仟捌佰元整');
    expect(amountInWords(10)).toBe('壹拾元整');
    expect(amountInWords(1_000_000)).toBe('壹佰万元整');
  });

  it('[V22] writes one 零 for each run of zeros', () => {
    expect(amountInWords(10010)).toBe('壹万零壹拾元整');
    expect(amountInWords(100000001)).toBe('壹亿零壹元整');
    expect(amountInWords(1.05)).toBe('壹元零伍分');
    expect(amountInWords(0.5)).toBe('伍角');
    expect(amountInWords(0.05)).toBe('伍分');
    expect(amountInWords(20.5)).toBe('贰拾元伍角');
    expect(amountInWords(100020003000.1)).toBe('壹仟亿零贰仟万零叁仟元壹角');
  });

  it('[V22] anything not a non-negative number is 无效金额', () => {
    for (const value of [-1, Number.NaN, Infinity, '', '12a', '1e5', null, undefined, '-3'])
      expect(amountInWords(value)).toBe('无效金额');
  });

  it('[V22] above 10^12-1 is 金额过大', () => {
    expect(amountInWords(999_999_999_999)).toBe('玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元整');
    expect(amountInWords(1e12)).toBe('金额过大');
    expect(amountInWords(999_999_999_999.5)).toBe('金额过大');
  });
});
