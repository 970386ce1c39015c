import { z } from 'zod';

/** V26: the smallest password length. */
export const PASSWORD_MIN = 6;

/** i18n keys of the change-password messages. */
export const PASSWORD_ERRORS = {
  required: 'app.user_center.required',
  min: 'app.user_center.password_min',
  mismatch: 'app.user_center.password_mismatch',
} as const;

/** The change-password form: old, new (at least 6 characters, V26) and its confirmation. */
export const changePasswordSchema = z
  .object({
    old_password: z.string().min(1, PASSWORD_ERRORS.required),
    password: z.string().min(1, PASSWORD_ERRORS.required).min(PASSWORD_MIN, PASSWORD_ERRORS.min),
    password_confirmation: z.string().min(1, PASSWORD_ERRORS.required),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: PASSWORD_ERRORS.mismatch,
  });

export type ChangePasswordValues = z.input<typeof changePasswordSchema>;
export type PasswordErrors = Partial<Record<keyof ChangePasswordValues, string>>;

/** The first message of each field (i18n keys); empty when the form may be sent. */
export function passwordErrors(values: ChangePasswordValues): PasswordErrors {
  const result = changePasswordSchema.safeParse(values);
  if (result.success) return {};
  const out: PasswordErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof ChangePasswordValues;
    out[key] ??= issue.message;
  }
  return out;
}
