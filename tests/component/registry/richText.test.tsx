import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { SafeHtml } from '../../../src/components/richText/SafeHtml';
import { loginAs, renderApp, setupDemoServer } from '../../support/renderApp';
import { APP_WAIT, LONG_APP_TEST_MS } from '../../support/timeouts';

// Issue 16 point 5: rich text (contract terms, help texts, notices) is edited in ra-input-rich-text
// (heights 440 / 340, spec §9) and shown sanitised.

const { server, db } = setupDemoServer({ customerCount: 4 });

// jsdom lays nothing out: ProseMirror asks where the selection is (to scroll it into view) and
// what is under the pointer; an empty answer lets it carry on.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  document.elementFromPoint = () => null;
});

/** The editing area of a rich-text field, once its chunk has loaded. */
async function editorOf(name: RegExp): Promise<HTMLElement> {
  return screen.findByRole('textbox', { name }, APP_WAIT);
}

/** The PUT bodies sent for a resource. */
function captureUpdates(resource: string): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.put(`*/${resource}/:id`, async ({ request }) => {
      bodies.push((await request.clone().json()) as Record<string, unknown>);
      return undefined;
    }),
  );
  return bodies;
}

describe('the rich-text editor in generated forms', () => {
  it(
    'a contract template’s terms: bold from the toolbar button, saved as <strong> (en-US)',
    async () => {
      const user = userEvent.setup();
      const template = db.list('contract-config')[0];
      const bodies = captureUpdates('contract-config');
      await loginAs('admin');
      await renderApp(`/contract-config/${template.id}`);
      const editor = await editorOf(/^Terms/);
      expect(editor).toHaveAttribute('aria-multiline', 'true');
      expect(editor).toHaveAttribute('aria-required', 'true');

      // Replace the terms with a clause of one's own, select it all and make it bold.
      await user.click(editor);
      await user.keyboard('{Control>}a{/Control}');
      // jsdom has no text input for contenteditable: the clause arrives by paste (ProseMirror's handler).
      await user.paste('乙方自愿委托甲方提供婚恋介绍服务。');
      await waitFor(() => expect(editor).toHaveTextContent('乙方自愿委托甲方提供婚恋介绍服务。'), APP_WAIT);
      await user.keyboard('{Control>}a{/Control}');
      const toolbar = screen.getByRole('group', { name: 'Formatting' });
      for (const name of [
        'Bold',
        'Italic',
        'Underline',
        'Bulleted list',
        'Numbered list',
        'Add a link',
        'Clear format',
      ])
        expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
      await user.click(within(toolbar).getByRole('button', { name: 'Bold' }));
      await waitFor(() => expect(editor.querySelector('strong')).not.toBeNull(), APP_WAIT);

      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(bodies).toHaveLength(1), APP_WAIT);
      expect(bodies[0].terms).toBe('<p><strong>乙方自愿委托甲方提供婚恋介绍服务。</strong></p>');
      await waitFor(
        () => expect(db.get('contract-config', template.id)?.terms).toBe(bodies[0].terms),
        APP_WAIT,
      );
    },
    LONG_APP_TEST_MS,
  );

  it(
    'terms written before the editor (plain text) open as one paragraph per line, the form unchanged',
    async () => {
      const old = db
        .list('contract-config')
        .find((c) => typeof c.terms === 'string' && !c.terms.includes('<'));
      if (!old) throw new Error('no plain-text terms in the demo data');
      await loginAs('admin');
      await renderApp(`/contract-config/${old.id}`);
      const editor = await editorOf(/^Terms/);
      await waitFor(
        () => expect(editor.querySelectorAll('p')).toHaveLength(String(old.terms).split('\n').length),
        APP_WAIT,
      );
      expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    },
    LONG_APP_TEST_MS,
  );

  it(
    'an emptied editor is empty: "必填" under the field, nothing sent (zh-CN)',
    async () => {
      const user = userEvent.setup();
      const explanation = db.list('explanation')[0];
      const bodies = captureUpdates('explanation');
      await loginAs('admin');
      await renderApp(`/explanation/${explanation.id}`, undefined, undefined, 'zh-CN');
      const editor = await editorOf(/^说明/);
      expect(screen.getByRole('button', { name: '加粗' })).toBeInTheDocument();
      await user.click(editor);
      await user.keyboard('{Control>}a{/Control}{Backspace}');
      await waitFor(() => expect(editor).toHaveTextContent(''), APP_WAIT);
      fireEvent.click(screen.getByRole('button', { name: '保存' }));
      expect(await screen.findByText('必填', {}, APP_WAIT)).toBeInTheDocument();
      expect(bodies).toHaveLength(0);
    },
    LONG_APP_TEST_MS,
  );
});

describe('SafeHtml', () => {
  it('shows plain text with its line breaks, as text', () => {
    render(<SafeHtml value={'一、服务内容\n二、<费用>'} testId="plain" />);
    const box = screen.getByTestId('plain');
    expect(box.textContent).toBe('一、服务内容\n二、<费用>');
    expect(box.children).toHaveLength(0);
  });

  it('renders the allowed formatting and drops the rest', () => {
    render(
      <SafeHtml
        value={
          '<p><strong>粗体</strong><img src=x onerror="alert(1)"></p><script>alert(2)</script><a href="javascript:alert(3)">链接</a>'
        }
        testId="rich"
      />,
    );
    const box = screen.getByTestId('rich');
    expect(box.querySelector('strong')).toHaveTextContent('粗体');
    expect(box.querySelector('img, script')).toBeNull();
    expect(box.querySelector('a')?.getAttribute('href')).toBeNull();
  });
});
