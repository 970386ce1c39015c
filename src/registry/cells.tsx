import { Avatar, Box, Chip, Link, Typography } from '@mui/material';
import { createContext, Suspense, useContext, type MouseEvent } from 'react';
import { useFieldValue, useI18nProvider, useRecordContext } from 'react-admin';
import type { ResourceDefinition } from '../../resources/core/define';
import type { Tone } from '../../resources/core/meta';
import type { FieldInfo } from '../../resources/core/reader';
import { isEmptyHtml, toExcerpt, toPlainText } from '../../resources/core/richText';
import { safeImageUrl, safeLinkUrl } from '../../resources/core/safeUrl';
import { cellClasses, chipToneClass } from './cellStyles';
import { lazyWithReload } from '../platform/chunks';
import { formatDate, formatDateTime, formatMoney, formatShortDate, maskPhone } from '../platform/format';
import { HoverTitle } from '../components/HoverTitle';
import { labelKeys } from '../platform/labels';
import { ReferenceCell } from './references';
import { useSessionAccess, type SessionAccess } from '../platform/session';

export interface CellProps {
  def: ResourceDefinition;
  info: FieldInfo;
  /** Detail pages show full dates and whole texts; lists the short form with a tooltip. */
  variant?: 'list' | 'show';
}

const CHOICE_TONES: readonly Tone[] = [
  'default',
  'primary',
  'success',
  'warning',
  'info',
  'secondary',
  'error',
];

