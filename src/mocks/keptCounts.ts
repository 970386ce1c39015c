/**
 * Makes ahead what the counts read (issue 44): each history's records grouped by customer (the
 * customer detail's tab counts and lists, listGroups.ts) and the customers' counted values (the
 * menu's counters, statCountKept.ts). The HTTP demo server does it once its data is ready, so the
 * first screen and the first customer detail of a 50,000-customer company do not read every
 * record; later writes update what is kept record by record.
 */
import { ruleSettings } from './dailyRules';
import type { DemoDb } from './db';
import { candidatePositions } from './listGroups';
import { listIndex } from './listOrder';
import { countValues } from './statCountKept';

/** The field the detail's tabs filter a history by. */
const CUSTOMER_ID = 'customer_id';

export function keepCounts(db: DemoDb): void {
  for (const def of db.resources) {
    if (!def.fieldInfo.some((f) => f.name === CUSTOMER_ID)) continue;
    const records = db.list(def.name);
    const revision = db.revision(def.name);
    // The key and values of the list's equality filter on a field no view masks (query.ts).
    const values = listIndex(records, revision).column(`\n${CUSTOMER_ID}`, (r) => r[CUSTOMER_ID]);
    candidatePositions(values, revision, [], 0);
  }
  countValues(db.list('customer'), db.revision('customer'), ruleSettings(db).seaDays);
}
