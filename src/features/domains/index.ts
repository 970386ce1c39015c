import { defineFeature } from '../../platform/pages';
import { AddCnameButton } from './AddCnameButton';
import { CacheButtons } from './CacheButtons';
import { CdnQuotaInfo } from './CdnQuotaInfo';
import { CdnStepButton } from './CdnStepButton';
import { CertificateButton } from './CertificateButton';
import { CertificateCell } from './CertificateCell';
import { CnameCell } from './CnameCell';
import { CnameHint } from './CnameHint';
import { DnsSwitchButton } from './DnsSwitchButton';
import { ResolutionButton } from './ResolutionButton';

/**
 * Domains (issue 16 point 8) on the generated `domain`, `domain-dns` and `domain-qiniu` screens:
 * resolution check and HTTPS certificate of the site domains, DNS records on and off with the
 * missing CDN CNAMEs, and the CDN domains' CNAME, cache refresh and prefetch, offline and online.
 */
export const domainsFeature = defineFeature({
  name: 'domains',
  bindings: {
    domain: {
      fields: { cert_status: { cell: CertificateCell } },
      recordActions: [ResolutionButton, CertificateButton],
    },
    'domain-dns': {
      listActions: [CnameHint],
      recordActions: [DnsSwitchButton],
    },
    'domain-qiniu': {
      fields: { cname: { cell: CnameCell } },
      listActions: [CdnQuotaInfo],
      recordActions: [CacheButtons, AddCnameButton, CdnStepButton],
    },
  },
});
