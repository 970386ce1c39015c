import { userNumberError } from '../../../../src/features/customer/customerSearchModel';
import { linkTo } from '../../../../src/platform/routes';
import { translators } from '../../../support/translators';

describe('header search (spec §5)', async () => {
  const t = await translators();

  it.each(['12a', 'abc', '１２３', '12 34', '-1', '1.5', ''])(
    '[V05] %j → "please enter a correct user number" / "请输入正确的用户编号"',
    (value) => {
      const key = userNumberError(value);
      expect(key).toBeDefined();
      expect(t.en(key ?? '')).toBe('please enter a correct user number');
      expect(t.zh(key ?? '')).toBe('请输入正确的用户编号');
    },
  );

  it.each(['1000123', '13800000001', ' 42 '])('[V05] accepts the digits %j', (value) => {
    expect(userNumberError(value)).toBeUndefined();
  });

  it('has the spec placeholder in both languages', () => {
    expect(t.en('app.header.search.placeholder')).toBe('user number / phone number');
    expect(t.zh('app.header.search.placeholder')).toBe('用户编号/手机号');
  });

  it('opens the customer detail page (spec §2 /customer/detail?id=), with a remark when given', () => {
    expect(linkTo('customerDetail', { id: 12 })).toBe('/customer/detail?id=12');
    expect(linkTo('customerDetail', { id: 12, remark_id: 7 })).toBe('/customer/detail?id=12&remark_id=7');
  });
});
