// @vitest-environment node
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import {
  README_END,
  README_START,
  markdownTable,
  readmeFigures,
  replaceReadmeFigures,
  type ReadmeReport,
} from '../../../bench/readme.mjs';

const report: ReadmeReport = {
  date: '2026-11-29T17:20:00.000Z',
  machine: {
    cores: 2,
    cpu: 'Intel(R) Xeon(R) Processor',
    memoryGB: 23.5,
    chromium: '156.0.8078.108',
    node: 'v20.20.2',
    loadAverage: 1.68,
    loadAverages: [1.68, 1.52, 1.2],
  },
  runs: 3,
  lighthouseRuns: 5,
  figures: {
    baseline: { list: { readyMs: 613, jsHeapBytes: 15_000_000 }, lighthouse: { mobile: 100, desktop: 100 } },
    api: { list: { readyMs: 592, jsHeapBytes: 21_000_000 }, lighthouse: { mobile: 100, desktop: 100 } },
    demo: { list: { readyMs: 1391 } },
  },
  budgets: [{ ok: true }, { ok: false }, { ok: null }, { ok: true }],
};

const sample = [
  '# blind-admin',
  '',
  '## Performance',
  '',
  'Some words on the bench.',
  '',
  README_START,
  '',
  'the old table',
  '',
  README_END,
  '',
  '## Deploying',
  '',
].join('\n');

describe('the README table of the latest bench figures (--readme)', () => {
  it('writes each figure of the baseline and both builds with the ratios, and when and where', () => {
    const block = readmeFigures(report);
    const lines = block.split('\n');
    expect(lines[0]).toMatch(/^\| +\| plain react-admin \| API build \| ratio +\| demo build \| ratio +\|$/);
    expect(block).toMatch(/\| 100-row list: ready +\| 613 ms +\| 592 ms +\| 0\.97× \| 1391 ms +\| 2\.27× \|/);
    expect(block).toMatch(
      /\| 100-row list: JS heap after GC +\| 14\.3 MB +\| 20\.0 MB +\| 1\.40× \| n\/a +\| +\|/,
    );
    expect(block).toMatch(/\| Lighthouse login, mobile \(score\) +\| 100 +\| 100 +\| +\| n\/a +\| +\|/);
    expect(lines.at(-1)).toBe(
      'Measured 2026-11-29 on 2 cores (Intel(R) Xeon(R) Processor), 23.5 GB, Chromium 156.0.8078.108, ' +
        'Node v20.20.2; load average 1.68 / 1.52 / 1.2 (1 / 5 / 15 min); medians of 3 runs (Lighthouse: 5); ' +
        '2 of 4 budgets met.',
    );
  });

  it('replaces only what is between the markers, and the result is as Prettier writes it', async () => {
    const readme = replaceReadmeFigures(sample, readmeFigures(report));
    expect(readme).not.toContain('the old table');
    expect(readme.startsWith(sample.slice(0, sample.indexOf(README_START) + README_START.length))).toBe(true);
    expect(readme.endsWith(sample.slice(sample.indexOf(README_END)))).toBe(true);
    expect(replaceReadmeFigures(readme, readmeFigures(report))).toBe(readme);
    const options = (await resolveConfig('README.md')) ?? {};
    expect(await format(readme, { ...options, parser: 'markdown' })).toBe(readme);
  });

  it('lays a table out as Prettier does, escaping pipes', async () => {
    const text = markdownTable([
      ['', 'a'],
      ['x | y', '1'],
    ]);
    expect(text).toBe('|        | a   |\n| ------ | --- |\n| x \\| y | 1   |');
    expect(await format(`${text}\n`, { parser: 'markdown' })).toBe(`${text}\n`);
  });

  it('refuses a README without both markers in order', () => {
    expect(() => replaceReadmeFigures('# no markers\n', 'x')).toThrow(/has no .* pair in that order/);
    expect(() => replaceReadmeFigures(`${README_END}\n${README_START}\n`, 'x')).toThrow(/in that order/);
  });
});
