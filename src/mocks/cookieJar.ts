/**
 * msw's cookie jar, keeping no cookie (issue 8). msw stores the cookies that mocked answers set in
 * a tough-cookie jar (with the public-suffix list: a third of the demo chunk each page load waited
 * for) and looks them up for every request it handles. The demo API sets no cookie and reads none:
 * calls carry their token in headers (spec §7), and the page's own cookies still reach handlers.
 * The browser build resolves `tough-cookie` here (vite.config.ts), for the three names msw uses.
 */

/** A stored cookie; the jar never holds one. */
export class Cookie {
  key = '';
  value = '';

  /** Cookies msw kept in local storage from an earlier version are dropped. */
  static fromJSON(): Cookie | null {
    return null;
  }

  toJSON(): Record<string, never> {
    return {};
  }
}

/** The store msw reads its index from (empty). */
export class MemoryCookieStore {
  idx: Record<string, never> = {};
}

/** A jar that answers every request with no stored cookie and drops the cookies answers set. */
export class CookieJar {
  getCookiesSync(): Cookie[] {
    return [];
  }

  async setCookie(): Promise<void> {}
}
