import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resources } from '../../../resources';
import { contractConfigSchema } from '../../../resources/contract-config';
import {
  hasMarkup,
  isEmptyHtml,
  isSafeHref,
  toEditorHtml,
  toExcerpt,
  toPlainText,
} from '../../../resources/core/richText';
import { readField } from '../../../resources/core/reader';
import { explanationSchema } from '../../../resources/explanation';
import { sanitizeHtml } from '../../../src/components/richText/sanitize';
import { buildFormSchema, issueMessage } from '../../../src/registry/validation';

// Issue 16 point 5: rich text (help texts, contract terms, notices) is sanitised before display.

/** The sanitised HTML parsed back, to look at what is left. */
function parse(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  return box;
}

describe('sanitizeHtml: only the editor’s formatting and safe links are kept', () => {
  it('keeps paragraphs, bold, italic, underline and lists as they are', () => {
    const html =
      '<p>一、<strong>服务内容</strong>，<em>见面</em>，<u>保密</u></p><ul><li><p>推荐</p></li></ul><ol><li>见面</li></ol>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes script tags with their content', () => {
    const box = parse('<p>条款</p><script>alert(1)</script><p>其他</p>');
    expect(box.querySelector('script')).toBeNull();
    expect(box.innerHTML).toBe('<p>条款</p><p>其他</p>');
    expect(box.textContent).not.toContain('alert');
  });

  it('removes event handlers (onerror, onclick) and the elements that are not allowed', () => {
    const box = parse(
      '<img src="x" onerror="alert(1)"><p onclick="alert(2)" style="color:red" class="x">文本</p>',
    );
    expect(box.querySelector('img')).toBeNull();
    expect(box.innerHTML).toBe('<p>文本</p>');
    expect(sanitizeHtml('<b onmouseover="alert(3)">粗</b>')).toBe('<b>粗</b>');
  });

  it('removes style, iframe, form and svg, keeping no markup of them', () => {
    const box = parse(
      '<style>p{display:none}</style><iframe src="https://evil.example"></iframe><form action="/x"><input></form><svg><script>alert(1)</script></svg><p>保留</p>',
    );
    expect(box.innerHTML).toBe('<p>保留</p>');
  });

  it('drops javascript:, data: and vbscript: links, also disguised, and keeps their text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      '&#106;avascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example/x',
    ]) {
      const link = parse(`<a href="${href}">点击</a>`).querySelector('a');
      expect(link?.getAttribute('href'), href).toBeNull();
      expect(link?.textContent).toBe('点击');
    }
  });

  it('keeps an https link, opened in a new tab with rel="noopener noreferrer"', () => {
    const link = parse(
      '<a href="https://www.example.com/terms" target="_self" rel="opener">条款</a>',
    ).querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://www.example.com/terms');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps mailto: and in-app relative links, without a new tab', () => {
    const mail = parse('<a href="mailto:service@example.com">邮件</a>').querySelector('a');
    expect(mail?.getAttribute('href')).toBe('mailto:service@example.com');
    expect(mail?.getAttribute('target')).toBeNull();
    expect(mail?.getAttribute('rel')).toBe('noopener noreferrer');
    const inApp = parse('<a href="/blind/admin-view/contract-config">模板</a>').querySelector('a');
    expect(inApp?.getAttribute('href')).toBe('/blind/admin-view/contract-config');
  });
});

describe('isSafeHref', () => {
  it.each([
    ['https://example.com', true],
    ['http://example.com/a?b=1', true],
    ['mailto:a@example.com', true],
    ['/customer/list', true],
    ['customer/detail?id=1', true],
    ['javascript:alert(1)', false],
    ['  JAVASCRIPT:alert(1)', false],
    ['data:text/html,x', false],
    ['ftp://files.example.com', false],
    ['//evil.example', false],
    ['', false],
  ])('%s → %s', (href, safe) => {
    expect(isSafeHref(href)).toBe(safe);
  });
});

