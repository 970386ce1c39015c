import type { AxiosInstance } from 'axios';
import { z } from 'zod';
import { API_PATHS } from '../paths';
import { emptyAnswer, request, unwrapData } from './request';

/**
 * The event the window receives when the in-browser demo store falls back to memory; its `detail`
 * is the new persistence (below).
 */
export const DEMO_PERSISTENCE_EVENT = 'blind.demo.persistence';

/** Where the demo API keeps its data (docs/demo-faults.md), also the detail of its browser event. */
export const demoPersistenceSchema = z.object({
  mode: z.enum(['indexeddb', 'file', 'memory']),
  /** Why it runs in memory although saving was asked for. */
  reason: z.enum(['unavailable', 'blocked', 'quota', 'failed']).optional(),
  detail: z.string().optional(),
});

export type DemoPersistence = z.infer<typeof demoPersistenceSchema>;

/** `GET /__demo/status` (demo API only). */
const demoStatusSchema = z.preprocess(unwrapData, z.object({ persistence: demoPersistenceSchema }));

export interface ChangePasswordBody {
  old_password: string;
  password: string;
  password_confirmation: string;
}

/** The parts of their own profile a user may change (`/account/settings`). */
export const PROFILE_FIELDS = ['name', 'avatar', 'phone'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/**
 * `GET /admin/user/config` (the spec names the call, not its content; this project's choice,
 * docs/api-coverage.md): what of their own profile the user may change and the longest name. An
 * answer without them keeps the defaults: everything, 30 characters.
 */
const userConfigSchema = z.preprocess(
  unwrapData,
  z.object({
    editable_profile: z
      .array(z.string())
      .default([...PROFILE_FIELDS])
      .transform((list) => PROFILE_FIELDS.filter((f) => list.includes(f))),
    name_max_length: z.number().int().positive().default(30),
  }),
);
export type UserConfig = z.infer<typeof userConfigSchema>;

/** The signed-in user's own profile, as `/account/settings` sends it. */
export type SelfProfileBody = Partial<Record<ProfileField, string>>;

export function sessionMethods(client: AxiosInstance) {
  return {
    /** `POST /admin/user/change-password` (V26 is checked before sending). */
    changePassword: (body: ChangePasswordBody) =>
      request(client, 'POST', API_PATHS.session.changePassword, emptyAnswer, body),
    /** `GET /admin/user/config`: the signed-in user's settings, asked once signed in. */
    userConfig: () => request(client, 'GET', API_PATHS.session.config, userConfigSchema),
    /** `PUT /admin/user/self` (this project's choice): the user changes their own name, avatar, phone. */
    updateSelf: (body: SelfProfileBody) => request(client, 'PUT', API_PATHS.session.self, emptyAnswer, body),
    /** Demo API only: reseeds the demo data. */
    resetDemo: () => request(client, 'POST', API_PATHS.demo.reset, emptyAnswer),
    /** Demo API only: where the demo data is kept (saved, or in memory and why). */
    demoStatus: () => request(client, 'GET', API_PATHS.demo.status, demoStatusSchema),
  };
}
