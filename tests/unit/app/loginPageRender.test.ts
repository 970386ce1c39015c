// @vitest-environment node
// Rendered as at build time: in Node, without a document (emotion's server mode).
import { describe, expect, it } from 'vitest';
import enApp from '../../../i18n/en-US/app';
import zhApp from '../../../i18n/zh-CN/app';
import { renderLoginPage } from '../../../src/app/loginPage.build';

describe('the login page rendered at build time (src/app/loginPage.build.tsx, issue 8)', () => {
  it("renders the form's skeleton in each language, and records the styles of every class it and the form use", async () => {
    const { cards, styles } = await renderLoginPage();
    expect(Object.keys(cards)).toEqual(['zh-CN', 'en-US']);
    expect(cards['zh-CN']).toContain(`>${zhApp.title}</h1>`);
    expect(cards['en-US']).toContain(`>${enApp.title}</h1>`);
    // The form's own blocks, painted as bones; no language menu, no <style> of emotion's.
    for (const card of Object.values(cards)) {
      expect(card).toContain('MuiTabs-root');
      expect(card.match(/class="MuiFormControl-root /g)).toHaveLength(2);
      expect(card).toContain('type="submit"');
      expect(card).toContain('<section');
      expect(card).not.toContain('language-switch');
      expect(card).not.toContain('<style');
    }
    const used = new Set(
      Object.values(cards).flatMap((card) => [...card.matchAll(/\bcss-([\w-]+)/g)].map((m) => m[1])),
    );
    expect([...used].filter((name) => !styles.names.includes(name ?? ''))).toEqual([]);
    expect(new Set(styles.names).size).toBe(styles.names.length);
    // Also the form's states before any interaction: the focused username field, the still motion.
    expect(styles.names.length).toBeGreaterThan(used.size + 10);
    expect(styles.css).toMatch(/Mui-focused/);
    expect(styles.css).toMatch(/transition:none/);
    // MUI's baseline (a Global style, inserted by the form whenever it mounts) is not among them.
    expect(styles.css).not.toMatch(/(^|})html\{/);
    // Issue 45: the styles name their colours by variable, the theme's light and dark values come
    // first, the system's colour scheme choosing: one set of styles, the card's too, in both.
    expect(styles.css).toMatch(/^:root\{--mui-/);
    expect(styles.css).toContain('@media (prefers-color-scheme: dark){:root{');
    expect(styles.css).toContain('--mui-palette-background-paper:#1e1e1e');
    expect(styles.css).toContain('var(--mui-palette-background-paper)');
  }, 60_000);
});
