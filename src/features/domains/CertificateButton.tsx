import HttpsOutlinedIcon from '@mui/icons-material/HttpsOutlined';
import { useEffect, useRef } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ConfirmButton } from '../../components/ConfirmButton';
import { IfAction } from '../../platform/IfAction';
import { useApplyCertificate, useCertificateWhileIssuing } from './api';
import { certificateAction } from './domainModel';

/**
 * While the certificate is being issued, asks for it again until the server is done; then says so
 * and reads the records again (the list row or the detail page shows the new status).
 */
function useIssuingWatch(id: number | string, domain: string, issuing: boolean) {
  const { data, dataUpdatedAt } = useCertificateWhileIssuing(id, issuing);
  const notify = useNotify();
  const refresh = useRefresh();
  /** When this issuing began: an answer from before it (a renewal's last one) is not its end. */
  const since = useRef(0);
  useEffect(() => {
    if (issuing) since.current = Date.now();
  }, [issuing]);
  useEffect(() => {
    if (!issuing || !data || data.status === 'issuing' || dataUpdatedAt < since.current) return;
    since.current = Number.POSITIVE_INFINITY;
    if (data.status === 'issued')
      notify('app.domains.certificate.issued', { type: 'success', messageArgs: { domain } });
    refresh();
  }, [issuing, data, dataUpdatedAt, domain, notify, refresh]);
}

/** "Apply for / renew certificate" of a site domain, confirmed; the issuing is followed until done. */
export function CertificateButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const apply = useApplyCertificate();
  const domain = String(record?.domain ?? '');
  useIssuingWatch(record?.id ?? '', domain, record?.cert_status === 'issuing');
  const action = record ? certificateAction(record.cert_status) : undefined;
  if (!record || !action) return null;
  return (
    <IfAction resource="domain" action="edit">
      <ConfirmButton
        iconOnly
        label={translate(`app.domains.certificate.${action}`)}
        icon={<HttpsOutlinedIcon fontSize="small" />}
        testId="domain-certificate"
        confirm={`app.domains.certificate.${action}_confirm`}
        translateOptions={{ domain }}
        loading={apply.isPending}
        onConfirm={(close) => apply.mutate({ id: record.id, domain }, { onSuccess: close })}
      />
    </IfAction>
  );
}
