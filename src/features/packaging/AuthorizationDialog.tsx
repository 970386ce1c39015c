import LinkOffIcon from '@mui/icons-material/LinkOff';
import PublishIcon from '@mui/icons-material/Publish';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import {
  Button,
  Chip,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import type { MiniAppState, MiniPlatform } from '../../../dataProvider';
import { ActionDialog } from '../../components/ActionDialog';
import { LoadError } from '../../components/LoadError';
import { useAuthorize, useCancelOauth, useMiniAppOnline, useMiniAppStates } from './api';

type Pending = { kind: 'cancel' | 'online'; platform: MiniPlatform } | undefined;

function PlatformRow({
  state,
  onAuthorize,
  onAsk,
}: {
  state: MiniAppState;
  onAuthorize: (platform: MiniPlatform) => void;
  onAsk: (pending: Pending) => void;
}) {
  const translate = useTranslate();
  const none = translate('app.packaging.auth.none');
  return (
    <TableRow data-testid={`auth-row-${state.platform}`}>
      <TableCell>{translate(`resources.pack.enums.platform.${state.platform}`)}</TableCell>
      <TableCell>
        <Chip
          size="small"
          color={state.authorized ? 'success' : 'default'}
          label={translate(
            state.authorized ? 'app.packaging.auth.authorized' : 'app.packaging.auth.unauthorized',
          )}
          data-testid="auth-status"
        />
      </TableCell>
      <TableCell sx={{ fontFamily: 'monospace' }}>{state.app_id ?? none}</TableCell>
      <TableCell>{state.version ?? none}</TableCell>
      <TableCell data-testid="auth-online-version">{state.online_version ?? none}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {state.authorized ? (
          <>
            <Button
              size="small"
              startIcon={<PublishIcon />}
              onClick={() => onAsk({ kind: 'online', platform: state.platform })}
              data-testid="auth-online"
            >
              {translate('app.packaging.auth.online')}
            </Button>
            <Button
              size="small"
              color="error"
              startIcon={<LinkOffIcon />}
              onClick={() => onAsk({ kind: 'cancel', platform: state.platform })}
              data-testid="auth-cancel"
            >
              {translate('app.packaging.auth.cancel')}
            </Button>
          </>
        ) : (
          <Button
            size="small"
            variant="outlined"
            startIcon={<VerifiedUserOutlinedIcon />}
            onClick={() => onAuthorize(state.platform)}
            data-testid="auth-authorize"
          >
            {translate('app.packaging.auth.authorize')}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

/**
 * The mini-app and official-account authorisations (spec §7 "Admin"): authorise through the
 * WeChat / TikTok page (a new window; the states are asked again when the user comes back), cancel
 * an authorisation, put the audited version online.
 */
export function AuthorizationDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const states = useMiniAppStates();
  const cancel = useCancelOauth();
  const online = useMiniAppOnline();
  const authorize = useAuthorize();
  const [pending, setPending] = useState<Pending>();
  const { refetch } = states;

  useEffect(() => {
    const again = () => void refetch();
    window.addEventListener('focus', again);
    return () => window.removeEventListener('focus', again);
  }, [refetch]);

  const mutation = pending?.kind === 'online' ? online : cancel;
  return (
    <ActionDialog
      title={translate('app.packaging.auth.title')}
      summary={translate('app.packaging.auth.summary')}
      onClose={onClose}
      testId="pack-auth-dialog"
      maxWidth="md"
    >
      {states.isError ? (
        <LoadError error={states.error} onRetry={() => void refetch()} />
      ) : !states.data ? (
        <Stack spacing={1}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={40} />
          ))}
        </Stack>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.pack.fields.platform')}</TableCell>
              <TableCell>{translate('app.packaging.auth.status')}</TableCell>
              <TableCell>{translate('resources.pack.fields.app_id')}</TableCell>
              <TableCell>{translate('app.packaging.auth.version')}</TableCell>
              <TableCell>{translate('app.packaging.auth.online_version')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {states.data.map((state) => (
              <PlatformRow key={state.platform} state={state} onAuthorize={authorize} onAsk={setPending} />
            ))}
          </TableBody>
        </Table>
      )}
      <Typography variant="caption" color="text.secondary">
        {translate('app.packaging.auth.hint')}
      </Typography>
      <Confirm
        isOpen={pending !== undefined}
        loading={mutation.isPending}
        title={pending?.kind === 'online' ? 'app.packaging.auth.online' : 'app.packaging.auth.cancel'}
        content={
          pending?.kind === 'online'
            ? 'app.packaging.auth.online_confirm'
            : 'app.packaging.auth.cancel_confirm'
        }
        translateOptions={{
          platform: pending ? translate(`resources.pack.enums.platform.${pending.platform}`) : '',
        }}
        onConfirm={() => {
          // Closed once done; a failure keeps the confirmation open for another try.
          if (pending) mutation.mutate(pending.platform, { onSuccess: () => setPending(undefined) });
        }}
        onClose={() => setPending(undefined)}
      />
    </ActionDialog>
  );
}
