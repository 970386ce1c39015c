import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { IconButton } from '@mui/material';
import { useContext, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { SensitiveKey } from '../../../../dataProvider';
import { LazyTooltip } from '../../../components/LazyTooltip';
import { CellAccessContext } from '../../../registry/cells';
import { cellClasses } from '../../../registry/cellStyles';
import { maskPhone } from '../../../platform/format';
import { useSeen } from '../../../registry/list/useSeen';
import { useAppMutation } from '../../../platform/mutations';
import { useSessionAccess, type SessionAccess } from '../../../platform/session';
import { recordWrites } from '../api';
import { isMasked } from './sensitiveModel';

/** The permission that lets a user see each value (resources/customer.ts field metadata). */
const PERMISSION: Readonly<Record<SensitiveKey, string>> = {
  phone: 'user_view.phone',
  wechat: 'user_view.wechat',
};

/** Module constants: one style object for every row instead of a new one per render. */
const BUTTON_SX = { p: 0.25 } as const;
const ICON_SX = { fontSize: 16 } as const;
/** The button's size (16 px icon, 2 px padding), kept free until the button mounts. */
const BUTTON_SLOT = { display: 'inline-block', width: 20, height: 20 } as const;

function ViewButton({ field, busy, onClick }: { field: SensitiveKey; busy: boolean; onClick(): void }) {
  const translate = useTranslate();
  const label = translate(`app.customer_actions.view.${field}`);
  return (
    <LazyTooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        data-testid={`view-${field}`}
        loading={busy}
        onClick={(e: MouseEvent) => {
          e.stopPropagation();
          onClick();
        }}
        sx={BUTTON_SX}
      >
        <VisibilityIcon sx={ICON_SX} />
      </IconButton>
    </LazyTooltip>
  );
}

/**
 * The view button of a row mounts when the row first comes near the view, like the row actions: a
 * 100-row page would otherwise build 100 icon buttons, most of them below the fold (issue 8).
 */
function ViewButtonWhenSeen(props: { field: SensitiveKey; onClick(): void }) {
  const [ref, seen] = useSeen<HTMLSpanElement>();
  if (seen) return <ViewButton {...props} busy={false} />;
  return <span ref={ref} style={BUTTON_SLOT} />;
}

function Shown({ field, text }: { field: SensitiveKey; text: string }) {
  return (
    <span className={cellClasses.number} data-testid={`customer-${field}-value`}>
      {text}
    </span>
  );
}

/**
 * The value asked of the server (`customer/view-phone` / `view-wechat`, recorded as a key record),
 * from its first click on: mounted only then, so a list row costs no mutation. A failure says why
 * and keeps the button for another try.
 */
function Revealing({ id, field, masked }: { id: number; field: SensitiveKey; masked: string }) {
  const translate = useTranslate();
  const [revealed, setRevealed] = useState<string | null>();
  const mutation = useAppMutation(recordWrites.reveal, { onSuccess: (value) => setRevealed(value) });
  const reveal = () => mutation.mutate({ id, field });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    reveal();
  });
  if (revealed === null) return <Shown field={field} text={translate('app.customer_actions.view.none')} />;
  if (revealed !== undefined) return <Shown field={field} text={revealed} />;
  return (
    <>
      <Shown field={field} text={masked} />
      <ViewButton field={field} busy={mutation.isPending} onClick={reveal} />
    </>
  );
}

/**
 * A customer's phone or WeChat on a list row or the detail page: the value as the server sent it
 * (lists always masked). When the value is masked and the user holds the permission, a "view"
 * button reveals it in place. Without the permission there is no button, and a value the server
 * sent in full by mistake is still masked here. A table hands its rows the user's access (no
 * session query per row, issue 8); elsewhere the value reads the session.
 */
function RevealableValue({ field }: { field: SensitiveKey }) {
  const access = useContext(CellAccessContext);
  return access ? <Revealable field={field} access={access} /> : <RevealableWithSession field={field} />;
}

function RevealableWithSession({ field }: { field: SensitiveKey }) {
  return <Revealable field={field} access={useSessionAccess()} />;
}

function Revealable({ field, access }: { field: SensitiveKey; access: SessionAccess }) {
  const record = useRecordContext();
  const allowed = access.can(PERMISSION[field], 'get');
  const [asked, setAsked] = useState(false);
  const value: unknown = record?.[field];
  if (!record || typeof value !== 'string' || value === '') return null;
  const masked = isMasked(value);
  const shown = allowed || masked ? value : field === 'phone' ? maskPhone(value) : '••••••';
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}>
      {asked ? (
        <Revealing id={Number(record.id)} field={field} masked={value} />
      ) : (
        <>
          <Shown field={field} text={shown} />
          {allowed && masked && <ViewButtonWhenSeen field={field} onClick={() => setAsked(true)} />}
        </>
      )}
    </span>
  );
}

/** The `phone` cell of customers (bound in the feature's index). */
export function PhoneCell() {
  return <RevealableValue field="phone" />;
}

/** The `wechat` cell of customers (bound in the feature's index). */
export function WechatCell() {
  return <RevealableValue field="wechat" />;
}
