import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import {
  Card,
  CardContent,
  IconButton,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import type { SiteLink } from '../../../dataProvider';
import { ActionDialog } from '../../components/ActionDialog';
import { LoadError } from '../../components/LoadError';
import { QrCode } from '../../components/qr/QrCode';
import { useSiteLinks } from './api';
import { copyText } from '../../components/copyText';

function LinkRow({ link, onQr }: { link: SiteLink; onQr: (link: SiteLink) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copyLabel = translate('app.admin_tools.links.copy');
  const qrLabel = translate('app.admin_tools.links.qr');
  const copy = async () => {
    const done = await copyText(link.url);
    notify(done ? 'app.admin_tools.links.copied' : 'app.admin_tools.links.copy_failed', {
      type: done ? 'success' : 'error',
    });
  };
  return (
    <TableRow data-testid="link-row">
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{link.name}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>{link.group ?? ''}</TableCell>
      <TableCell
        sx={{ wordBreak: 'break-all', fontFamily: 'monospace', fontSize: 13 }}
        data-testid="link-url"
      >
        {link.url}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <Tooltip title={copyLabel} disableInteractive>
          <IconButton aria-label={copyLabel} onClick={() => void copy()} data-testid="link-copy" size="small">
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={qrLabel} disableInteractive>
          <IconButton aria-label={qrLabel} onClick={() => onQr(link)} data-testid="link-qr" size="small">
            <QrCode2Icon fontSize="small" />
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
}

/** The link tool (spec §2 `/linkTool`): the site's links (`link/full`), each with copy and a QR code. */
export default function LinkToolPage() {
  const translate = useTranslate();
  const links = useSiteLinks();
  const [qr, setQr] = useState<SiteLink | undefined>();
  return (
    <Card sx={{ mt: 1 }} data-testid="link-tool">
      <Title title="app.admin_tools.links.title" />
      <CardContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.admin_tools.links.intro')}
        </Typography>
        {links.isError ? (
          <LoadError error={links.error} onRetry={() => void links.refetch()} />
        ) : !links.data ? (
          <Stack spacing={1}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={36} />
            ))}
          </Stack>
        ) : links.data.length === 0 ? (
          <Typography color="text.secondary" data-testid="link-empty">
            {translate('app.admin_tools.links.empty')}
          </Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.admin_tools.links.name')}</TableCell>
                <TableCell>{translate('app.admin_tools.links.group')}</TableCell>
                <TableCell>{translate('app.admin_tools.links.url')}</TableCell>
                <TableCell align="right">{translate('app.admin_tools.links.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {links.data.map((link) => (
                <LinkRow key={link.url} link={link} onQr={setQr} />
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      {qr ? (
        <ActionDialog
          title={qr.name}
          summary={qr.url}
          onClose={() => setQr(undefined)}
          testId="link-qr-dialog"
        >
          <Stack alignItems="center">
            <QrCode value={qr.url} title={qr.name} size={200} testId="link-qr-code" />
          </Stack>
        </ActionDialog>
      ) : null}
    </Card>
  );
}
