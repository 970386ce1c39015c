import { HttpResponse } from 'msw';
import { z } from 'zod';
import { API_PATHS } from '../../../dataProvider/paths';
import { canAction, type Action } from '../../../resources/core/permissions';
import { toPlainText } from '../../../resources/core/richText';
import type { DemoDb, DemoRecord } from '../db';
import { actorName, userInfo, type DemoIdentity } from '../identity';
import { zodErrorMap } from '../messages';
import { errorResponse, fail, invalid, readBody } from '../responses';
import type { BespokeHandlers } from '../routing';
import { formatDate, formatDateTime } from '../seeding';
import { demoNow } from '../clock';
import { present } from '../sensitive';
import { checkRevision } from '../versions';

const may = (me: DemoIdentity, action: Action) =>
  canAction(['user_view'], me.permissions, me.actions, action);

const text = z.string().max(200);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** What the generator sends (dataProvider/methods/contracts.ts `NewContractBody`). */
const bodySchema = z.object({
  customer_id: z.number().int().positive(),
  config_id: z.number().int().positive(),
  package_id: z.number().int().positive().optional(),
  party_b: z.string().trim().min(1).max(60),
  party_b_detail: z.record(z.string(), text),
  services: z.array(z.object({ content: z.string().trim().min(1).max(200) })).min(1),
  expireTime: z.object({ start: day, end: day }).refine((p) => p.start <= p.end, { path: ['end'] }),
  order_price: z.number().min(0).max(100_000_000),
  signed_at: day,
  attaches: z.array(
    z.object({
      url: z
        .string()
        .regex(/^https?:\/\//i)
        .max(500),
    }),
  ),
});

/** What an edit may change: the generator's fields but the customer (absent ones stay). */
const changeSchema = bodySchema.omit({ customer_id: true }).partial();

/** A contract as `GET contract/{id}` answers it to `me`. */
function asRead(db: DemoDb, record: DemoRecord, me: DemoIdentity): DemoRecord {
  const definition = db.resources.find((r) => r.name === 'contract');
  return definition ? present(definition, record, me.permissions) : record;
}

const prefixOf = (config: DemoRecord | undefined) =>
  typeof config?.no_prefix === 'string' && config.no_prefix ? config.no_prefix : 'HT';

/**
 * The next number of a prefix today: `HT` + `YYYYMMDD` + a 3-digit sequence, one more than the
 * highest of the day's generated numbers (seeded ones have another length), so numbers increase.
 */
function nextNo(db: DemoDb, prefix: string): string {
  const stem = `${prefix}${formatDate(demoNow(db)).replaceAll('-', '')}`;
  const pattern = new RegExp(`^${stem}(\\d{3})$`);
  const highest = db
    .list('contract')
    .map((c) => (typeof c.no === 'string' ? pattern.exec(c.no)?.[1] : undefined))
    .reduce((max, seq) => (seq ? Math.max(max, Number(seq)) : max), 0);
  return `${stem}${String(highest + 1).padStart(3, '0')}`;
}

const idOf = (raw: unknown) => (typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw);

/**
 * The contract generator (issue 15 point 4; paths ours, spec §7 names contract-config preview and
 * send-msg): `GET contract/next-no {config_id}` → `{data: {no}}`; `POST contract` (user_view + edit)
 * stores the contract with the next number → `{data: {id, no, revision}}`; `POST contract-config/preview` →
 * `{data: {title, content}}` (plain text); `POST contract-config/send-msg {contract_id}` →
 * `{data: {phone}}` masked. The e-contract calls answer 403 unless the site has `e_contract_open`.
 * A contract is versioned (revision 1 when made): `PUT contract/{id}` (ours, user_view + edit)
 * changes the fields sent, based on the `revision` sent (stale: 409 with the contract as it is
 * now) → `{data: contract}`.
 */
const contracts: BespokeHandlers = ({ db, route, authed }) => [
  route(
    'get',
    API_PATHS.contracts.nextNo,
    authed(({ request, me, lang }) => {
      if (!may(me, 'get')) return fail(403, lang, 'forbidden');
      const configId = Number(new URL(request.url).searchParams.get('config_id'));
      const config = Number.isInteger(configId) ? db.get('contract-config', configId) : undefined;
      if (!config) return fail(404, lang, 'notFound');
      return HttpResponse.json({ data: { no: nextNo(db, prefixOf(config)) } });
    }),
  ),
  route(
    'post',
    API_PATHS.contracts.create,
    authed(async ({ request, me, lang }) => {
      if (!may(me, 'edit')) return fail(403, lang, 'forbidden');
      const parsed = bodySchema.safeParse(await readBody(request));
      if (!parsed.success) return invalid(lang, parsed.error);
      const body = parsed.data;
      const config = db.get('contract-config', body.config_id);
      if (!db.get('customer', body.customer_id) || !config) return fail(404, lang, 'notFound');
      const record = db.create(
        'contract',
        {
          ...body,
          no: nextNo(db, prefixOf(config)),
          worker_id: me.session.worker_id,
          created_at: formatDateTime(demoNow(db)),
        },
        actorName(me),
      );
      return HttpResponse.json({ data: { id: record.id, no: record.no, revision: record.revision } });
    }),
  ),
  route(
    'put',
    API_PATHS.contracts.update,
    authed(async ({ request, params, me, lang }) => {
      if (!may(me, 'edit')) return fail(403, lang, 'forbidden');
      const stored = db.get('contract', Number(idOf(params.id)));
      if (!stored) return fail(404, lang, 'notFound');
      const body = await readBody(request);
      if (!body) return fail(422, lang, 'invalidBody');
      const refused = checkRevision(lang, body, stored, () => asRead(db, stored, me));
      if (refused) return refused;
      const parsed = changeSchema.safeParse(body, { error: zodErrorMap(lang) });
      if (!parsed.success) return invalid(lang, parsed.error);
      if (parsed.data.config_id !== undefined && !db.get('contract-config', parsed.data.config_id))
        return fail(404, lang, 'notFound');
      // Only the fields sent change; a colleague's change of another field stays.
      const changes = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined));
      const saved = db.replace('contract', { ...stored, ...changes }, actorName(me)) ?? stored;
      return HttpResponse.json({ data: asRead(db, saved, me) });
    }),
  ),
  route(
    'post',
    API_PATHS.contracts.preview,
    authed(async ({ request, me, lang }) => {
      if (!may(me, 'get') || userInfo(me).e_contract_open !== 1) return fail(403, lang, 'forbidden');
      const body = await readBody(request);
      const config = db.get('contract-config', Number(idOf(body?.config_id)));
      if (!config) return fail(404, lang, 'notFound');
      const partyB = typeof body?.party_b === 'string' ? body.party_b : '';
      const no = typeof body?.no === 'string' ? body.no : '';
      const price = typeof body?.order_price === 'number' ? body.order_price.toFixed(2) : '';
      return HttpResponse.json({
        data: {
          title: `${String(config.name)}（电子合同）`,
          content: [
            `合同编号：${no}`,
            `甲方：${String(config.party_a)}`,
            `乙方：${partyB}`,
            `服务费用：￥${price}`,
            // The e-contract is text: the template's rich-text terms without their markup.
            toPlainText(config.terms),
            '乙方将通过短信链接完成电子签署。',
          ].join('\n'),
        },
      });
    }),
  ),
  route(
    'post',
    API_PATHS.contracts.sendMsg,
    authed(async ({ request, me, lang }) => {
      if (!may(me, 'edit') || userInfo(me).e_contract_open !== 1) return fail(403, lang, 'forbidden');
      const body = await readBody(request);
      const contract = db.get('contract', Number(idOf(body?.contract_id)));
      if (!contract) return fail(404, lang, 'notFound');
      const customer = db.get('customer', Number(contract.customer_id));
      const phone = typeof customer?.phone === 'string' ? customer.phone : '';
      if (!phone)
        return errorResponse(422, lang === 'en' ? 'The customer has no phone number' : '客户没有手机号');
      return HttpResponse.json({ data: { phone: `${phone.slice(0, 3)}****${phone.slice(-4)}` } });
    }),
  ),
];

export default contracts;
