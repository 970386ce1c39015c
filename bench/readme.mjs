// `npm run bench -- --readme`: the table of the latest figures in the README's Performance section,
// rewritten between two markers from a run's report (pure; types: readme.d.mts).
import { FIGURES } from './compare.mjs';
import { ratio } from './format.mjs';

export const README_START = '<!-- bench:figures:start (npm run bench -- --readme rewrites this part) -->';
export const README_END = '<!-- bench:figures:end -->';

/**
 * A Markdown table laid out as Prettier lays it out (cells padded to the column's width, at least
 * 3), so `prettier --check` accepts the README as written.
 * @param {string[][]} rows the first row is the header
 */
export function markdownTable(rows) {
  const cell = (/** @type {string} */ text) => text.replaceAll('|', '\\|');
  const cells = rows.map((row) => row.map(cell));
  const widths = cells[0].map((_, column) => Math.max(3, ...cells.map((row) => row[column].length)));
  const line = (/** @type {string[]} */ row) =>
    `| ${row.map((text, column) => text.padEnd(widths[column])).join(' | ')} |`;
  return [line(cells[0]), line(widths.map((w) => '-'.repeat(w))), ...cells.slice(1).map(line)].join('\n');
}

/**
 * The README's block: the figures of the baseline and each build with their ratios, then when and
 * where they were measured and how many budgets passed.
 * @param {Pick<import('./report.mjs').BenchReport, 'date' | 'machine' | 'runs' | 'lighthouseRuns' | 'figures' | 'budgets'>} report
 */
export function readmeFigures(report) {
  const f = report.figures;
  const builds = /** @type {const} */ (['api', 'demo']).filter((id) => f[id]);
  const rows = FIGURES.map(({ label, read, format, baselineRatio }) => {
    const reference = read(f.baseline);
    return [
      label,
      format(reference),
      ...builds.flatMap((id) => {
        const value = read(f[id] ?? {});
        return [format(value), baselineRatio && value != null && reference ? ratio(value / reference) : ''];
      }),
    ];
  });
  const m = report.machine;
  const loads = m.loadAverages
    ? `${m.loadAverages.join(' / ')} (1 / 5 / 15 min)`
    : `${m.loadAverage} (1 min)`;
  const met = report.budgets.filter((line) => line.ok === true).length;
  return [
    markdownTable([
      [
        '',
        'plain react-admin',
        ...builds.flatMap((id) => [`${id === 'api' ? 'API' : 'demo'} build`, 'ratio']),
      ],
      ...rows,
    ]),
    '',
    `Measured ${report.date.slice(0, 10)} on ${m.cores} cores (${m.cpu}), ${m.memoryGB} GB, Chromium ` +
      `${m.chromium}, Node ${m.node}; load average ${loads}; medians of ` +
      `${report.runs} runs (Lighthouse: ${report.lighthouseRuns ?? report.runs}); ${met} of ` +
      `${report.budgets.length} budgets met.`,
  ].join('\n');
}

/**
 * The README with its block between the markers replaced.
 * @param {string} readme the README's text
 * @param {string} block what goes between the markers
 */
export function replaceReadmeFigures(readme, block) {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start === -1 || end === -1 || end < start)
    throw new Error(
      `README.md has no "${README_START}" … "${README_END}" pair in that order: --readme cannot place the table`,
    );
  return `${readme.slice(0, start + README_START.length)}\n\n${block}\n\n${readme.slice(end)}`;
}
