import { HttpResponse } from 'msw';
import { API_PATHS } from '../../../dataProvider/paths';
import type { DemoDb, DemoRecord } from '../db';
import type { DemoIdentity } from '../identity';
import type { Lang } from '../messages';
import { fail, readBody } from '../responses';
import { dropSessionSockets, pushToSession } from '../realtime';
import type { BespokeHandlers } from '../routing';
import { formatDateTime } from '../seeding';
import { demoNow } from '../clock';
import { CALLS } from './calls';
import { NOTICE_COLLECTION } from './notices';

const SWITCHBOARD = '02154321888';
const KINDS = ['incoming', 'missed', 'outgoing', 'alert', 'notice'] as const;
type Kind = (typeof KINDS)[number];

const ALERT_TEXT: Readonly<Record<Lang, string>> = {
  zh_CN: '系统将于今晚 23:00 维护 30 分钟，请提前保存好正在编辑的内容。',
  en: 'The system will be under maintenance at 23:00 tonight for 30 minutes. Please save your work beforehand.',
};

/** A sample rate low enough to keep a recording small, high enough for a voice-like tone. */
const SAMPLE_RATE = 8000;

/**
 * A short mono 8-bit WAV (3 to 6 s): a few "syllables" of a gliding tone with pauses, different
 * for each call, so the demo's recordings really play.
 */
export function demoWav(seed: number): Uint8Array {
  const seconds = 3 + (Math.abs(seed) % 4);
  const samples = seconds * SAMPLE_RATE;
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) =>
    [...text].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE, true); // byte rate
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, samples, true);
  const base = 180 + (Math.abs(seed) % 5) * 30;
  let phase = 0;
  for (let i = 0; i < samples; i++) {
    const t = i / SAMPLE_RATE;
    const syllable = t % 0.5;
    const voiced = syllable < 0.32;
    const envelope = voiced ? Math.sin((Math.PI * syllable) / 0.32) : 0;
    const frequency = base + 60 * Math.sin(2 * Math.PI * 1.3 * t);
    phase += (2 * Math.PI * frequency) / SAMPLE_RATE;
    const value = envelope * (0.6 * Math.sin(phase) + 0.25 * Math.sin(2 * phase));
    bytes[44 + i] = Math.max(0, Math.min(255, Math.round(128 + 100 * value)));
  }
  return bytes;
}

/** The customer of a simulated call: a clue without a gender when there is one (V19 applies). */
function callerOf(db: DemoDb): DemoRecord | undefined {
  const customers = db.list('customer');
  return (
    customers.find((c) => c.gender === -1 && c.customer_type === 1) ??
    customers[Math.floor(Math.random() * customers.length)]
  );
}

function str(v: unknown): string {
  return typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v);
}

function addNotice(db: DemoDb, me: DemoIdentity, method: string, args: Record<string, unknown>): void {
  db.create(NOTICE_COLLECTION, {
    worker_id: me.session.worker_id,
    is_read: 0,
    created_at: formatDateTime(demoNow(db)),
    content: { method, arguments: args },
  });
}

function simulate(db: DemoDb, me: DemoIdentity, kind: Kind, lang: Lang): Record<string, unknown> {
  if (kind === 'alert') {
    pushToSession(me.session, 'alert', [ALERT_TEXT[lang]]);
    return {};
  }
  const customer = callerOf(db);
  const args = {
    customer_id: customer?.id ?? 1,
    name: str(customer?.name) || '张伟',
    number: str(customer?.number),
    phone: str(customer?.phone),
    time: formatDateTime(demoNow(db)).slice(5, 16),
  };
  if (kind === 'notice') {
    addNotice(db, me, 'newCustomer', args);
    pushToSession(me.session, 'newCustomer', args);
    return {};
  }
  const incoming = kind !== 'outgoing';
  const call = db.create(CALLS, {
    type: incoming ? 1 : 0,
    state: kind === 'missed' ? 3 : 0,
    status_name: kind === 'missed' ? '未接听' : '呼叫中',
    ...(kind === 'missed' ? { handle_state: 0 } : {}),
    from_phone: incoming ? str(customer?.phone) : SWITCHBOARD,
    to_phone: incoming ? SWITCHBOARD : str(customer?.phone),
    customer_id: customer?.id,
    customer_type: customer?.customer_type,
    worker_id: me.session.worker_id,
    duration: 0,
    created_at: formatDateTime(demoNow(db)),
  });
  const message = { ...args, call_id: call.id };
  if (kind === 'incoming') {
    addNotice(db, me, 'callIn', args);
    pushToSession(me.session, 'callIn', message);
  } else if (kind === 'missed') {
    addNotice(db, me, 'callInNoAnswer', args);
    pushToSession(me.session, 'callInNoAnswer', message);
  }
  return { call_id: call.id };
}

/**
 * The demo's "simulate" entries (issue 12): `POST /__demo/simulate { kind }` makes an incoming,
 * missed or outgoing call, an alert or a new-customer notice and pushes it over the user's live
 * sockets; `POST /__demo/socket/drop` closes them (S03: the client comes back 3 s later);
 * `GET /__demo/recording/{n}.wav` is a short generated recording.
 */
const callsDemo: BespokeHandlers = ({ db, route, authed }) => [
  route(
    'post',
    API_PATHS.demo.simulate,
    authed(async ({ request, me, lang }) => {
      const body = await readBody(request);
      const kind = KINDS.find((k) => k === body?.kind);
      if (!kind) return fail(422, lang, 'invalidBody');
      return HttpResponse.json({ data: simulate(db, me, kind, lang) });
    }),
  ),
  route(
    'post',
    API_PATHS.demo.socketDrop,
    authed(({ me }) => HttpResponse.json({ data: { closed: dropSessionSockets(me.session) } })),
  ),
  route('get', API_PATHS.demo.recording, ({ params }) => {
    const seed = Number.parseInt(str(params.file), 10) || 1;
    return new HttpResponse(demoWav(seed), {
      headers: { 'Content-Type': 'audio/wav', 'Cache-Control': 'public, max-age=86400' },
    });
  }),
];

export default callsDemo;
