import PhoneMissedIcon from '@mui/icons-material/PhoneMissed';
import { Alert, Box, ButtonBase, Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { RemarkNotice } from '../../../dataProvider';
import { useStatCounts } from '../../registry/counters';
import { linkTo } from '../../registry/routes';
import { useSession } from '../../registry/session';
import { useRemarkNotice } from './api';

/** The path of the remark banner: the customer's detail at that remark. */
export function remarkPath(notice: RemarkNotice): string | undefined {
  if (notice.customer_id === undefined || notice.customer_id === null) return undefined;
  return linkTo('customerDetail', { id: notice.customer_id, remark_id: notice.remark_id ?? undefined });
}

const bannerSx = {
  display: 'flex',
  width: '100%',
  justifyContent: 'flex-start',
  textAlign: 'left',
  borderRadius: 0,
} as const;

/**
 * The banners under the header (S21): new remarks (not for temporary accounts) and unanswered
 * incoming calls (persistent while the count is above 0).
 */
export function HeaderBanners() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const session = useSession();
  const counts = useStatCounts();
  const notTemporary = !!session && !session.temporary;
  const remark = useRemarkNotice(notTemporary);
  const remarks = notTemporary ? (remark.data?.num ?? 0) : 0;
  const missed = notTemporary ? (counts.data?.call_in_no_answer_count ?? 0) : 0;
  const remarkTarget = remark.data ? remarkPath(remark.data) : undefined;
  if (remarks <= 0 && missed <= 0) return null;
  return (
    <Box component="aside" data-testid="header-banners" sx={{ position: 'relative', zIndex: 1 }}>
      {remarks > 0 && (
        <ButtonBase
          sx={bannerSx}
          data-testid="remark-banner"
          onClick={() => {
            if (remarkTarget) navigate(remarkTarget);
          }}
        >
          <Alert
            severity="info"
            icon={<Chip label={translate('app.header.banners.new')} color="error" size="small" />}
            sx={{
              width: '100%',
              borderRadius: 0,
              py: 0,
              alignItems: 'center',
              '& .MuiAlert-icon': { py: 0.5, opacity: 1 },
            }}
          >
            {translate('app.header.banners.remarks', { count: remarks })}
          </Alert>
        </ButtonBase>
      )}
      {missed > 0 && (
        <ButtonBase
          sx={bannerSx}
          data-testid="missed-call-banner"
          onClick={() => navigate(linkTo('missedCalls'))}
        >
          <Alert
            severity="warning"
            icon={<PhoneMissedIcon fontSize="small" />}
            sx={{ width: '100%', borderRadius: 0, py: 0, alignItems: 'center' }}
          >
            {translate('app.header.banners.missed_calls', { count: missed })}
          </Alert>
        </ButtonBase>
      )}
    </Box>
  );
}
