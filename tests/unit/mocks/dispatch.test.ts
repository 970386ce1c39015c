import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { dispatcher, templatePattern } from '../../../src/mocks/dispatch';

describe('the demo API dispatcher', () => {
  it('turns a path template into a pattern that accepts what msw matches', () => {
    const pattern = templatePattern('*/plugin/love/admin/customer/:id');
    expect(pattern?.test('http://localhost/plugin/love/admin/customer/12')).toBe(true);
    expect(pattern?.test('http://localhost/plugin/love/admin/customer/12/')).toBe(true);
    expect(pattern?.test('http://localhost/plugin/love/admin/customer')).toBe(false);
    expect(pattern?.test('http://localhost/plugin/love/admin/customerX/12/more')).toBe(false);
    expect(
      templatePattern('https://api.example.com/user/self')?.test('https://api.example.com/user/self'),
    ).toBe(true);
    // Anything beyond `*` and `:name` is left to msw.
    expect(templatePattern('/files/:name?')).toBeUndefined();
  });

  it('answers with the first handler that matches method and path, in order; others fall through', async () => {
    const handlers = [
      dispatcher([
        http.get('*/a/special', () => HttpResponse.json({ by: 'special' })),
        http.get('*/a/:id', ({ params }) => HttpResponse.json({ by: 'item', id: params.id })),
        http.post('*/a/:id', () => HttpResponse.json({ by: 'post' })),
        http.get('*/b', () => undefined),
        http.get('*/b', () => HttpResponse.json({ by: 'second b' })),
      ]),
    ];
    const json = async (request: Request) => (await getResponse(handlers, request))?.json();
    expect(await json(new Request('http://x/a/special'))).toEqual({ by: 'special' });
    expect(await json(new Request('http://x/a/7?q=1'))).toEqual({ by: 'item', id: '7' });
    expect(await json(new Request('http://x/a/7', { method: 'POST' }))).toEqual({ by: 'post' });
    expect(await json(new Request('http://x/b'))).toEqual({ by: 'second b' });
    expect(await getResponse(handlers, new Request('http://x/c'))).toBeUndefined();
  });
});