describe('toPlainText and toExcerpt', () => {
  it('keeps the line breaks of plain text (records written before the editor)', () => {
    const old = '一、服务内容。\n二、费用。\n三、其他。';
    expect(hasMarkup(old)).toBe(false);
    expect(toPlainText(old)).toBe(old);
    expect(toPlainText('身高 < 180 且 > 170')).toBe('身高 < 180 且 > 170');
  });

  it('turns paragraphs, list items and <br> into lines and strips every tag', () => {
    const html =
      '<p>一、<strong>服务</strong></p><ul><li><p>推荐</p></li><li><p>见面</p></li></ul><p>第一行<br>第二行</p>';
    expect(toPlainText(html)).toBe('一、服务\n• 推荐\n• 见面\n第一行\n第二行');
  });

  it('decodes entities and drops script and style contents', () => {
    expect(
      toPlainText(
        '<p>A &amp; B &lt;b&gt; &#20013;&#x6587;&nbsp;!</p><script>alert(1)</script><style>p{}</style>',
      ),
    ).toBe('A & B <b> 中文 !');
  });

  it('the editor opens plain text as one paragraph per line, escaped; HTML as it is', () => {
    expect(toEditorHtml('一、服务\n\n二、<费用> & 其他')).toBe(
      '<p>一、服务</p><p>二、&lt;费用&gt; &amp; 其他</p>',
    );
    expect(toEditorHtml('<p>已格式化</p>')).toBe('<p>已格式化</p>');
    expect(toEditorHtml(null)).toBe('');
  });

  it('an excerpt is one line, cut with an ellipsis', () => {
    expect(toExcerpt('<p>第一段</p><p>第二段</p>')).toBe('第一段 第二段');
    expect(toExcerpt('<p>记录：</p><ul><li><p>评价</p></li><li><p>意向</p></li></ul>')).toBe(
      '记录： 评价 意向',
    );
    expect(toExcerpt('一、服务\n二、费用')).toBe('一、服务 二、费用');
    expect(toExcerpt(`<p>${'长'.repeat(200)}</p>`, 10)).toBe(`${'长'.repeat(9)}…`);
  });
});

describe('isEmptyHtml: an emptied editor counts as empty', () => {
  it.each([
    undefined,
    null,
    '',
    '   ',
    '<p></p>',
    '<p> </p>',
    '<p><br></p>',
    '<p>&nbsp;</p>',
    '<ul><li><p></p></li></ul>',
  ])('%j is empty', (value) => {
    expect(isEmptyHtml(value)).toBe(true);
  });

  it.each(['x', '<p>说明</p>', '<p><strong>粗</strong></p>'])('%j is not empty', (value) => {
    expect(isEmptyHtml(value)).toBe(false);
  });
});

describe('the rich-text fields of the schemas', () => {
  const terms = (value: string) => contractConfigSchema().shape.terms.safeParse(value);

  it('take HTML longer than the old text limits (terms 20000, notes 2000)', () => {
    expect(terms(`<p>${'条'.repeat(9000)}</p>`).success).toBe(true);
    expect(terms(`<p>${'条'.repeat(20000)}</p>`).success).toBe(false);
    expect(explanationSchema().shape.note.safeParse(`<p>${'说'.repeat(1500)}</p>`).success).toBe(true);
    expect(explanationSchema().shape.note.safeParse(`<p>${'说'.repeat(2000)}</p>`).success).toBe(false);
  });

  it('count the text, not the tags, for their minimum', () => {
    const short = terms('<p><strong>太短</strong></p>');
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]).toMatchObject({ code: 'too_small', minimum: 10 });
    expect(terms('<p>乙方自愿委托甲方提供婚恋介绍服务。</p>').success).toBe(true);
    const emptyNote = explanationSchema().shape.note.safeParse('<p></p>');
    expect(emptyNote.error?.issues[0]).toMatchObject({ code: 'too_small', minimum: 1 });
  });

  it('are plain zod strings to the rest of the registry', () => {
    expect(contractConfigSchema().shape.terms).toBeInstanceOf(z.ZodString);
  });

  it('use the richtext widget with the heights of spec §9: terms 440, notes 340', () => {
    expect(readField('terms', contractConfigSchema().shape.terms)).toMatchObject({
      widget: 'richtext',
      required: true,
      meta: { editorHeight: 440 },
    });
    expect(readField('note', explanationSchema().shape.note)).toMatchObject({
      widget: 'richtext',
      meta: { editorHeight: 340 },
    });
  });
});

describe('the generated form reads an emptied editor as empty', () => {
  const def = resources.find((r) => r.name === 'contract-config')!;
  const t = (key: string, options?: Record<string, unknown>) =>
    options ? `${key}:${JSON.stringify(options)}` : key;
  const termsMessage = (terms: string) => {
    const result = buildFormSchema(def, 'edit')
      .pick({ terms: true })
      .safeParse({ terms }, { error: (issue) => issueMessage(issue, t, def) });
    return result.success ? undefined : result.error.issues[0].message;
  };

  it.each(['', '<p></p>', '<p> </p>', '<p><br></p>'])('%j → "required"', (terms) => {
    expect(termsMessage(terms)).toBe('app.validation.required');
  });

  it('short text says how long it must be; enough text passes', () => {
    expect(termsMessage('<p><strong>太短</strong></p>')).toBe('app.validation.too_small_string:{"min":10}');
    expect(termsMessage('<p>乙方自愿委托甲方提供婚恋介绍服务。</p>')).toBeUndefined();
  });
});
