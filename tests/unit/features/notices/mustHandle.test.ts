import { dayKey, mayShowToday, safeLink } from '../../../../src/features/notices/mustHandleModel';

describe('[S13] must-handle link guard', () => {
  it.each([
    ['/customer?type=1', '/customer?type=1'],
    ['/customer/detail?id=3', '/customer/detail?id=3'],
    ['/blind/admin-view/customer', '/customer'],
    ['/blind/admin-view', '/'],
  ])('keeps the in-app path %j as %j', (href, path) => {
    expect(safeLink(href)).toEqual({ kind: 'internal', path });
  });

  it.each(['https://example.com/a?b=1', 'http://example.com/'])(
    'opens the http(s) URL %j in a new tab',
    (href) => {
      expect(safeLink(href)).toEqual({ kind: 'external', url: href });
    },
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'mailto:a@b.c',
    '//evil.example.com/x',
    '/\\evil.example.com',
    'customer?type=1',
    '',
    '   ',
    undefined,
    null,
    42,
  ])('refuses %j', (href) => {
    expect(safeLink(href)).toBeUndefined();
  });
});

describe('[S13] at most once per day', () => {
  const now = new Date(2026, 10, 23, 9, 30);

  it('keys days in local time', () => {
    expect(dayKey(now)).toBe('2026-11-23');
  });

  it('shows when never shown or last shown another day, not twice the same day', () => {
    expect(mayShowToday(null, now)).toBe(true);
    expect(mayShowToday('2026-11-22', now)).toBe(true);
    expect(mayShowToday('2026-11-23', now)).toBe(false);
    expect(mayShowToday('2026-11-23', new Date(2026, 10, 24, 0, 1))).toBe(true);
  });
});