/** The chip colour of an enum value: the field's `tones`, else one colour per choice in order. */
export function toneOf(info: FieldInfo, value: unknown): Tone {
  const key = String(value);
  if (info.meta.tones) return info.meta.tones[key] ?? 'default';
  const index = info.choices?.findIndex((c) => String(c) === key) ?? -1;
  return index < 0 ? 'default' : CHOICE_TONES[(index + 1) % CHOICE_TONES.length];
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

const stopPropagation = (event: MouseEvent) => event.stopPropagation();

const numberSx = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** A figure: a plain span in tables (styled once by the table), body text on detail pages. */
function Figure({ variant, children }: { variant: CellProps['variant']; children: string }) {
  if (variant === 'show')
    return (
      <Typography variant="body2" component="span" sx={numberSx}>
        {children}
      </Typography>
    );
  return <span className={cellClasses.number}>{children}</span>;
}

/** A chip: MUI's on detail pages, the same look drawn by classes in tables (`cellSx`). */
function ToneChip({
  variant,
  tone,
  filled = false,
  label,
}: {
  variant: CellProps['variant'];
  tone: Tone;
  filled?: boolean;
  label: string;
}) {
  if (variant === 'show')
    return <Chip size="small" variant={filled ? 'filled' : 'outlined'} color={tone} label={label} />;
  const className = `${cellClasses.chip} ${chipToneClass(tone)}${filled ? ` ${cellClasses.chipFilled}` : ''}`;
  return <span className={className}>{label}</span>;
}

type Translations = ReturnType<typeof useI18nProvider>;
const labels = new WeakMap<Translations, Map<string, string>>();

/**
 * A translated label, remembered per language: i18next resolves a key in about 0.1 ms, and a
 * 100-row list asks the same few keys 200 times. Kept per translation provider, not per
 * `useTranslate` function: that is a new function in each component, so the chips of a list never
 * shared a label (14 ms of the 100-row list's first render, issue 8).
 */
function labelOf(i18n: Translations, key: string, fallback: () => string): string {
  let cache = labels.get(i18n);
  if (!cache) labels.set(i18n, (cache = new Map()));
  const id = `${i18n.getLocale()}\u0000${key}`;
  let label = cache.get(id);
  if (label === undefined) cache.set(id, (label = i18n.translate(key, { _: fallback() })));
  return label;
}

export function ChoiceChip({ def, info, variant }: CellProps) {
  const value: unknown = useFieldValue({ source: info.name });
  const i18n = useI18nProvider();
  if (isEmpty(value)) return null;
  const key = labelKeys.choice(def.name, info.name, value as string | number);
  return (
    <ToneChip variant={variant} tone={toneOf(info, value)} label={labelOf(i18n, key, () => String(value))} />
  );
}

function BooleanCell({ def, info, variant }: CellProps) {
  const value: unknown = useFieldValue({ source: info.name });
  const i18n = useI18nProvider();
  if (value === undefined || value === null) return null;
  const on = value === true || value === 1;
  const label = labelOf(i18n, labelKeys.choice(def.name, info.name, on), () =>
    i18n.translate(`app.enums.boolean.${on}`),
  );
  return <ToneChip variant={variant} tone={on ? 'success' : 'default'} filled={on} label={label} />;
}

function DateCell({ info, variant }: CellProps) {
  const value: unknown = useFieldValue({ source: info.name });
  if (typeof value !== 'string' || value === '') return null;
  const withTime = info.widget === 'datetime';
  const full = () => (withTime ? formatDateTime(value) : formatDate(value));
  if (variant === 'show') return <Typography variant="body2">{full()}</Typography>;
  // The full date is made when its tooltip opens, not for every row (issue 8).
  return (
    <HoverTitle title={full} className={cellClasses.nowrap}>
      {formatShortDate(value, withTime)}
    </HoverTitle>
  );
}

function TextCell({ info, variant }: CellProps) {
  const value: unknown = useFieldValue({ source: info.name });
  if (isEmpty(value)) return null;
  const text = Array.isArray(value) ? value.join(', ') : String(value);
  if (variant === 'show')
    return (
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </Typography>
    );
  return (
    <HoverTitle title={text} className={cellClasses.text} whenCut>
      {text}
    </HoverTitle>
  );
}

/** The sanitiser (DOMPurify) loads with the first rich text shown on a detail page, never on lists. */
const SafeHtml = lazyWithReload(() => import('../components/richText/SafeHtml'));

/**
 * Rich text (HTML): on lists one line of its text (tags stripped, nothing rendered as HTML), the
 * whole text in the tooltip when cut; on detail pages the formatting, sanitised (its plain text
 * while the sanitiser loads).
 */
function RichTextCell({ info, variant }: CellProps) {
  const value: unknown = useFieldValue({ source: info.name });
  if (typeof value !== 'string' || isEmptyHtml(value)) return null;
  if (variant === 'show')
    return (
      <Suspense
        fallback={<Box sx={{ typography: 'body2', whiteSpace: 'pre-wrap' }}>{toPlainText(value)}</Box>}
      >
        <SafeHtml value={value} sx={{ typography: 'body2' }} testId={`rich-text-${info.name}`} />
      </Suspense>
    );
  const text = toPlainText(value);
  return (
    <HoverTitle
      title={text.length > 600 ? `${text.slice(0, 599)}…` : text}
      className={cellClasses.text}
      whenCut
    >
      {toExcerpt(value)}
    </HoverTitle>
  );
}

/**
 * The user's access, read once by a table for all its cells: a session query per cell was a
 * hundred query observers on a 100-row page (issue 8). Outside a table, cells read the session.
 */
export const CellAccessContext = createContext<SessionAccess | undefined>(undefined);

/** A sensitive value (phone, WeChat) is masked unless the user holds the field's permission. */
function SensitiveCell(props: CellProps) {
  const access = useContext(CellAccessContext);
  return access ? <SensitiveValue {...props} access={access} /> : <SensitiveWithSession {...props} />;
}

function SensitiveWithSession(props: CellProps) {
  return <SensitiveValue {...props} access={useSessionAccess()} />;
}

function SensitiveValue({ info, variant, access }: CellProps & { access: SessionAccess }) {
  const value: unknown = useFieldValue({ source: info.name });
  if (typeof value !== 'string' || value === '') return null;
  const allowed = !info.meta.permission || access.can(info.meta.permission);
  const shown = allowed ? value : info.widget === 'phone' ? maskPhone(value) : '••••••';
  return <Figure variant={variant}>{shown}</Figure>;
}

function NumberCell({ info, variant }: CellProps) {
  const value: unknown = useFieldValue({ source: info.name });
  if (isEmpty(value)) return null;
  return (
    <Figure variant={variant}>
      {info.widget === 'money' ? formatMoney(value as number | string) : String(value)}
    </Figure>
  );
}

function ImageCell({ def, info }: CellProps) {
  const value: unknown = useFieldValue({ source: info.name });
  const record = useRecordContext<Record<string, unknown>>();
  const name = def.recordRepresentation ? String(record?.[def.recordRepresentation] ?? '') : '';
  return (
    <Avatar src={safeImageUrl(value)} alt={name} sx={{ width: 32, height: 32, fontSize: 14 }}>
      {name.slice(0, 1)}
    </Avatar>
  );
}

/** A person on a list: avatar (initials without a picture), name, and a second line below. */
function PersonCell({ info }: CellProps) {
  const record = useRecordContext<Record<string, unknown>>();
  const person = info.meta.person;
  if (!record || !person) return null;
  const name = String(record[info.name] ?? '');
  const avatar = safeImageUrl(record[person.avatar]);
  const subtitle = person.subtitle ? record[person.subtitle] : undefined;
  return (
    <span className={cellClasses.person}>
      <span className={cellClasses.avatar}>
        {/* Lazily: a page of 100 rows loads the pictures of the rows in view, not all of them. */}
        {avatar ? <img src={avatar} alt={name} loading="lazy" decoding="async" /> : name.slice(0, 1)}
      </span>
      <span style={{ minWidth: 0 }}>
        <span className={cellClasses.personName}>{name}</span>
        {!isEmpty(subtitle) && <span className={cellClasses.personSubtitle}>{String(subtitle)}</span>}
      </span>
    </span>
  );
}

function UrlCell(props: CellProps) {
  const href = safeLinkUrl(useFieldValue({ source: props.info.name }));
  // Anything but an http(s) address is shown as text, never followed.
  if (!href) return <TextCell {...props} />;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" onClick={stopPropagation}>
      {href.replace(/^https?:\/\//i, '')}
    </Link>
  );
}

function AudioCell({ info }: CellProps) {
  const src = safeLinkUrl(useFieldValue({ source: info.name }));
  if (!src) return null;
  return (
    <audio
      controls
      preload="none"
      src={src}
      style={{ height: 32, maxWidth: 260 }}
      onClick={stopPropagation}
    />
  );
}

/** The generated cell for one field, on lists and detail pages. */
export function FieldCell(props: CellProps) {
  const { def, info } = props;
  const Override = def.fields?.[info.name]?.cell;
  if (Override) return <Override source={info.name} resource={def.name} />;
  if (info.meta.person && props.variant !== 'show') return <PersonCell {...props} />;
  if (info.meta.reference) return <ReferenceCell info={info} />;
  if (info.meta.permission) return <SensitiveCell {...props} />;
  switch (info.widget) {
    case 'select':
      return <ChoiceChip {...props} />;
    case 'boolean':
      return <BooleanCell {...props} />;
    case 'date':
    case 'datetime':
      return <DateCell {...props} />;
    case 'number':
    case 'money':
      return <NumberCell {...props} />;
    case 'image':
      return <ImageCell {...props} />;
    case 'password':
      return <span>••••••</span>;
    case 'url':
      return <UrlCell {...props} />;
    case 'richtext':
      return <RichTextCell {...props} />;
    case 'audio':
      return <AudioCell {...props} />;
    default:
      return <TextCell {...props} />;
  }
}
