import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Button, List, ListItem, ListItemText } from '@mui/material';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import type { CnameStatus } from '../../../dataProvider';
import { ActionDialog } from '../../components/ActionDialog';
import { AddCnameAction } from './AddCnameButton';
import { useCnameStatus } from './api';

function MissingDialog({ missing, onClose }: { missing: readonly CnameStatus[]; onClose(): void }) {
  const translate = useTranslate();
  return (
    <ActionDialog
      title={translate('app.domains.cname.hint_title')}
      summary={translate('app.domains.cname.hint_summary')}
      onClose={onClose}
      testId="dns-cname-hint-dialog"
      maxWidth="md"
    >
      <List dense disablePadding>
        {missing.map((c) => (
          <ListItem
            key={c.id}
            divider
            disableGutters
            secondaryAction={<AddCnameAction cname={c} />}
            data-testid="dns-cname-missing"
            sx={{ pr: 24 }}
          >
            <ListItemText
              primary={c.domain}
              secondary={`${c.root ?? ''} · ${translate('app.domains.cname.record', { host: c.host ?? '', cname: c.cname })}`}
              slotProps={{ secondary: { sx: { fontFamily: 'monospace', overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        ))}
      </List>
    </ActionDialog>
  );
}

/**
 * Above the DNS records: the CDN domains whose CNAME record is missing from their root domain (of
 * the filtered domain only, when the list shows one domain's records), each to add in one step.
 */
export function CnameHint() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const { data } = useCnameStatus();
  const [open, setOpen] = useState(false);
  const zone: unknown = filterValues?.domain_id;
  const missing = (data ?? []).filter(
    (c) =>
      c.state === 'missing' && (zone === undefined || zone === '' || String(c.domain_id) === String(zone)),
  );
  if (missing.length === 0) return null;
  return (
    <>
      <Button
        size="small"
        color="warning"
        startIcon={<WarningAmberIcon />}
        onClick={() => setOpen(true)}
        data-testid="dns-cname-hint"
        // The darker amber: the theme's warning colour is too light for text on white.
        sx={{ color: 'warning.dark' }}
      >
        {translate('app.domains.cname.hint', { smart_count: missing.length })}
      </Button>
      {open ? <MissingDialog missing={missing} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
