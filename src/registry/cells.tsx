import { Avatar, Box, Chip, Link, Stack, Tooltip, Typography } from '@mui/material';
import { ReferenceField, useFieldValue, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../resources/core/define';
import type { FieldInfo } from '../../resources/core/reader';
import { formatDate, formatDateTime, formatMoney, formatShortDate, maskPhone } from './format';
import { labelKeys } from './labels';

interface CellProps {
  def: ResourceDefinition;
  info: FieldInfo;
  /** Detail pages show full dates; lists the short form with a tooltip. */
  variant?: 'list' | 'show';
}

const CHOICE_COLORS = ['default', 'primary', 'success', 'warning', 'info', 'secondary', 'error'] as const;

function choiceColor(info: FieldInfo, value: unknown): (typeof CHOICE_COLORS)[number] {
  if (info.name === 'status') return value === 1 || value === '1' ? 'success' : 'default';
  if (info.name === 'gender') return value === 1 ? 'info' : value === 0 ? 'primary' : 'default';
  const index = info.choices?.findIndex((c) => String(c) === String(value)) ?? -1;
  return index < 0 ? 'default' : CHOICE_COLORS[(index + 1) % CHOICE_COLORS.length];
}

export function ChoiceChip({ def, info }: CellProps) {
  const value = useFieldValue({ source: info.name });
  const translate = useTranslate();
  if (value === undefined || value === null || value === '') return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={choiceColor(info, value)}
      label={translate(labelKeys.choice(def.name, info.name, value as string | number), { _: String(value) })}
    />
  );
}

function DateCell({ info, variant }: CellProps) {
  const value = useFieldValue({ source: info.name }) as string | undefined;
  if (!value) return null;
  const withTime = info.widget === 'datetime';
  const full = withTime ? formatDateTime(value) : formatDate(value);
  if (variant === 'show') return <Typography variant="body2">{full}</Typography>;
  return (
    <Tooltip title={full}>
      <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
        {formatShortDate(value, withTime)}
      </Typography>
    </Tooltip>
  );
}

function TextCell({ info, variant }: CellProps) {
  const value = useFieldValue({ source: info.name });
  if (value === undefined || value === null || value === '') return null;
  const text = Array.isArray(value) ? value.join(', ') : String(value);
  if (variant === 'show')
    return (
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </Typography>
    );
  return (
    <Tooltip title={text.length > 24 ? text : ''}>
      <Typography
        variant="body2"
        component="span"
        sx={{
          display: 'block',
          maxWidth: 260,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {text}
      </Typography>
    </Tooltip>
  );
}

/** A sensitive value (phone, WeChat) is masked unless the user holds the field's permission. */
function SensitiveCell({ info }: CellProps) {
  const value = useFieldValue({ source: info.name }) as string | undefined;
  const { permissions } = usePermissions<readonly string[]>();
  if (!value) return null;
  const allowed = !info.meta.permission || (permissions ?? []).includes(info.meta.permission);
  const shown = allowed ? value : info.widget === 'phone' ? maskPhone(value) : '••••••';
  return (
    <Typography
      variant="body2"
      component="span"
      sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
    >
      {shown}
    </Typography>
  );
}

function NumberCell({ info }: CellProps) {
  const value = useFieldValue({ source: info.name });
  if (value === undefined || value === null || value === '') return null;
  return (
    <Typography variant="body2" component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {info.widget === 'money' ? formatMoney(value as number) : String(value)}
    </Typography>
  );
}

function BooleanCell({ def, info }: CellProps) {
  const value = useFieldValue({ source: info.name });
  const translate = useTranslate();
  if (value === undefined || value === null) return null;
  const on = value === true || value === 1;
  return (
    <Chip
      size="small"
      color={on ? 'success' : 'default'}
      variant={on ? 'filled' : 'outlined'}
      label={translate(labelKeys.choice(def.name, info.name, on), {
        _: translate(`app.enums.boolean.${on}`),
      })}
    />
  );
}

function ImageCell({ info }: CellProps) {
  const value = useFieldValue({ source: info.name }) as string | undefined;
  const record = useRecordContext<{ name?: string }>();
  const initial = record?.name?.slice(0, 1) ?? '';
  const safe = value && /^https?:\/\//i.test(value) ? value : undefined;
  return (
    <Avatar src={safe} alt={record?.name ?? ''} sx={{ width: 32, height: 32, fontSize: 14 }}>
      {initial}
    </Avatar>
  );
}

/** A person on a list: avatar (initials when there is no picture), name, and user number below. */
function PersonCell({ info }: CellProps) {
  const record = useRecordContext<Record<string, unknown>>();
  if (!record) return null;
  const name = String(record[info.name] ?? '');
  const avatar =
    typeof record.avatar === 'string' && /^https?:\/\//i.test(record.avatar) ? record.avatar : undefined;
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 0 }}>
      <Avatar src={avatar} alt={name} sx={{ width: 28, height: 28, fontSize: 13 }}>
        {name.slice(0, 1)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap>
          {name}
        </Typography>
        {record.number != null && (
          <Typography
            variant="caption"
            color="text.secondary"
            noWrap
            sx={{ display: 'block', lineHeight: 1.2 }}
          >
            {String(record.number)}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}

/** Only http(s) addresses from the server are followed or played. */
const safeUrl = (value: unknown): string | undefined =>
  typeof value === 'string' && /^https?:\/\//i.test(value) ? value : undefined;

function UrlCell(props: CellProps) {
  const value = useFieldValue({ source: props.info.name });
  const href = safeUrl(value);
  // Anything but an http(s) address is shown as text, never followed.
  if (!href) return <TextCell {...props} />;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" onClick={(e) => e.stopPropagation()}>
      {href.replace(/^https?:\/\//i, '')}
    </Link>
  );
}

function AudioCell({ info }: CellProps) {
  const src = safeUrl(useFieldValue({ source: info.name }));
  if (!src) return null;
  return (
    <audio
      controls
      preload="none"
      src={src}
      style={{ height: 32, maxWidth: 260 }}
      onClick={(e) => e.stopPropagation()}
    />
  );
}

/** The generated cell for one field, on lists and detail pages. */
export function FieldCell(props: CellProps) {
  const { def, info } = props;
  const Override = def.fields?.[info.name]?.cell;
  if (Override) return <Override source={info.name} resource={def.name} />;
  const isPerson = def.recordRepresentation === info.name && def.fieldMap.avatar?.widget === 'image';
  if (isPerson && props.variant !== 'show') return <PersonCell {...props} />;
  if (info.meta.reference) {
    return (
      <ReferenceField source={info.name} reference={info.meta.reference.resource} link="show" emptyText="">
        <ReferenceLabel display={info.meta.reference.display} />
      </ReferenceField>
    );
  }
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
    case 'audio':
      return <AudioCell {...props} />;
    default:
      return <TextCell {...props} />;
  }
}

function ReferenceLabel({ display }: { display?: string }) {
  const record = useRecordContext<Record<string, unknown>>();
  if (!record) return null;
  const label = display ? record[display] : (record.name ?? record.id);
  return (
    <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
      {String(label ?? '')}
    </Typography>
  );
}
