import EditIcon from '@mui/icons-material/EditOutlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import PostAddIcon from '@mui/icons-material/PostAdd';
import { Avatar, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ReferenceField, TextField, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ResourceDefinition } from '../../../../resources/core/define';
import { formatDate, formatShortDate, formatDateTime } from '../../../platform/format';
import { labelKeys } from '../../../platform/labels';
import { RecordActions } from '../../../registry/RecordActions';
import { linkTo, linkToResource } from '../../../platform/routes';
import { useCanAction } from '../../../platform/session';
import { PhoneCell, WechatCell } from '../actions/RevealableValue';
import type { CustomerRecord } from '../api/detail';
import { AvatarChange } from './AvatarChange';
import { CallButton } from './CallButton';
import { initialsOf } from './detailModel';
import { PrevNext } from './PrevNext';

/** One labelled value of the card's info line (store, matchmaker, life-cycle type…). */
function Info({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Box sx={{ minWidth: 0 }} data-testid={testId}>
      <Typography variant="caption" color="text.secondary" component="div" noWrap>
        {label}
      </Typography>
      <Typography variant="body2" component="div" noWrap>
        {children}
      </Typography>
    </Box>
  );
}

/** The header card (issue 11 point 1): who the customer is, where they stand, the main actions. */
export function HeaderCard({ record, def }: { record: CustomerRecord; def: ResourceDefinition }) {
  const translate = useTranslate();
  const canEdit = useCanAction({ resource: 'customer' }, 'edit');
  const name = record.name ?? '';
  const choice = (field: string, value: number | undefined) =>
    value === undefined
      ? undefined
      : translate(labelKeys.choice('customer', field, value), { _: String(value) });
  const field = (name: string) => translate(labelKeys.field('customer', name));
  const none = translate('app.customer_detail.no_value');
  const chips = [
    record.gender === 0 || record.gender === 1 ? choice('gender', record.gender) : undefined,
    record.age !== undefined ? translate('app.customer_detail.age', { age: record.age }) : undefined,
    record.height !== undefined
      ? translate('app.customer_detail.height', { height: record.height })
      : undefined,
    record.area,
    choice('education', record.education),
  ].filter((chip): chip is string => !!chip);
  const vip =
    record.is_vip && record.vip_expire_at
      ? translate('app.customer_detail.vip_until', { date: formatDate(record.vip_expire_at) })
      : translate('app.customer_detail.not_vip');

  return (
    <Card variant="outlined" data-testid="customer-header-card">
      <CardContent
        sx={{ display: 'flex', gap: 2.5, alignItems: 'flex-start', flexWrap: 'wrap', pb: '16px !important' }}
      >
        <Box sx={{ position: 'relative', flexShrink: 0 }}>
          <Avatar
            src={record.avatar || undefined}
            alt={name}
            sx={{ width: 72, height: 72, fontSize: 28, bgcolor: 'primary.light' }}
            data-testid="customer-avatar"
          >
            {initialsOf(name)}
          </Avatar>
          {/* The avatar cropper (issue 15). */}
          {canEdit && (
            <Box sx={{ position: 'absolute', right: -6, bottom: -6 }}>
              <AvatarChange record={record} />
            </Box>
          )}
        </Box>
        <Box sx={{ flex: '1 1 420px', minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }} data-testid="customer-name">
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="customer-number">
              {translate('app.customer_detail.number', { number: record.number ?? '' })}
            </Typography>
            {record.is_vip && <Chip size="small" color="warning" label="VIP" />}
          </Stack>
          <Stack
            direction="row"
            spacing={0.75}
            sx={{ mt: 1, flexWrap: 'wrap', rowGap: 0.75 }}
            data-testid="customer-chips"
          >
            {chips.map((chip) => (
              <Chip key={chip} size="small" variant="outlined" label={chip} />
            ))}
          </Stack>
          <Stack direction="row" spacing={3} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
            <Info label={field('phone')} testId="customer-phone">
              <PhoneCell />
            </Info>
            <Info label={field('wechat')} testId="customer-wechat">
              <WechatCell />
            </Info>
          </Stack>
          <Box
            sx={{
              mt: 1.5,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
            }}
          >
            <Info label={field('vip_expire_at')} testId="customer-vip">
              {vip}
            </Info>
            <Info label={field('store_id')} testId="customer-store">
              {record.store_id ? (
                <ReferenceField source="store_id" reference="store" link={false}>
                  <TextField source="name" variant="body2" />
                </ReferenceField>
              ) : (
                none
              )}
            </Info>
            <Info label={field('worker_id')} testId="customer-worker">
              {record.worker_id ? (
                <ReferenceField source="worker_id" reference="worker" link={false}>
                  <TextField source="name" variant="body2" />
                </ReferenceField>
              ) : (
                translate('app.customer_detail.unassigned')
              )}
            </Info>
            <Info label={field('customer_type')} testId="customer-type">
              {choice('customer_type', record.customer_type) ?? none}
            </Info>
            <Info label={field('last_follow_at')} testId="customer-last-follow">
              <span title={formatDateTime(record.last_follow_at)}>
                {record.last_follow_at
                  ? formatShortDate(record.last_follow_at, true)
                  : translate('app.customer_detail.never_followed')}
              </span>
            </Info>
          </Box>
        </Box>
        <Stack spacing={1.5} sx={{ alignItems: 'flex-end', ml: 'auto' }}>
          <PrevNext id={record.id} />
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'flex-end' }}
          >
            <Button
              variant="contained"
              size="small"
              startIcon={<PostAddIcon />}
              component={Link}
              to={linkTo('customerDetail', { id: record.id, tab: 'follow', add: 1 })}
              data-testid="customer-add-follow"
            >
              {translate('app.customer_detail.actions.add_follow')}
            </Button>
            <CallButton record={record} />
            <Button
              variant="outlined"
              size="small"
              startIcon={<FavoriteBorderIcon />}
              component={Link}
              to={linkTo('matchSearch', { id: record.id })}
              data-testid="customer-match"
            >
              {translate('app.matching.open')}
            </Button>
            {canEdit && (
              <Button
                variant="outlined"
                size="small"
                startIcon={<EditIcon />}
                component={Link}
                to={linkToResource('customer', 'edit', record.id)}
                data-testid="customer-edit"
              >
                {translate('app.customer_detail.actions.edit')}
              </Button>
            )}
            <RecordActions def={def} />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
