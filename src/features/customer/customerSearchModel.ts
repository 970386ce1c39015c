/** V05: a user number is made of digits only (a phone number is digits too). */
export const USER_NUMBER_PATTERN = /^\d+$/;

export const USER_NUMBER_ERROR = 'app.header.search.invalid';

/** The i18n key of the search box's error for a value, or `undefined` when it can be searched. */
export function userNumberError(value: string): typeof USER_NUMBER_ERROR | undefined {
  return USER_NUMBER_PATTERN.test(value.trim()) ? undefined : USER_NUMBER_ERROR;
}
