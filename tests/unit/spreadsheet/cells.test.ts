import Papa from 'papaparse';
import { createI18nProvider, LOCALES, type AppI18nProvider, type AppLocale } from '../../../i18n';
import catalogue from '../../../i18n/resources/customer';
import customer from '../../../resources/customer';
import type { AreaLookup } from '../../../src/platform/spreadsheet/areas';
import {
  cleanCsv,
  convertCell,
  convertRow,
  normalisePhone,
  parseDate,
  type Converted,
  type Problem,
} from '../../../src/platform/spreadsheet/cells';
import { importFieldsOf, type ImportField } from '../../../src/platform/spreadsheet/fields';
import { problemArgs, problemText } from '../../../src/platform/spreadsheet/problems';

const fields = importFieldsOf(customer, catalogue);
const field = (name: string): ImportField => {
  const found = fields.find((f) => f.name === name);
  if (!found) throw new Error(`no import field ${name}`);
  return found;
};

const providers = {} as Record<AppLocale, AppI18nProvider>;
beforeAll(async () => {
  for (const locale of LOCALES) providers[locale] = await createI18nProvider(locale);
});

/** The problem of a failed conversion. */
function problemOf(converted: Converted): Problem {
  if (converted.ok) throw new Error(`converted to ${JSON.stringify(converted.value)}`);
  return converted.problem;
}

/** A problem's text in both languages, as the app's i18nProvider translates its key. */
function texts(problem: Problem): Record<AppLocale, string> {
  const [zh, en] = LOCALES.map((locale) => {
    const text = providers[locale].translate(problem.key, problemArgs(problem, locale));
    // The pure resolver (the demo API's and the downloads') says the same.
    expect(problemText(problem, locale)).toBe(text);
    return text;
  });
  return { 'zh-CN': zh, 'en-US': en };
}

describe('[issue 43] parseDate', () => {
  it.each([
    ['2024/3/5', '2024-03-05'],
    ['2024-03-05', '2024-03-05'],
    ['2024-3-05', '2024-03-05'],
    ['2024.3.5', '2024-03-05'],
    ['2024年3月5日', '2024-03-05'],
    ['2024年03月05日', '2024-03-05'],
    ['20240305', '2024-03-05'],
    ['2024-03-05 10:00', '2024-03-05'],
    ['2024/3/5 10:00:00', '2024-03-05'],
    ['2024-03-05T10:00:00.000Z', '2024-03-05'],
    ['45356', '2024-03-05'],
    ['２０２４／３／５', '2024-03-05'],
    ['2024-02-29', '2024-02-29'],
  ])('reads %s as %s', (raw, day) => {
    expect(parseDate(raw)).toBe(day);
  });

  it.each([
    '2024-02-30',
    '2023-02-29',
    '2024-13-01',
    '2024/3',
    '1990',
    'yesterday',
    '5/3/2024',
    '2024-03-05x',
  ])('refuses %s', (raw) => {
    expect(parseDate(raw)).toBeUndefined();
  });

  it('says what a date is expected to look like', () => {
    expect(texts(problemOf(convertCell(field('birthday'), '2024-02-30')))).toEqual({
      'zh-CN': '不是日期：2024-02-30（如 2024-03-05）',
      'en-US': 'not a date: "2024-02-30" (e.g. 2024-03-05)',
    });
  });
});

