import type { AxiosInstance } from 'axios';
import { z } from 'zod';
import { versionedBody } from '../conflicts';
import { API_PATHS, fillPath } from '../paths';
import { emptyAnswer, request, unwrapData } from './request';

/** Settings edited like a configuration group but kept elsewhere (spec §7 Admin), by group name. */
const ADMIN_SETTINGS = { official: API_PATHS.settings.official } as const;

/**
 * A configuration group's address: `love/basic`, `system/security` (spec §7 Config), or an admin
 * group with its own path (`admin/official`).
 */
export type SettingsGroup =
  { scope: 'love' | 'system'; group: string } | { scope: 'admin'; group: keyof typeof ADMIN_SETTINGS };

/** Where a group's values are read and saved. */
const valuesPath = (at: SettingsGroup) =>
  at.scope === 'admin' ? ADMIN_SETTINGS[at.group] : fillPath(API_PATHS.settings.values, { ...at });

const choiceSchema = z.object({ id: z.union([z.string(), z.number()]), name: z.string() });

/** One field of a settings form as an options endpoint describes it. */
export const settingsFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  /** `secret`: write-only, answered masked; sending the mask back keeps the saved value. */
  type: z.enum(['text', 'textarea', 'richtext', 'integer', 'money', 'switch', 'select', 'secret']),
  required: z.boolean().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  /** The unit shown after a number (天, 分钟, 元…). */
  unit: z.string().optional(),
  help: z.string().optional(),
  /** A regular expression the text must match, and the message when it does not. */
  pattern: z.string().optional(),
  invalid: z.string().optional(),
  /** Shown with a copy button, never edited (an address the other platform needs). */
  readonly: z.boolean().optional(),
  choices: z.array(choiceSchema).optional(),
});

export const settingsSectionSchema = z.object({
  key: z.string(),
  title: z.string(),
  fields: z.array(settingsFieldSchema),
});

/** `GET /config/options/<scope>/<group>`: the group's sections, fields and choices. */
export const settingsOptionsSchema = z.preprocess(
  (body) => unwrapData(body) ?? {},
  z.object({ sections: z.array(settingsSectionSchema) }),
);

/** `GET /config/<scope>/<group>`: the saved values by field name. */
export const settingsValuesSchema = z.preprocess(
  (body) => unwrapData(body) ?? {},
  z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
);

/**
 * The answer of a save: the group as saved (values and version, secrets masked), when the server
 * sends it; `undefined` otherwise (the page reads the group again).
 */
export const savedSettingsSchema = z.union([
  z.object({ data: settingsValuesSchema }).transform((body) => body.data),
  z.unknown().transform(() => undefined),
]);

export type SettingsField = z.infer<typeof settingsFieldSchema>;
export type SettingsSection = z.infer<typeof settingsSectionSchema>;
export type SettingsValues = z.infer<typeof settingsValuesSchema>;

export const smsPreviewSchema = z.preprocess(
  (body) => unwrapData(body) ?? {},
  z.object({ content: z.string(), length: z.number().optional(), count: z.number().optional() }),
);
export type SmsPreview = z.infer<typeof smsPreviewSchema>;

export function settingsMethods(client: AxiosInstance) {
  return {
    /** The sections and choices of a configuration group. */
    getSettingsOptions: (at: SettingsGroup) =>
      request(client, 'GET', fillPath(API_PATHS.settings.options, { ...at }), settingsOptionsSchema),
    /** The saved values of a configuration group. */
    getSettings: (at: SettingsGroup) => request(client, 'GET', valuesPath(at), settingsValuesSchema),
    /**
     * Saves a configuration group (answered "设置成功", E10): only the values that differ from
     * `previous` (the group as read), with the `revision` the edit is based on (a stale one: 409).
     */
    saveSettings: (
      at: SettingsGroup,
      values: SettingsValues,
      previous: SettingsValues,
      revision: number | undefined,
    ) =>
      request(client, 'PUT', valuesPath(at), savedSettingsSchema, versionedBody(values, previous, revision)),
    /** An SMS template's text as it will be sent (`sms-template/preview`). */
    previewSms: (body: { content: string; sign?: string }) =>
      request(client, 'POST', API_PATHS.sms.preview, smsPreviewSchema, body),
    /** Sends an SMS record again. */
    resendSms: (id: number | string) =>
      request(client, 'POST', fillPath(API_PATHS.sms.resend, { id }), emptyAnswer),
  };
}
