// The budgets of the screens staff live in and of their interactions (issue 44 point 2), and their
// table in the bench's report. Each screen, cold and in the app: ready within 1.5× the 100-row
// list's ready time of the same run and build, no long task over 200 ms, CLS ≤ 0.02; each
// interaction's next paint within 200 ms at the 75th percentile of 10 tries.
import { cls, mb, ms, ratio, table } from './format.mjs';
import { CUSTOMER_ID, STAFF_SCREENS } from './staff-screens.mjs';

/** @typedef {import('./budgets.mjs').TargetFigures} TargetFigures */

export const READY_LIMIT = 1.5;
export const LONGEST_TASK_LIMIT_MS = 200;
export const CLS_LIMIT = 0.02;
export const INTERACTION_LIMIT_MS = 200;

const MODES = /** @type {const} */ ([
  ['cold', 'cold'],
  ['inApp', 'in app'],
]);
/** @type {{ key: keyof NonNullable<TargetFigures['interactions']>, label: string }[]} */
export const INTERACTIONS = [
  { key: 'typing', label: 'typing in the list keyword filter' },
  { key: 'tabSwitch', label: 'switching a detail tab' },
  { key: 'rowMenu', label: 'opening a row menu (⋮)' },
];

/** @param {number | null | undefined} value @param {number | null | undefined} reference */
const over = (value, reference) =>
  value == null || reference == null || reference === 0 ? null : value / reference;

/**
 * Every staff screen's three budgets in both ways of reaching it, then the interactions'.
 * @returns {import('./budgets.mjs').Budget[]}
 */
export function staffBudgets() {
  return [
    ...STAFF_SCREENS.flatMap(({ id, label }) =>
      MODES.flatMap(([mode, modeLabel]) => {
        const read = (/** @type {TargetFigures} */ f) => f.staff?.[id]?.[mode];
        return /** @type {import('./budgets.mjs').Budget[]} */ ([
          {
            label: `${label}, ${modeLabel}: ready / 100-row list ready`,
            op: '<=',
            limit: READY_LIMIT,
            unit: 'ratio',
            read: (f) => over(read(f)?.readyMs, f.list?.readyMs),
          },
          {
            label: `${label}, ${modeLabel}: longest task (ms)`,
            op: '<=',
            limit: LONGEST_TASK_LIMIT_MS,
            unit: 'ms',
            read: (f) => read(f)?.longestTaskMs ?? null,
          },
          {
            label: `${label}, ${modeLabel}: CLS`,
            op: '<=',
            limit: CLS_LIMIT,
            unit: 'cls',
            read: (f) => read(f)?.cls ?? null,
          },
        ]);
      }),
    ),
    ...INTERACTIONS.map(
      ({ key, label }) =>
        /** @type {import('./budgets.mjs').Budget} */ ({
          label: `${label}: next paint p75 (ms)`,
          op: '<=',
          limit: INTERACTION_LIMIT_MS,
          unit: 'ms',
          read: (f) => f.interactions?.[key] ?? null,
        }),
    ),
  ];
}

/**
 * The staff screens side by side for each build: ready time (and its ratio to the 100-row list),
 * longest long task and CLS, cold and in the app; then the interactions and the working day.
 * @param {import('./budgets.mjs').Figures} figures
 */
export function printStaffScreens(figures) {
  const builds = /** @type {const} */ (['api', 'demo']).filter((id) => figures[id]?.staff);
  if (builds.length === 0) return;
  console.log(
    `\nScreens staff live in (issue 44): ready (× the 100-row list), longest task, CLS; cold / in the app; ` +
      `customer ${CUSTOMER_ID} of the seeds`,
  );
  for (const id of builds) {
    const f = /** @type {TargetFigures} */ (figures[id]);
    console.log(
      `\n${id === 'api' ? 'API build' : 'demo build'} (100-row list ready ${ms(f.list?.readyMs)})\n`,
    );
    console.log(
      table([
        ['screen', 'cold ready', 'longest', 'CLS', 'in-app ready', 'longest', 'CLS'],
        ...STAFF_SCREENS.map(({ id: screen, label }) => {
          const s = f.staff?.[screen];
          const cells = (/** @type {'cold' | 'inApp'} */ mode) => {
            const v = s?.[mode];
            const play = v?.playMs == null ? '' : ` (+ play ${ms(v.playMs)})`;
            return [
              `${ms(v?.readyMs)} ${ratio(over(v?.readyMs, f.list?.readyMs))}${play}`,
              ms(v?.longestTaskMs),
              cls(v?.cls),
            ];
          };
          return [label, ...cells('cold'), ...cells('inApp')];
        }),
      ]),
    );
    const moved = STAFF_SCREENS.flatMap(({ id: screen, label }) => {
      const cold = f.staff?.[screen]?.cold;
      return cold && (cold.cls ?? 0) > CLS_LIMIT
        ? [`${label}, cold: ${(cold.shiftSources ?? []).join(', ')}`]
        : [];
    });
    if (moved.length > 0)
      console.log(`\nWhat moved (CLS over budget):\n${moved.map((m) => `- ${m}`).join('\n')}`);
    const i = f.interactions;
    if (i)
      console.log(
        `\nInteractions, next paint p75 of 10: ${INTERACTIONS.map(({ key, label }) => `${label} ${ms(i[key])}`).join(', ')}` +
          (i.fallbacks
            ? ` (${i.fallbacks} tries without an Event Timing entry, timed to the next frame)`
            : ''),
      );
    const day = f.churn;
    if (day && 'after200Bytes' in day)
      console.log(
        `Working day: heap ${mb(day.after10Bytes)} after 10 screen changes, ` +
          `${mb(day.after200Bytes)} after 200 (${ratio(day.growth)})`,
      );
  }
}
