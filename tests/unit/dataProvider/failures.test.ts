// @vitest-environment node
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../../dataProvider';
import { createHttpClient } from '../../../dataProvider/client';
import { API_PATHS } from '../../../dataProvider/paths';
import { applyLocale } from '../../../i18n/locale';

const API = 'http://api.test';
const server = setupServer();
const STAT = `${API}${API_PATHS.counters.statCount}`;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  applyLocale('en-US');
});
afterAll(() => server.close());

function provider(timeout?: number) {
  const client = createHttpClient(API);
  if (timeout) client.defaults.timeout = timeout;
  return createDataProvider([], client);
}

describe('failures say what happened, in the user language (issue 9)', () => {
  it('a request without an answer within the timeout', async () => {
    server.use(http.get(STAT, async () => delay('infinite')));
    await expect(provider(50).getStatCounts()).rejects.toMatchObject({
      status: 0,
      message: 'The server did not answer within 30 seconds. Please try again.',
    });
    applyLocale('zh-CN');
    await expect(provider(50).getStatCounts()).rejects.toThrow('服务器在30秒内没有响应，请重试。');
  });

  it('no connection (offline)', async () => {
    server.use(http.get(STAT, () => HttpResponse.error()));
    await expect(provider().getStatCounts()).rejects.toMatchObject({
      status: 0,
      message: 'No connection to the server. Check the network and try again.',
    });
    applyLocale('zh-CN');
    await expect(provider().getStatCounts()).rejects.toThrow('无法连接服务器，请检查网络后重试。');
  });

  it('[E04] a 5xx without a server text shows the status and a readable text; with one, its text', async () => {
    server.use(http.get(STAT, () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    await expect(provider().getStatCounts()).rejects.toMatchObject({
      status: 502,
      message: '502: The server had a problem. Please try again.',
    });
    server.use(http.get(STAT, () => HttpResponse.json({ code: 500, text: '数据库忙' }, { status: 500 })));
    await expect(provider().getStatCounts()).rejects.toThrow('500: 数据库忙');
  });

  it('a 200 whose body is not JSON is an error, not data', async () => {
    server.use(
      http.get(STAT, () => new HttpResponse('<html>oops', { headers: { 'Content-Type': 'text/html' } })),
    );
    await expect(provider().getStatCounts()).rejects.toThrow(
      'The server sent an answer that could not be read. Please try again.',
    );
    applyLocale('zh-CN');
    await expect(provider().getStatCounts()).rejects.toThrow('服务器返回的内容无法识别，请重试。');
  });
});
