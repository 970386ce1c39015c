import type { PackStep } from '../../../dataProvider';

/** `pack.status` (resources/pack.ts): 0 building, 1 built, 2 auditing, 3 passed, 4 rejected, 5 online, 6 cancelled. */
export const PACK_STATUS = {
  building: 0,
  built: 1,
  auditing: 2,
  passed: 3,
  rejected: 4,
  online: 5,
  cancelled: 6,
} as const;

/** The steps a package may take from a status (spec §4: audit, cancel audit, cancel, online). */
const STEPS_OF_STATUS: Readonly<Record<number, readonly PackStep[]>> = {
  [PACK_STATUS.building]: ['cancel'],
  [PACK_STATUS.built]: ['audit', 'cancel'],
  [PACK_STATUS.auditing]: ['cancelAudit', 'cancel'],
  [PACK_STATUS.passed]: ['online', 'cancel'],
  [PACK_STATUS.rejected]: ['audit', 'cancel'],
};

export function stepsOf(status: unknown): readonly PackStep[] {
  return typeof status === 'number' ? (STEPS_OF_STATUS[status] ?? []) : [];
}

/** Statuses the server moves on its own (a build, an audit): the list asks again meanwhile. */
export function isPending(status: unknown): boolean {
  return status === PACK_STATUS.building || status === PACK_STATUS.auditing;
}

/** A trial version exists once the package is built and until it is cancelled. */
export function hasTrial(status: unknown): boolean {
  return typeof status === 'number' && status !== PACK_STATUS.building && status !== PACK_STATUS.cancelled;
}

/** The next version after the latest one ("2.1.3" → "2.1.4"); "1.0.0" when there is none. */
export function nextVersion(latest: string | undefined): string {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(latest ?? '');
  if (!match) return '1.0.0';
  return `${match[1]}.${match[2]}.${Number(match[3]) + 1}`;
}

export const VERSION_PATTERN = /^\d+\.\d+\.\d+$/;

/** Who packages (resources/pack.ts `access`). */
export const PACK_PERMISSION = 'setting.pack';
