import { describe, expect, it } from 'vitest';
import { messageCount, textUnits } from '../../../../src/features/settings/sms/smsModel';
import { previewText } from '../../../../src/mocks/bespoke/sms';

describe('[V06] SMS length counter', () => {
  it('[V06] each non-ASCII character counts two units: "你好ab" is 6', () => {
    expect(textUnits('你好ab')).toBe(6);
    expect(textUnits('')).toBe(0);
    expect(textUnits('abc 123')).toBe(7);
    expect(textUnits('【喜鹊】')).toBe(8);
    expect(textUnits('😀')).toBe(2);
  });

  it('[V06] the number of messages: one up to 140 units, then parts of 134', () => {
    expect(messageCount(0)).toBe(0);
    expect(messageCount(6)).toBe(1);
    expect(messageCount(140)).toBe(1);
    expect(messageCount(141)).toBe(2);
    expect(messageCount(268)).toBe(2);
    expect(messageCount(269)).toBe(3);
  });

  it('the demo preview puts the signature first and fills the placeholders', () => {
    expect(previewText('您好{name}，验证码${code}', '喜鹊')).toBe('【喜鹊】您好张伟，验证码123456');
    expect(previewText('{unknown}', '')).toBe('{unknown}');
  });
});
