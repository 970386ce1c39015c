import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { IconButton } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { AppDataProvider, SensitiveKey } from '../../../../dataProvider';
import { LazyTooltip } from '../../../components/LazyTooltip';
import { cellClasses } from '../../../registry/cellStyles';
import { maskPhone } from '../../../registry/format';
import { useCanAction } from '../../../registry/session';
import { errorText } from './recordActionsModel';
import { isMasked } from './sensitiveModel';

/** The permission that lets a user see each value (resources/customer.ts field metadata). */
const PERMISSION: Readonly<Record<SensitiveKey, string>> = {
  phone: 'user_view.phone',
  wechat: 'user_view.wechat',
};

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
        sx={{ p: 0.25 }}
      >
        <VisibilityIcon sx={{ fontSize: 16 }} />
      </IconButton>
    </LazyTooltip>
  );
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
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [revealed, setRevealed] = useState<string | null>();
  const mutation = useMutation({
    mutationFn: () => dataProvider.revealCustomerValue(id, field),
    onSuccess: (value) => setRevealed(value),
    onError: (error) => notify(errorText(error), { type: 'error' }),
  });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutation.mutate();
  });
  if (revealed === null) return <Shown field={field} text={translate('app.customer_actions.view.none')} />;
  if (revealed !== undefined) return <Shown field={field} text={revealed} />;
  return (
    <>
      <Shown field={field} text={masked} />
      <ViewButton field={field} busy={mutation.isPending} onClick={() => mutation.mutate()} />
    </>
  );
}

/**
 * A customer's phone or WeChat on a list row or the detail page: the value as the server sent it
 * (lists always masked). When the value is masked and the user holds the permission, a "view"
 * button reveals it in place. Without the permission there is no button, and a value the server
 * sent in full by mistake is still masked here.
 */
function RevealableValue({ field }: { field: SensitiveKey }) {
  const record = useRecordContext();
  const allowed = useCanAction({ permission: PERMISSION[field] }, 'get');
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
          {allowed && masked && <ViewButton field={field} busy={false} onClick={() => setAsked(true)} />}
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
