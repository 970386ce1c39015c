import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_OWNER_KEY } from '../../../authProvider/keys';
import {
  DEFAULT_PREFERENCES,
  getPreferences,
  MULTI_TAB_KEY,
  preferencesChanged,
  preferencesKey,
  resetPreferences,
  resolveThemeMode,
  setPreference,
  usePreference,
} from '../../../src/platform/preferences';

/** The browser's data belongs to this user, as after their login (userStorage.ts). */
function signIn(userId: string): void {
  localStorage.setItem(STORAGE_OWNER_KEY, userId);
  preferencesChanged();
}

const stored = (userId: string): unknown =>
  JSON.parse(localStorage.getItem(preferencesKey(userId)) ?? 'null');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('user preferences (issue 45, spec §3 app settings)', () => {
  it('has the spec defaults: theme following the system, rose, multi-tab on, the unread count shown', () => {
    expect(getPreferences()).toEqual(DEFAULT_PREFERENCES);
    signIn('7');
    expect(getPreferences()).toMatchObject({
      themeMode: 'system',
      primaryColor: 'rose',
      weakMode: false,
      layout: 'side',
      multiTab: true,
      showUnreadCount: true,
    });
  });

  it("keeps each user's choices under their own key, only what differs from the defaults", () => {
    signIn('7');
    setPreference('themeMode', 'dark');
    setPreference('weakMode', true);
    expect(stored('7')).toEqual({ themeMode: 'dark', weakMode: true });
    setPreference('weakMode', false);
    expect(stored('7')).toEqual({ themeMode: 'dark' });

    signIn('8');
    expect(getPreferences().themeMode).toBe('system');
    setPreference('primaryColor', 'teal');
    signIn('7');
    expect(getPreferences()).toMatchObject({ themeMode: 'dark', primaryColor: 'rose' });
    expect(stored('8')).toEqual({ primaryColor: 'teal' });
  });

  it('keeps nothing while nobody is signed in', () => {
    setPreference('themeMode', 'dark');
    expect(localStorage.length).toBe(0);
    expect(getPreferences().themeMode).toBe('system');
  });

  it('keeps multi-tab in session storage (one of the five tab settings), not with the others', () => {
    signIn('7');
    setPreference('multiTab', false);
    expect(sessionStorage.getItem(MULTI_TAB_KEY)).toBe('false');
    expect(localStorage.getItem(preferencesKey('7'))).toBeNull();
    expect(getPreferences().multiTab).toBe(false);
    sessionStorage.clear();
    expect(getPreferences().multiTab).toBe(true);
  });

  it('a bad or outdated stored value falls back to its default alone', () => {
    signIn('7');
    localStorage.setItem(
      preferencesKey('7'),
      JSON.stringify({ themeMode: 'dark', primaryColor: 'gold', layout: 3, fixedHeader: false }),
    );
    expect(getPreferences()).toEqual({
      ...DEFAULT_PREFERENCES,
      themeMode: 'dark',
      fixedHeader: false,
    });
    localStorage.setItem(preferencesKey('7'), '{broken');
    expect(getPreferences()).toEqual(DEFAULT_PREFERENCES);
  });

  it('reset puts every preference back to its default, multi-tab included', () => {
    signIn('7');
    setPreference('themeMode', 'dark');
    setPreference('showUnreadCount', false);
    setPreference('multiTab', false);
    resetPreferences();
    expect(getPreferences()).toEqual(DEFAULT_PREFERENCES);
    expect(localStorage.getItem(preferencesKey('7'))).toBeNull();
    expect(sessionStorage.getItem(MULTI_TAB_KEY)).toBeNull();
  });

  it('a change applies at once in the components reading it, without a reload', () => {
    signIn('7');
    const { result } = renderHook(() => usePreference('showUnreadCount'));
    expect(result.current).toBe(true);
    act(() => setPreference('showUnreadCount', false));
    expect(result.current).toBe(false);
    act(() => resetPreferences());
    expect(result.current).toBe(true);
  });

  it('"system" follows the colour scheme of the system', () => {
    expect(resolveThemeMode('system', true)).toBe('dark');
    expect(resolveThemeMode('system', false)).toBe('light');
    expect(resolveThemeMode('light', true)).toBe('light');
    expect(resolveThemeMode('dark', false)).toBe('dark');
  });
});
