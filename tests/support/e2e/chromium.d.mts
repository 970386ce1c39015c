import type { Browser, Page } from 'playwright-core';

export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: readonly string[];
/** V8 on the page's own thread: for the e2e tests only (two browsers on two cores), never the bench. */
export declare const TEST_ONLY_ARGS: readonly string[];
/** Headless Chromium (playwright adds --headless itself); E2E_HEADED=1 shows the window. */
export declare function launchChromium(options?: { extraArgs?: readonly string[] }): Promise<Browser>;
/** Opens the login page, submits the password form and waits until the app shows its side menu. */
export declare function loginWithPassword(
  page: Page,
  appUrl: string,
  username: string,
  password: string,
): Promise<void>;
/** Fills the password tab of the login page on screen and submits it (no wait for the outcome). */
export declare function submitPasswordForm(page: Page, username: string, password: string): Promise<void>;