describe('[issue 43] choices', () => {
  it.each([
    ['男', 1],
    ['女', 0],
    ['未填写', -1],
    ['Male', 1],
    ['female', 0],
    [' FEMALE ', 0],
    ['1', 1],
    ['0', 0],
    ['-1', -1],
  ])('reads the gender %s as %s', (raw, value) => {
    expect(convertCell(field('gender'), raw)).toEqual({ ok: true, value });
  });

  it('reads a choice name of either language (本科, Doctorate)', () => {
    expect(convertCell(field('education'), '本科')).toEqual({ ok: true, value: 4 });
    expect(convertCell(field('education'), 'Doctorate')).toEqual({ ok: true, value: 6 });
    expect(convertCell(field('marriage'), '离异')).toEqual({ ok: true, value: 2 });
  });

  it('names the allowed values of an unknown one, in both languages', () => {
    expect(texts(problemOf(convertCell(field('gender'), '未知')))).toEqual({
      'zh-CN': '无法识别：未知（可填：男、女、未填写）',
      'en-US': 'unknown value "未知" (allowed: Male, Female, Not filled in)',
    });
    expect(texts(problemOf(convertCell(field('marriage'), 'x')))).toEqual({
      'zh-CN': '无法识别：x（可填：未婚、离异、丧偶）',
      'en-US': 'unknown value "x" (allowed: Never married, Divorced, Widowed)',
    });
  });
});

describe('[issue 43] phones', () => {
  it.each([
    ['13912340001', '13912340001'],
    ['139 1234 0001', '13912340001'],
    ['139-1234-0001', '13912340001'],
    ['+86 139-1234-0001', '13912340001'],
    ['+86 13912340001', '13912340001'],
    ['86-13912340001', '13912340001'],
    ['8613912340001', '13912340001'],
    ['(+86)13912340001', '13912340001'],
    ['0086 139 1234 0001', '13912340001'],
    ['１３９１２３４０００１', '13912340001'],
    ['013912340001', '13912340001'],
  ])('reads %s as %s', (raw, phone) => {
    expect(normalisePhone(raw)).toBe(phone);
    expect(convertCell(field('phone'), raw)).toEqual({ ok: true, value: phone });
  });

  it.each(['1391234000', '139123400012', '23912340001', '021-12345678', 'abc'])('refuses %s', (raw) => {
    expect(normalisePhone(raw)).toBeUndefined();
  });

  it('says a short number is not a mobile number, in both languages', () => {
    expect(texts(problemOf(convertCell(field('phone'), '1391234000')))).toEqual({
      'zh-CN': '格式不正确：1391234000（应为 11 位手机号，可带 +86 和空格）',
      'en-US': 'not a valid mobile number: "1391234000" (11 digits, +86 and spaces allowed)',
    });
  });
});

describe('[issue 43] numbers', () => {
  it.each([
    ['age', '30', 30],
    ['age', '30岁', 30],
    ['age', '30 周岁', 30],
    ['height', '163cm', 163],
    ['height', '163 厘米', 163],
    ['weight', '55kg', 55],
    ['income', '1,200', 1200],
    ['income', '8000元', 8000],
    ['income', '1.5万', 15000],
    ['income', '¥12,000.50', 12000.5],
    ['income', '３０００', 3000],
  ])('reads the %s %s as %s', (name, raw, value) => {
    expect(convertCell(field(name), raw)).toEqual({ ok: true, value });
  });

  it('refuses a fraction or ten thousands for a whole number, and words', () => {
    expect(texts(problemOf(convertCell(field('age'), '30.5')))).toEqual({
      'zh-CN': '不是整数：30.5',
      'en-US': 'not a whole number: "30.5"',
    });
    expect(convertCell(field('age'), '1万').ok).toBe(false);
    expect(texts(problemOf(convertCell(field('income'), '面议')))).toEqual({
      'zh-CN': '不是数字：面议',
      'en-US': 'not a number: "面议"',
    });
    // An unknown unit is not silently dropped: 120 斤 is 60 kg.
    expect(convertCell(field('weight'), '120斤').ok).toBe(false);
  });

  it("checks the schema's range", () => {
    expect(texts(problemOf(convertCell(field('age'), '81')))).toEqual({
      'zh-CN': '不能大于 80',
      'en-US': 'must be at most 80',
    });
    expect(texts(problemOf(convertCell(field('height'), '120cm')))).toEqual({
      'zh-CN': '不能小于 140',
      'en-US': 'must be at least 140',
    });
  });
});

