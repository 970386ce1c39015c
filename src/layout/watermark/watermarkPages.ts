/**
 * S20: the pages that carry the user-name watermark (spec §2), by the original app's page names,
 * mapped to this app's routes. A string matches the path itself and everything below it
 * (`/worker-user` matches `/worker-user/12/show`); a RegExp is tested against the path.
 */
export type RouteMatch = string | RegExp;

export const WATERMARK_PAGES = {
  customerDetail: ['/customer/detail', /^\/customer\/[^/]+\/show$/],
  userCenter: ['/userCenter'],
  followRecord: ['/worker-user'],
  serviceRecord: ['/customer-service-record'],
  channel: ['/channel'],
  // No route in this app yet: add its path here when the page is built.
  authReview: [],
  dataReview: [],
  operate: [],
  sell: [],
  match: [],
  crmData: [],
  performance: [],
  customerFollow: [],
  orderList: [],
  transactionList: [],
} as const satisfies Record<string, readonly RouteMatch[]>;

export type WatermarkPage = keyof typeof WATERMARK_PAGES;

function matches(pathname: string, route: RouteMatch): boolean {
  if (typeof route !== 'string') return route.test(pathname);
  return pathname === route || pathname.startsWith(`${route}/`);
}

/** The watermarked page a path belongs to, if any. */
export function watermarkPageOf(pathname: string): WatermarkPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (Object.keys(WATERMARK_PAGES) as WatermarkPage[]).find((page) =>
    WATERMARK_PAGES[page].some((route: RouteMatch) => matches(path, route)),
  );
}
