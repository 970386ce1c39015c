import type { Browser, Page } from 'playwright-core';

export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: readonly string[];
/** Headless Chromium (playwright adds --headless itself); E2E_HEADED=1 shows the window. */
export declare function launchChromium(): Promise<Browser>;
/** Opens the login page, submits the password form and waits until the app shows its side menu. */
export declare function loginWithPassword(
  page: Page,
  appUrl: string,
  username: string,
  password: string,
): Promise<void>;
/** Fills the password tab of the login page on screen and submits it (no wait for the outcome). */
export declare function submitPasswordForm(page: Page, username: string, password: string): Promise<void>;
