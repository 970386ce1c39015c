import { HttpResponse } from 'msw';
import { API_PATHS } from '../../../dataProvider/paths';
import { hasAnyPermission } from '../../../resources/core/permissions';
import smsTemplate from '../../../resources/sms-template';
import { actorName } from '../identity';
import { fail, readBody, str } from '../responses';
import type { BespokeHandlers } from '../routing';
import { formatDateTime } from '../seeding';
import { demoNow } from '../clock';

/** Who may write a template (and so preview one): the template resource's own permissions. */
const TEMPLATE_ACCESS = [...(smsTemplate.access?.create ?? []), ...(smsTemplate.access?.edit ?? [])];

/** Sample values of a template's placeholders (`{name}`, `${code}`…) in a preview. */
const SAMPLES: Readonly<Record<string, string>> = {
  name: '张伟',
  code: '123456',
  date: '2026-05-20',
  time: '14:00',
  store: '喜鹊婚恋(静安店)',
  phone: '400-800-1234',
};

/** The text a template is sent as: its signature first, placeholders filled with samples. */
export function previewText(content: string, sign: string): string {
  const filled = content.replace(/\$?\{(\w+)\}/g, (whole, name: string) => SAMPLES[name] ?? whole);
  return sign ? `【${sign}】${filled}` : filled;
}

/** `POST sms-template/preview` and `POST sms-record/resend/{id}` (spec §7 SMS). */
const sms: BespokeHandlers = ({ db, route, authed }) => [
  route(
    'post',
    API_PATHS.sms.preview,
    authed(async ({ request, me, lang }) => {
      // The template form's preview: for those who may manage the templates (issue 41).
      if (!hasAnyPermission(TEMPLATE_ACCESS, me.permissions)) return fail(403, lang, 'forbidden');
      const body = await readBody(request);
      const content = str(body?.content).trim();
      if (!content) return fail(422, lang, 'invalidBody');
      return HttpResponse.json({ data: { content: previewText(content, str(body?.sign).trim()) } });
    }),
  ),
  route(
    'post',
    API_PATHS.sms.resend,
    authed(({ params, me, lang }) => {
      if (!me.permissions.has('operate.sms_record')) return fail(403, lang, 'forbidden');
      const record = db.get('sms-record', Number(params.id));
      if (!record) return fail(404, lang, 'notFound');
      const sent = db.create(
        'sms-record',
        {
          phone: record.phone,
          customer_id: record.customer_id,
          template_id: record.template_id,
          content: record.content,
          billing_count: record.billing_count,
          status: 1,
          worker_id: me.worker?.id ?? record.worker_id,
          created_at: formatDateTime(demoNow(db)),
        },
        actorName(me),
      );
      return HttpResponse.json({ data: { id: sent.id } });
    }),
  ),
];

export default sms;
