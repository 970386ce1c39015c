import { describe, expect, it } from 'vitest';
import { safeImageUrl, safeLinkUrl } from '../../../resources/core/safeUrl';

const BASE = 'https://admin.example.com/blind/admin-view/customer';
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('image addresses from the server (issue 9)', () => {
  it('keeps http(s) and data:image URLs', () => {
    expect(safeImageUrl('http://cdn.example.com/a.jpg', BASE)).toBe('http://cdn.example.com/a.jpg');
    expect(safeImageUrl('https://cdn.example.com/a.jpg', BASE)).toBe('https://cdn.example.com/a.jpg');
    expect(safeImageUrl(PNG, BASE)).toBe(PNG);
    expect(safeImageUrl('data:image/svg+xml,%3Csvg%2F%3E', BASE)).toBe('data:image/svg+xml,%3Csvg%2F%3E');
  });

  it('keeps a relative path, which resolves to the app’s own https address', () => {
    expect(safeImageUrl('/blind/admin-view/favicon.svg', BASE)).toBe('/blind/admin-view/favicon.svg');
    expect(safeImageUrl('uploads/a.png', BASE)).toBe('uploads/a.png');
  });

  it('drops script and document URLs, whatever their case or padding', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:image',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
    ]) {
      expect(safeImageUrl(url, BASE), url).toBeUndefined();
    }
  });

  it('drops what is not an address', () => {
    for (const value of ['', '   ', null, undefined, 42, { src: 'https://x' }]) {
      expect(safeImageUrl(value, BASE)).toBeUndefined();
    }
  });
});

describe('link and media addresses from the server', () => {
  it('keeps absolute http(s) only', () => {
    expect(safeLinkUrl('https://example.com/a')).toBe('https://example.com/a');
    expect(safeLinkUrl('http://example.com/a.mp3')).toBe('http://example.com/a.mp3');
    expect(safeLinkUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeLinkUrl(PNG)).toBeUndefined();
    expect(safeLinkUrl('/relative')).toBeUndefined();
  });
});
