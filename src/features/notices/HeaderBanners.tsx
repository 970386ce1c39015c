import PhoneMissedIcon from '@mui/icons-material/PhoneMissed';
import { Alert, Box, ButtonBase, Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Session } from '../../../authProvider';
import type { RemarkNotice } from '../../../dataProvider';
import type { MISSED_HANDLING } from '../../../resources/worker-call';
import { useStatCounts } from '../../platform/counters';
import { linkTo } from '../../platform/routes';
import { useSession } from '../../platform/session';
import { useRemarkNotice } from './api';

/** `handle_state` of a missed call not called back nor ignored (`MISSED_HANDLING`). */
const UNHANDLED: (typeof MISSED_HANDLING)[number] = 0;

/**
 * The path of the missed-call banner: the call list filtered (visibly, removably) to the unhandled
 * missed calls the banner counts: the user's own, or everyone's for an administrator (issue 42).
 */
export function missedCallsPath(session: Pick<Session, 'isAdmin' | 'workerId'>): string {
  const mine = session.isAdmin || session.workerId === undefined ? {} : { worker_id: session.workerId };
  return linkTo('missedCalls', { filter: JSON.stringify({ handle_state: UNHANDLED, ...mine }) });
}

/** The path of the remark banner: the customer's detail at that remark. */
export function remarkPath(notice: RemarkNotice): string | undefined {
  if (notice.customer_id === undefined || notice.customer_id === null) return undefined;
  return linkTo('customerDetail', { id: notice.customer_id, remark_id: notice.remark_id ?? undefined });
}

const bannerSx = {
  display: 'flex',
  minWidth: 0,
  maxWidth: { xs: 180, md: 280, xl: 420 },
  borderRadius: 1,
  textAlign: 'left',
} as const;

/** A one-line alert: the full text stays in the title when the bar is too narrow for it. */
const alertSx = {
  width: '100%',
  py: 0,
  px: 1,
  alignItems: 'center',
  fontSize: 13,
  '& .MuiAlert-icon': { py: 0.5, mr: 1, opacity: 1 },
  '& .MuiAlert-message': { py: 0.5, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
} as const;

/**
 * The banners (S21), at the end of the tab bar: new remarks (not for temporary accounts) and
 * unhandled missed calls (while the count is above 0: calling back or ignoring the last one hides it).
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
  const remarksText = translate('app.header.banners.remarks', { count: remarks });
  const missedText = translate('app.header.banners.missed_calls', { count: missed });
  return (
    <Box
      component="aside"
      aria-label={translate('app.header.banners.label')}
      data-testid="header-banners"
      // No taller than the tab strip (40 px): the bar keeps its height as banners come and go.
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexShrink: 1, minWidth: 0, maxHeight: 40 }}
    >
      {remarks > 0 && (
        <ButtonBase
          sx={bannerSx}
          title={remarksText}
          data-testid="remark-banner"
          onClick={() => {
            if (remarkTarget) navigate(remarkTarget);
          }}
        >
          <Alert
            severity="info"
            icon={<Chip label={translate('app.header.banners.new')} color="error" size="small" />}
            sx={alertSx}
          >
            {remarksText}
          </Alert>
        </ButtonBase>
      )}
      {missed > 0 && (
        <ButtonBase
          sx={bannerSx}
          title={missedText}
          data-testid="missed-call-banner"
          onClick={() => {
            if (session) navigate(missedCallsPath(session));
          }}
        >
          <Alert severity="warning" icon={<PhoneMissedIcon fontSize="small" />} sx={alertSx}>
            {missedText}
          </Alert>
        </ButtonBase>
      )}
    </Box>
  );
}
