import PhoneMissedIcon from '@mui/icons-material/PhoneMissed';
import { Alert, Box, ButtonBase, Chip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import type { AppDataProvider } from '../../../dataProvider';
import { useStatCounts } from '../useStatCounts';
import { customerDetailPath } from './search';
import { useSession } from './useSession';

/** `GET worker-user-remark/notice` (spec §3). */
const remarkNoticeSchema = z.object({
  num: z.coerce.number().catch(0),
  remark_id: z.union([z.number(), z.string()]).nullish(),
  customer_id: z.union([z.number(), z.string()]).nullish(),
  page: z.coerce.number().nullish().catch(undefined),
  worker_user_id: z.union([z.number(), z.string()]).nullish(),
});

export type RemarkNotice = z.infer<typeof remarkNoticeSchema>;

export function toRemarkNotice(body: unknown): RemarkNotice {
  const raw = body && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : body;
  const parsed = remarkNoticeSchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : { num: 0 };
}

/** The path of the remark banner: the customer's detail at that remark. */
export function remarkPath(notice: RemarkNotice): string | undefined {
  if (notice.customer_id === undefined || notice.customer_id === null) return undefined;
  return customerDetailPath(notice.customer_id, notice.remark_id ?? undefined);
}

/** Spec §2: the call-record list of incoming calls. */
export const MISSED_CALLS_PATH = '/worker-call?type=1';

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
  const dataProvider = useDataProvider<AppDataProvider>();
  const counts = useStatCounts();
  const notTemporary = !!session && !session.temporary;
  const remark = useQuery({
    queryKey: ['worker-user-remark', 'notice'],
    queryFn: async () => toRemarkNotice(await dataProvider.call('GET', 'worker-user-remark/notice')),
    enabled: notTemporary,
    refetchInterval: 60_000,
    throwOnError: false,
    retry: false,
  });
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
              '& .MuiAlert-icon': { py: 0.5 },
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
          onClick={() => navigate(MISSED_CALLS_PATH)}
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
