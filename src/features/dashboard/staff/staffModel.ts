/** V26: a password has at least 6 characters. */
export const PASSWORD_MIN = 6;

/** The i18n key of what is wrong with a new password, if anything. */
export function passwordProblem(password: string): string | undefined {
  return password.length < PASSWORD_MIN ? 'app.dashboard.staff.password_min' : undefined;
}
