import PhoneIcon from '@mui/icons-material/PhoneAndroid';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  Stack,
} from '@mui/material';
import { Link, useTranslate, type RaRecord } from 'react-admin';
import { IfAction } from '../../../platform/IfAction';
import { failureText } from '../../../platform/mutations';
import { linkToResource } from '../../../platform/routes';
import { useSamePhoneCustomers } from '../api';
import { stopMenuKeys, type RowMenuItemProps } from '../rowMenuTypes';
import { DialogMenuItem } from './ActionMenuItem';

function SamePhoneDialog({ record, onClose }: { record: RaRecord; onClose(): void }) {
  const translate = useTranslate();
  const query = useSamePhoneCustomers(Number(record.id));
  let content;
  if (query.isPending)
    content = (
      <Stack alignItems="center" sx={{ py: 3 }}>
        <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
      </Stack>
    );
  else if (query.isError)
    content = (
      <Alert
        severity="error"
        action={<Button onClick={() => void query.refetch()}>{translate('ra.action.refresh')}</Button>}
      >
        {failureText(query.error)}
      </Alert>
    );
  else if (query.data.length === 0)
    content = <Alert severity="info">{translate('app.customer_actions.same_phone.empty')}</Alert>;
  else
    content = (
      <List dense disablePadding data-testid="same-phone-list">
        {query.data.map((c) => (
          <ListItemButton
            key={c.id}
            component={Link}
            to={linkToResource('customer', 'show', c.id)}
            onClick={onClose}
          >
            <ListItemText
              primary={c.name}
              secondary={[
                c.number ? translate('app.customer_actions.same_phone.number', { number: c.number }) : '',
                c.worker_name
                  ? translate('app.customer_actions.same_phone.worker', { name: c.worker_name })
                  : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItemButton>
        ))}
      </List>
    );
  return (
    <Dialog
      open
      onClose={onClose}
      onKeyDown={stopMenuKeys}
      maxWidth="xs"
      fullWidth
      data-testid="same-phone-dialog"
    >
      <DialogTitle>{translate('app.customer_actions.same_phone.title')}</DialogTitle>
      <DialogContent>{content}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.customer_actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** "Same-phone customers" (`get-same-phone-list/{id}`): the others sharing the phone, each linking to its page. */
export function SamePhoneItem({ record, onClose }: RowMenuItemProps) {
  // Without a phone there is nothing to compare.
  if (!record.phone) return null;
  return (
    <IfAction permission="user_view" action="query">
      <DialogMenuItem
        label="app.customer_actions.same_phone.action"
        icon={<PhoneIcon fontSize="small" />}
        testId="row-action-same-phone"
        onMenuClose={onClose}
        dialog={(close) => <SamePhoneDialog record={record} onClose={close} />}
      />
    </IfAction>
  );
}
