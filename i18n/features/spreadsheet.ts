import { defineFeatureMessages } from '../types';

/**
 * Strings of the spreadsheet import's cell conversion (`app.spreadsheet.*`, issue 43): what is wrong
 * with a cell, naming what was expected. They follow the cell's column label (`年龄：不能大于 80`,
 * `Age: must be at most 80`), as the server's reasons do. `%{value}` is the cell as typed and
 * `%{allowed}` the choice names joined with `list_separator`, both in the language of the text.
 */
export default defineFeatureMessages({
  'en-US': {
    list_separator: ', ',
    problem: {
      required: 'required, but the cell is empty',
      choice: 'unknown value "%{value}" (allowed: %{allowed})',
      boolean: 'not yes or no: "%{value}" (allowed: Yes, No)',
      integer: 'not a whole number: "%{value}"',
      number: 'not a number: "%{value}"',
      min: 'must be at least %{min}',
      max: 'must be at most %{max}',
      too_long: 'longer than %{max} characters',
      phone: 'not a valid mobile number: "%{value}" (11 digits, +86 and spaces allowed)',
      date: 'not a date: "%{value}" (e.g. 2024-03-05)',
      area: 'area not found: "%{value}" (names from the province down, e.g. 广东省深圳市南山区)',
    },
  },
  'zh-CN': {
    list_separator: '、',
    problem: {
      required: '必填，不能为空',
      choice: '无法识别：%{value}（可填：%{allowed}）',
      boolean: '无法识别：%{value}（可填：是、否）',
      integer: '不是整数：%{value}',
      number: '不是数字：%{value}',
      min: '不能小于 %{min}',
      max: '不能大于 %{max}',
      too_long: '不能超过 %{max} 个字',
      phone: '格式不正确：%{value}（应为 11 位手机号，可带 +86 和空格）',
      date: '不是日期：%{value}（如 2024-03-05）',
      area: '找不到：%{value}（从省份写起，如 广东省深圳市南山区）',
    },
  },
});
