import {
  Alert,
  Avatar,
  Box,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Link as MuiLink,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import dayjs from 'dayjs';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Delivery } from '../../../dataProvider';
import { FILTER_DATE_FORMAT } from '../../components/date-range';
import { LoadError } from '../../components/LoadError';
import { labelKeys } from '../../platform/labels';
import { linkTo } from '../../platform/routes';
import { useDailyDelivery } from './api';
import { scoreTone } from './matchModel';

/** The members recommended today to the caller's members (`daily-delivery`). */
export function TodayCard() {
  const translate = useTranslate();
  const today = dayjs().format(FILTER_DATE_FORMAT);
  const list = useDailyDelivery(today);
  return (
    <Card variant="outlined">
      <CardHeader
        title={translate('app.matching.delivery.today')}
        subheader={today}
        titleTypographyProps={{ variant: 'subtitle1' }}
      />
      <CardContent sx={{ pt: 0 }}>
        {list.isPending && <Skeleton variant="rounded" height={240} />}
        {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
        {list.data?.length === 0 && <Alert severity="info">{translate('app.matching.delivery.empty')}</Alert>}
        <Stack spacing={1} data-testid="delivery-today">
          {list.data?.map((d) => (
            <DeliveryRow key={d.id} delivery={d} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

function Person({ person }: { person: Delivery['member'] }) {
  const translate = useTranslate();
  const facts = [
    person.age !== undefined ? translate('app.matching.card.age', { age: person.age }) : undefined,
    person.height !== undefined
      ? translate('app.matching.card.height', { height: person.height })
      : undefined,
    person.education !== undefined
      ? translate(labelKeys.choice('customer', 'education', person.education))
      : undefined,
  ].filter(Boolean);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0, flex: 1 }}>
      <Avatar src={person.avatar} alt={person.name} sx={{ width: 36, height: 36 }}>
        {person.name.slice(0, 1)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <MuiLink
          component={Link}
          to={linkTo('customerDetail', { id: person.id })}
          underline="hover"
          variant="body2"
          sx={{ fontWeight: 600 }}
        >
          {person.name}
        </MuiLink>
        <Typography variant="caption" color="text.secondary" component="div" sx={{ lineHeight: 1.3 }}>
          {facts.join(' · ')}
        </Typography>
      </Box>
    </Stack>
  );
}

function DeliveryRow({ delivery: d }: { delivery: Delivery }) {
  const translate = useTranslate();
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
      data-testid="delivery-row"
    >
      <Person person={d.member} />
      <Typography color="text.secondary" aria-hidden>
        ⇄
      </Typography>
      <Person person={d.candidate} />
      <Chip
        size="small"
        color={scoreTone(d.score)}
        label={translate('app.matching.card.score', { score: d.score })}
      />
    </Stack>
  );
}
