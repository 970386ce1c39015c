import AddLinkIcon from '@mui/icons-material/AddLink';
import { useRecordContext, useTranslate } from 'react-admin';
import type { CnameStatus } from '../../../dataProvider';
import { ConfirmButton } from '../../components/ConfirmButton';
import { IfAction } from '../../platform/IfAction';
import { useAddCname, useCnameStatus } from './api';

/**
 * "Add CNAME record" of a CDN domain whose root domain is one of the site's: the DNS record
 * (`domain-dns`) pointing it at the CDN, in one confirmed step. Needs to edit CDN domains and to
 * add DNS records.
 */
export function AddCnameAction({ cname, iconOnly = false }: { cname: CnameStatus; iconOnly?: boolean }) {
  const translate = useTranslate();
  const add = useAddCname();
  return (
    <IfAction resource="domain-qiniu" action="edit">
      <IfAction resource="domain-dns" action="add">
        <ConfirmButton
          iconOnly={iconOnly}
          label={translate('app.domains.cname.add')}
          icon={<AddLinkIcon fontSize={iconOnly ? 'small' : undefined} />}
          testId="cdn-add-cname"
          confirm="app.domains.cname.add_confirm"
          translateOptions={{
            host: cname.host ?? '',
            cname: cname.cname,
            root: cname.root ?? '',
            domain: cname.domain,
          }}
          loading={add.isPending}
          onConfirm={(close) => add.mutate({ id: cname.id, domain: cname.domain }, { onSuccess: close })}
        />
      </IfAction>
    </IfAction>
  );
}

/** The row action: only while the CDN domain's CNAME record is missing from its root domain. */
export function AddCnameButton() {
  const record = useRecordContext();
  const { data } = useCnameStatus();
  const cname = record ? data?.find((s) => String(s.id) === String(record.id)) : undefined;
  if (!cname || cname.state !== 'missing') return null;
  return <AddCnameAction cname={cname} iconOnly />;
}
