import type { AxiosInstance } from 'axios';
import { z } from 'zod';
import { API_PATHS } from '../paths';
import { request, unwrapData } from './request';

/** At most this many days one move of the demo clock may advance. */
export const MAX_CLOCK_DAYS = 366;

/**
 * `POST /__demo/clock` (demo API only, docs/demo-api.md): `{ days }` moves the demo's today that
 * many days forward, `{ to: 'next_working_day' }` to its next Monday-to-Friday day.
 */
export const clockMoveSchema = z.union([
  z.object({ days: z.number().int().min(1).max(MAX_CLOCK_DAYS) }).strict(),
  z.object({ to: z.literal('next_working_day') }).strict(),
]);
export type ClockMoveBody = z.infer<typeof clockMoveSchema>;

/** The demo clock as answered: its offset from the real time and the demo's today. */
const clockStateSchema = z.object({
  offset_days: z.number().int(),
  /** The demo's today, `YYYY-MM-DD`. */
  today: z.string(),
  /** The demo's now, `YYYY-MM-DD HH:mm:ss`. */
  now: z.string(),
});
export type DemoClockState = z.infer<typeof clockStateSchema>;

/** A move of the clock: the clock after it and what the day rules changed (customer ids). */
const clockMovedSchema = clockStateSchema.extend({
  days: z.number().int(),
  into_sea: z.array(z.number()),
  sea_warned: z.array(z.number()),
  expired: z.array(z.number()),
  expiry_warned: z.array(z.number()),
});
export type DemoClockMove = z.infer<typeof clockMovedSchema>;

export function demoClockMethods(client: AxiosInstance) {
  return {
    /** Demo API only: the demo clock (`GET /__demo/clock`). */
    demoClock: () => request(client, 'GET', API_PATHS.demo.clock, z.preprocess(unwrapData, clockStateSchema)),
    /** Demo API only: moves the demo clock forward, applying each day's business rules. */
    advanceDemoClock: (body: ClockMoveBody) =>
      request(client, 'POST', API_PATHS.demo.clock, z.preprocess(unwrapData, clockMovedSchema), body),
  };
}
