import catalogue from '../../../i18n/resources/customer';
import customer from '../../../resources/customer';
import { importFieldsOf } from '../../../src/platform/spreadsheet/fields';
import { matchHeaders, normaliseHeader } from '../../../src/platform/spreadsheet/headers';

const fields = importFieldsOf(customer, catalogue);
const byName = (name: string) => fields.find((f) => f.name === name);

describe('[issue 43] the importable fields of the customer', () => {
  it('follow def.import.fields, with labels in both languages, kinds, requirement and limits', () => {
    expect(fields.map((f) => f.name)).toEqual(customer.import?.fields);
    expect(byName('name')).toMatchObject({
      labels: { 'zh-CN': '姓名', 'en-US': 'Name' },
      kind: 'text',
      required: true,
      maxLength: 30,
    });
    expect(byName('phone')).toMatchObject({ kind: 'phone', required: false });
    expect(byName('age')).toMatchObject({ kind: 'integer', min: 18, max: 80 });
    expect(byName('income')).toMatchObject({ kind: 'number', min: 0 });
    expect(byName('birthday')?.kind).toBe('date');
    expect(byName('area_codes')).toMatchObject({
      kind: 'area',
      labels: { 'zh-CN': '所在地区', 'en-US': 'Area' },
    });
    expect(byName('gender')).toMatchObject({
      kind: 'choice',
      required: false,
      choices: [
        { value: 1, names: { 'zh-CN': '男', 'en-US': 'Male' } },
        { value: 0, names: { 'zh-CN': '女', 'en-US': 'Female' } },
        { value: -1, names: { 'zh-CN': '未填写', 'en-US': 'Not filled in' } },
      ],
    });
  });

  it('know each field by both labels, its key and its aliases, normalised', () => {
    expect(byName('phone')?.headers).toEqual(
      expect.arrayContaining(['手机号', 'phonenumber', 'phone', '手机', '电话', 'mobile', 'mobilephone']),
    );
    expect(byName('height')?.headers).toEqual(['身高', 'height']);
    expect(byName('area_codes')?.headers).toEqual(
      expect.arrayContaining(['所在地区', 'area', 'areacodes', '地区']),
    );
  });

  it('are none for a resource without an import', () => {
    expect(importFieldsOf({ ...customer, import: undefined }, catalogue)).toEqual([]);
  });
});

describe('[issue 43] normaliseHeader', () => {
  it.each([
    ['  Phone Number ', 'phonenumber'],
    ['姓名*', '姓名'],
    ['*姓名', '姓名'],
    ['身高(cm)', '身高'],
    ['身高（厘米）', '身高'],
    ['Height (cm)', 'height'],
    ['【必填】手机号', '手机号'],
    ['ＰＨＯＮＥ：', 'phone'],
    ['area_codes', 'areacodes'],
    ['Date-of-birth.', 'dateofbirth'],
    ['手机号：', '手机号'],
  ])('%s → %s', (header, expected) => {
    expect(normaliseHeader(header)).toBe(expected);
  });
});

describe('[issue 43] matchHeaders', () => {
  it('matches the Chinese labels of the issue', () => {
    expect(matchHeaders(['姓名', '性别', '手机号', '年龄'], fields)).toEqual([
      'name',
      'gender',
      'phone',
      'age',
    ]);
  });

  it('matches the English labels', () => {
    expect(matchHeaders(['Name', 'Gender', 'Phone number', 'Age'], fields)).toEqual([
      'name',
      'gender',
      'phone',
      'age',
    ]);
  });

  it.each([
    ['手机', 'phone'],
    ['电话', 'phone'],
    ['Mobile', 'phone'],
    ['姓名*', 'name'],
    ['身高(cm)', 'height'],
    ['身高（厘米）', 'height'],
    ['Weight (kg)', 'weight'],
    ['所在地区', 'area_codes'],
    ['地区', 'area_codes'],
    ['Area', 'area_codes'],
    ['客户手机', 'phone'],
    ['婚姻状态', 'marriage'],
    ['Mobile phone number', 'phone'],
  ])('matches %s to %s', (header, field) => {
    expect(matchHeaders([header], fields)).toEqual([field]);
  });

  it('skips a column it does not know, and does not read a word inside another (Nickname is not Name)', () => {
    expect(matchHeaders(['姓名', '星座', 'Nickname', '昵称', '', '手'], fields)).toEqual([
      'name',
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('gives a field to its first column only', () => {
    expect(matchHeaders(['手机', '手机号', '姓名', 'Name'], fields)).toEqual(['phone', null, 'name', null]);
  });

  it('prefers an exact header to a partial one, whatever the column order', () => {
    expect(matchHeaders(['客户手机', '手机号'], fields)).toEqual([null, 'phone']);
  });
});