describe('[issue 43] other cells', () => {
  it('reads an empty or blank cell as no value', () => {
    for (const f of fields) {
      expect(convertCell(f, '')).toEqual({ ok: true, value: undefined });
      expect(convertCell(f, ' \u3000 ')).toEqual({ ok: true, value: undefined });
    }
  });

  it('trims a text and checks its length', () => {
    expect(convertCell(field('name'), '  张三 ')).toEqual({ ok: true, value: '张三' });
    expect(texts(problemOf(convertCell(field('name'), '张'.repeat(31))))).toEqual({
      'zh-CN': '不能超过 30 个字',
      'en-US': 'longer than 30 characters',
    });
  });

  it('reads yes and no for a boolean', () => {
    const vip: ImportField = { ...field('name'), name: 'is_vip', kind: 'boolean' };
    for (const yes of ['是', 'Yes', 'TRUE', '1', 'y'])
      expect(convertCell(vip, yes)).toEqual({ ok: true, value: true });
    for (const no of ['否', 'no', 'false', '0', 'N'])
      expect(convertCell(vip, no)).toEqual({ ok: true, value: false });
    expect(texts(problemOf(convertCell(vip, '也许')))).toEqual({
      'zh-CN': '无法识别：也许（可填：是、否）',
      'en-US': 'not yes or no: "也许" (allowed: Yes, No)',
    });
  });

  it('reads an area through the lookup, or codes as the clean file writes them', () => {
    const areas: AreaLookup = { codes: (text) => (text === '上海' ? ['310000', '310100'] : undefined) };
    expect(convertCell(field('area_codes'), '上海', areas)).toEqual({
      ok: true,
      value: ['310000', '310100'],
    });
    expect(convertCell(field('area_codes'), '440000,440300,440305')).toEqual({
      ok: true,
      value: ['440000', '440300', '440305'],
    });
    expect(texts(problemOf(convertCell(field('area_codes'), '火星', areas)))).toEqual({
      'zh-CN': '找不到：火星（从省份写起，如 广东省深圳市南山区）',
      'en-US': 'area not found: "火星" (names from the province down, e.g. 广东省深圳市南山区)',
    });
  });
});

describe('[issue 43] convertRow and cleanCsv', () => {
  const mapping = ['name', 'gender', null, 'phone', 'age', 'birthday'].map((n) => (n ? field(n) : null));

  it("converts a row of the issue's file", () => {
    expect(convertRow(mapping, ['验收甲', '女', 'ignored', '139 1234 0001', '30岁', '2024/3/5'])).toEqual({
      values: { name: '验收甲', gender: 0, phone: '13912340001', age: 30, birthday: '2024-03-05' },
      problems: [],
    });
  });

  it('lists the problem of each cell and a required value left empty, by field', () => {
    const row = convertRow(mapping, ['', '未知', '', '123', '30']);
    expect(row.values).toEqual({ age: 30 });
    expect(row.problems.map((p) => p.field)).toEqual(['gender', 'phone', 'name']);
    expect(texts(row.problems[2].problem)).toEqual({
      'zh-CN': '必填，不能为空',
      'en-US': 'required, but the cell is empty',
    });
  });

  it('writes the clean file: field keys, converted values, codes joined, CRLF, a BOM', () => {
    const csv = cleanCsv(
      ['name', 'gender', 'area_codes', 'remark'],
      [
        { name: '验收甲', gender: 0, area_codes: ['310000', '310100'] },
        { name: 'Li, "Lei"', gender: -1, remark: '第一行\n第二行' },
      ],
    );
    expect(csv.startsWith('\uFEFFname,gender,area_codes,remark\r\n')).toBe(true);
    expect(csv.slice(1).split('\r\n')[1]).toBe('验收甲,0,"310000,310100",');
    expect(Papa.parse<string[]>(csv.slice(1)).data).toEqual([
      ['name', 'gender', 'area_codes', 'remark'],
      ['验收甲', '0', '310000,310100', ''],
      ['Li, "Lei"', '-1', '', '第一行\n第二行'],
    ]);
  });
});
