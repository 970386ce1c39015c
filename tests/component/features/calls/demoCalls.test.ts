import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../../dataProvider/tokens';
import { analysisOf } from '../../../../src/mocks/bespoke/calls';
import { createTestServer } from '../../../../src/mocks/node';
import { registerSocket } from '../../../../src/mocks/realtime';
import { loginAs } from '../../../support/renderApp';

// The demo API of the calls (issue 12, point 7): what the call dialog, the AI analysis and the
// "simulate" entries rely on.

const { server, db } = createTestServer({ customerCount: 80 });
const LOVE = 'http://localhost/plugin/love/admin';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(async () => {
  localStorage.clear();
  await db.reset();
  await loginAs('admin');
});
afterAll(() => server.close());

const headers = (extra: Record<string, string> = {}) => ({
  Authorization: localStorage.getItem(ACCESS_TOKEN_KEY) ?? '',
  'Content-Type': 'application/json',
  local: 'zh_CN',
  ...extra,
});

async function call(method: string, url: string, body?: unknown, extra?: Record<string, string>) {
  const res = await fetch(url, {
    method,
    headers: headers(extra),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** Opens a fake socket for the session, as the client would, and returns what it receives. */
async function openSocket(): Promise<Record<string, unknown>[]> {
  const { body } = await call('GET', 'http://localhost/user/websocket/token');
  const token = (body.data as { websocket_token: string }).websocket_token;
  const frames: Record<string, unknown>[] = [];
  registerSocket(token, {
    send: (data) => frames.push(JSON.parse(data) as Record<string, unknown>),
    close: () => undefined,
  });
  return frames;
}

describe('the demo API of calls', () => {
  it('[E16] get-latest-call is an array when there is none, the simulated incoming call afterwards, pushed as callIn', async () => {
    for (const c of db.list('worker-call'))
      if (c.state === 0 || c.state === 1) db.replace('worker-call', { ...c, state: 2 });
    expect((await call('GET', `${LOVE}/worker-call/get-latest-call`)).body).toEqual({ data: [] });
    const frames = await openSocket();
    const simulated = await call('POST', 'http://localhost/__demo/simulate', { kind: 'incoming' });
    const callId = (simulated.body.data as { call_id: number }).call_id;
    expect(frames).toHaveLength(1);
    expect(frames[0]).toMatchObject({ method: 'callIn', arguments: { call_id: callId } });
    expect(String(frames[0].request_id)).toMatch(/^demo-\d+$/);
    const latest = (await call('GET', `${LOVE}/worker-call/get-latest-call`)).body.data as Record<
      string,
      unknown
    >;
    expect(latest).toMatchObject({ id: callId, type: 1, state: 0 });
    expect(latest.customer).toMatchObject({ gender: -1 });
  });

  it("[V19][E08] ending an unknown-gender clue's call needs a gender; then the message and the gender saved", async () => {
    await openSocket();
    const simulated = await call('POST', 'http://localhost/__demo/simulate', { kind: 'incoming' });
    const id = (simulated.body.data as { call_id: number }).call_id;
    const refused = await call('PUT', `${LOVE}/worker-call/close/${id}`, {});
    expect(refused.status).toBe(422);
    expect(refused.body.text).toBe('请先选择性别，再点击结束通话');
    const ended = await call('PUT', `${LOVE}/worker-call/close/${id}`, { gender: 1 });
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ data: { msg: '来电已挂断，已记为未接来电，请稍后回拨。' } });
    const record = db.get('worker-call', id);
    expect(record?.state).toBe(3);
    expect(db.get('customer', Number(record?.customer_id))?.gender).toBe(1);
  });

  it('[S09] the AI text streams in chunks only with an AI-Token, and the saved result comes back with the call', async () => {
    const denied = await fetch('http://localhost/plugin/ai/text', {
      method: 'POST',
      headers: headers(),
      body: '{"text":"x"}',
    });
    expect(denied.status).toBe(401);
    const login = await call('POST', 'http://localhost/plugin/qianfan/login/ai-login', {
      site_id: 1,
      username: 'admin',
    });
    const token = (login.body.data as { token: string }).token;
    const res = await fetch('http://localhost/plugin/ai/text', {
      method: 'POST',
      headers: headers({ 'AI-Token': token }),
      body: JSON.stringify({ text: '红娘: 您好', stream: true }),
    });
    const reader = res.body?.getReader();
    if (!reader) throw new Error('no stream');
    const decoder = new TextDecoder();
    const chunks: string[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read())
      chunks.push(decoder.decode(r.value, { stream: true }));
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks.join('')).toBe(analysisOf('zh_CN'));

    const answered = db
      .list('worker-call')
      .find((c) => c.state === 2 && typeof c.duration === 'number' && c.duration > 30);
    if (!answered) throw new Error('no answered call');
    expect(
      (await call('POST', `${LOVE}/worker-call/save-ai-result/${answered.id}`, { ai_analysis_result: 'ok' }))
        .status,
    ).toBe(204);
    const detail = (await call('GET', `${LOVE}/worker-call/${answered.id}`)).body.data as Record<
      string,
      unknown
    >;
    expect(detail.ai_analysis_result).toBe('ok');
    expect((detail.speeches as unknown[]).length).toBeGreaterThan(1);
  });
});
