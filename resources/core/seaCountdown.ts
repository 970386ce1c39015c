/** The public-sea countdown of "my customers": a pure date rule shared by the app and the demo API. */
import dayjs from 'dayjs';

type DateLike = string | number | Date | null | undefined;

/**
 * Days without a follow-up after which a customer of "my customers" flows into the public sea
 * (spec §9: "a configured number of working days"). The server's setting is not exposed to the
 * app; the demo uses 15 calendar days.
 */
export const SEA_FLOW_DAYS = 15;
/** At most this many days left: shown in the warning colour. */
export const SEA_WARNING_DAYS = 3;

export interface SeaCountdown {
  /** Days left before the customer flows into the sea (0 or less: due). */
  daysLeft: number;
  /** When it flows in. */
  flowsAt: Date;
  warning: boolean;
}

/**
 * When a customer of "my customers" flows into the public sea: `SEA_FLOW_DAYS` after its last
 * follow-up, or after it was created when it was never followed up.
 */
export function seaCountdown(
  lastFollowAt: DateLike,
  createdAt: DateLike,
  now: DateLike = new Date(),
): SeaCountdown | undefined {
  const from = dayjs(lastFollowAt || createdAt || undefined);
  if (!(lastFollowAt || createdAt) || !from.isValid()) return undefined;
  const flowsAt = from.add(SEA_FLOW_DAYS, 'day');
  const daysLeft = flowsAt.startOf('day').diff(dayjs(now).startOf('day'), 'day');
  return { daysLeft, flowsAt: flowsAt.toDate(), warning: daysLeft <= SEA_WARNING_DAYS };
}
