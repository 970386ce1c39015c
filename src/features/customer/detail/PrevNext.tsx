import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { linkTo } from '../../../platform/routes';
import { neighboursOf, rememberedListIds } from './detailModel';

function NavButton({
  to,
  label,
  testId,
  icon,
}: {
  to?: number;
  label: string;
  testId: string;
  icon: React.ReactNode;
}) {
  const button =
    to === undefined ? (
      <IconButton size="small" aria-label={label} disabled data-testid={testId}>
        {icon}
      </IconButton>
    ) : (
      <IconButton
        size="small"
        aria-label={label}
        component={Link}
        to={linkTo('customerDetail', { id: to })}
        data-testid={testId}
      >
        {icon}
      </IconButton>
    );
  // A disabled button gets no events: the tooltip listens on a wrapper.
  return (
    <Tooltip title={label}>
      <span>{button}</span>
    </Tooltip>
  );
}

/** Previous / next customer of the list the page was opened from (disabled when unknown). */
export function PrevNext({ id }: { id: number }) {
  const translate = useTranslate();
  const { previous, next, index, total } = useMemo(() => neighboursOf(rememberedListIds(), id), [id]);
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }} data-testid="customer-prev-next">
      <NavButton
        to={previous}
        label={translate('app.customer_detail.nav.previous')}
        testId="customer-previous"
        icon={<ChevronLeftIcon />}
      />
      {index > 0 && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ px: 0.5, fontVariantNumeric: 'tabular-nums' }}
        >
          {translate('app.customer_detail.nav.position', { index, total })}
        </Typography>
      )}
      <NavButton
        to={next}
        label={translate('app.customer_detail.nav.next')}
        testId="customer-next"
        icon={<ChevronRightIcon />}
      />
    </Stack>
  );
}
