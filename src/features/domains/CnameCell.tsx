import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Stack, Tooltip } from '@mui/material';
import { useContext, type ReactNode } from 'react';
import { ListContext, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { CnameState } from '../../../dataProvider';
import { ActionButton } from '../../components/ActionButton';
import { copyText } from '../../components/copyText';
import { useCnameStatus } from './api';

const STATE_ICONS: Readonly<Record<CnameState, (title: string) => ReactNode>> = {
  ok: (title) => <CheckCircleOutlineIcon color="success" fontSize="small" titleAccess={title} />,
  missing: (title) => <WarningAmberIcon color="warning" fontSize="small" titleAccess={title} />,
  mismatch: (title) => <WarningAmberIcon color="warning" fontSize="small" titleAccess={title} />,
  paused: (title) => <WarningAmberIcon color="warning" fontSize="small" titleAccess={title} />,
  unmanaged: (title) => <HelpOutlineIcon color="action" fontSize="small" titleAccess={title} />,
};

/**
 * A CDN domain's CNAME (`cname` on the list and the detail page): the value, whether its DNS record
 * is in place (an icon explained by its tooltip) and "copy CNAME".
 */
export function CnameCell() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const { data } = useCnameStatus();
  // In a list row the CNAME gives way to the other columns; on the detail page it is whole.
  const inList = useContext(ListContext) != null;
  const cname = typeof record?.cname === 'string' ? record.cname : '';
  if (!record || !cname) return null;
  const status = data?.find((s) => String(s.id) === String(record.id));
  const stateText = status
    ? translate(`app.domains.cname.states.${status.state}`, { root: status.root ?? '' })
    : undefined;
  const copy = async () => {
    const copied = await copyText(cname);
    notify(copied ? 'app.domains.cname.copied' : 'app.domains.cname.copy_failed', {
      type: copied ? 'success' : 'warning',
    });
  };
  return (
    <Stack
      direction="row"
      spacing={0.5}
      alignItems="center"
      // The CNAME gives way (ellipsis, whole in its tooltip); the icons and the copy button stay.
      // At 1366 px the list fits without scrolling; wider screens show more of it.
      sx={{ minWidth: 0, maxWidth: inList ? 'clamp(210px, 100vw - 1156px, 360px)' : undefined }}
      onClick={(event) => event.stopPropagation()}
      data-testid="cdn-cname"
      data-state={status?.state}
    >
      {status && stateText ? (
        <Tooltip title={stateText}>
          <Box component="span" sx={{ display: 'inline-flex', flexShrink: 0 }}>
            {STATE_ICONS[status.state](stateText)}
          </Box>
        </Tooltip>
      ) : null}
      <Tooltip title={cname}>
        <Box
          component="span"
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }}
        >
          {cname}
        </Box>
      </Tooltip>
      <ActionButton
        iconOnly
        label={translate('app.domains.cname.copy')}
        icon={<ContentCopyIcon sx={{ fontSize: 16 }} />}
        onClick={() => void copy()}
        testId="cdn-copy-cname"
      />
    </Stack>
  );
}
