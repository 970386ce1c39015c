import { HttpResponse } from 'msw';
import { API_PATHS } from '../../../dataProvider/paths';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_VERIFY_CODE } from '../accounts';
import type { DemoDb, DemoRecord } from '../db';
import { userInfo } from '../identity';
import { langOf } from '../messages';
import { fail, noContent, readBody, str } from '../responses';
import type { BespokeHandlers, Resolver } from '../routing';

const PHONE = /^1[3-9]\d{9}$/;

interface LoginTarget {
  username: string;
  workerId: number;
  disabled: boolean;
}

/**
 * A login target by user name or phone: the demo accounts (known before the records are loaded),
 * then every seeded worker (which waits for the records).
 */
async function findLogin(
  db: DemoDb,
  by: 'username' | 'phone',
  value: string,
): Promise<LoginTarget | undefined> {
  const account = DEMO_ACCOUNTS.find((a) => a[by] === value);
  const changed = (worker: DemoRecord | undefined) =>
    by === 'phone' && typeof worker?.phone === 'string' && worker.phone !== value;
  // A demo account whose phone its user changed (`/account/settings`) logs in by the new one only.
  if (account && !changed(db.loaded ? db.get('worker', account.worker.id) : undefined)) {
    const worker = db.loaded ? db.get('worker', account.worker.id) : undefined;
    return { username: account.username, workerId: account.worker.id, disabled: worker?.status === 0 };
  }
  await db.ready();
  const worker = db.list('worker').find((w) => typeof w[by] === 'string' && w[by] === value);
  return worker
    ? { username: str(worker.username), workerId: worker.id, disabled: worker.status === 0 }
    : undefined;
}

/** Login, user info, logout, "log in as a worker", password change, the live socket's token. */
const session: BespokeHandlers = ({ db, route, authed, open, options }) => {
  const issueToken = (username: string, workerId: number, temporary = false) =>
    HttpResponse.json({ Authorization: `Bearer ${db.createSession(username, workerId, temporary).token}` });

  const passwordLogin: Resolver = open(async ({ request }) => {
    await db.sessionsReady();
    const lang = langOf(request);
    const body = await readBody(request);
    if (!body) return fail(422, lang, 'invalidBody');
    const username = str(body.username).trim();
    const password = str(body.password);
    if (!username || !password) return fail(422, lang, 'credentialsRequired');
    const target = (await findLogin(db, 'username', username)) ?? (await findLogin(db, 'phone', username));
    if (!target || (db.passwordOf(target.username) ?? DEMO_PASSWORD) !== password) {
      return fail(422, lang, 'wrongPassword');
    }
    if (target.disabled) return fail(422, lang, 'accountDisabled');
    return issueToken(target.username, target.workerId);
  });

  return [
    route('post', API_PATHS.session.loginByPassword, passwordLogin),
    route('post', API_PATHS.session.adminLogin, passwordLogin),
    route(
      'post',
      API_PATHS.session.sendVerifyCode,
      open(async ({ request }) => {
        const lang = langOf(request);
        const body = await readBody(request);
        const phone = str(body?.phone).trim();
        if (!PHONE.test(phone)) return fail(422, lang, 'invalidPhone');
        if (!(await findLogin(db, 'phone', phone))) return fail(422, lang, 'phoneNotRegistered');
        return HttpResponse.json({});
      }),
    ),
    route(
      'post',
      API_PATHS.session.loginByCode,
      open(async ({ request }) => {
        await db.sessionsReady();
        const lang = langOf(request);
        const body = await readBody(request);
        const phone = str(body?.phone).trim();
        const code = String(body?.code ?? '').trim();
        if (!PHONE.test(phone)) return fail(422, lang, 'invalidPhone');
        if (!code) return fail(422, lang, 'codeRequired');
        const target = await findLogin(db, 'phone', phone);
        if (!target) return fail(422, lang, 'phoneNotRegistered');
        if (code !== DEMO_VERIFY_CODE) return fail(422, lang, 'wrongCode');
        if (target.disabled) return fail(422, lang, 'accountDisabled');
        return issueToken(target.username, target.workerId);
      }),
    ),
    route(
      'get',
      API_PATHS.session.self,
      authed(({ request, me }) => HttpResponse.json({ data: userInfo(me, options.siteDomain?.(request)) }), {
        records: false,
      }),
    ),
    route(
      'get',
      API_PATHS.session.logout,
      authed(
        ({ request }) => {
          db.endSession(request.headers.get('Authorization') ?? '');
          return noContent();
        },
        { records: false },
      ),
    ),
    route(
      'post',
      API_PATHS.session.temporaryLogin,
      authed(async ({ request, me, lang }) => {
        if (me.is_admin !== 1) return fail(403, lang, 'forbidden');
        const body = await readBody(request);
        const workerId = Number(body?.worker_id);
        if (!body || body.worker_id === undefined || body.worker_id === null || !Number.isInteger(workerId)) {
          return fail(422, lang, 'workerRequired');
        }
        const worker = db.get('worker', workerId);
        if (!worker) return fail(404, lang, 'workerNotFound');
        return issueToken(str(worker.username, `worker${worker.id}`), worker.id, true);
      }),
    ),
    route(
      'get',
      API_PATHS.session.temporaryLogout,
      authed(
        ({ request, me }) => {
          if (me.session.temporary) db.endSession(request.headers.get('Authorization') ?? '');
          return noContent();
        },
        { records: false },
      ),
    ),
    route(
      'post',
      API_PATHS.session.changePassword,
      authed(
        async ({ request, me, lang }) => {
          const body = await readBody(request);
          if (!body) return fail(422, lang, 'invalidBody');
          const username = me.session.username;
          const current = db.passwordOf(username) ?? DEMO_PASSWORD;
          const password = str(body.password);
          if (str(body.old_password) !== current) return fail(422, lang, 'oldPasswordWrong');
          if (password.length < 6) return fail(422, lang, 'passwordTooShort');
          if (password !== str(body.password_confirmation)) return fail(422, lang, 'passwordMismatch');
          db.setPassword(username, password);
          return HttpResponse.json({});
        },
        { records: false },
      ),
    ),
    route(
      'get',
      API_PATHS.session.websocketToken,
      authed(({ me }) => HttpResponse.json({ data: { websocket_token: db.socketToken(me.session) } }), {
        records: false,
      }),
    ),
  ];
};

export default session;
