import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider, CacheBody, CdnQuota, CdnStep } from '../../../dataProvider';
import { defineMutation, useAppMutation } from '../../platform/mutations';
import { useCanAction } from '../../platform/session';
import { CERT_POLL_MS } from './domainModel';

type Id = number | string;

/** Query keys of the domains domain. */
export const domainKeys = {
  resolution: (id: Id) => ['domains', 'resolution', id] as const,
  certificate: (id: Id) => ['domains', 'certificate', id] as const,
  cname: ['domains', 'cname'] as const,
  quota: ['domains', 'quota'] as const,
};

/** How a site domain resolves, asked when the dialog opens (and again on demand). */
export function useResolution(id: Id) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: domainKeys.resolution(id),
    queryFn: () => dataProvider.checkDomainResolution(id),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

/** While a certificate is being issued, its status is asked for every `CERT_POLL_MS`. */
export function useCertificateWhileIssuing(id: Id, issuing: boolean) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: domainKeys.certificate(id),
    queryFn: () => dataProvider.getDomainCertificate(id),
    enabled: issuing,
    refetchInterval: issuing ? CERT_POLL_MS : false,
    retry: false,
    gcTime: 0,
  });
}

/** Every CDN domain's CNAME record (one call for a whole list), for users who may list CDN domains. */
export function useCnameStatus() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const allowed = useCanAction({ resource: 'domain-qiniu' }, 'query');
  return useQuery({
    queryKey: domainKeys.cname,
    queryFn: () => dataProvider.getCnameStatus(),
    enabled: allowed,
    retry: false,
  });
}

/** Today's refresh and prefetch quota of the CDN account. */
export function useCdnQuota(enabled = true) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: domainKeys.quota,
    queryFn: () => dataProvider.getCdnQuota(),
    enabled,
    retry: false,
  });
}

interface DomainVars {
  id: Id;
  domain: string;
}

/** Writes of the domains domain (the mutation table test walks each one). */
export const domainWrites = {
  applyCertificate: defineMutation<DomainVars>({
    name: 'domains.applyCertificate',
    call: (dp, { id }) => dp.applyDomainCertificate(id),
    done: (_r, { domain }) => ({ message: 'app.domains.certificate.applied', args: { domain } }),
  }),
  dnsSwitch: defineMutation<{ id: Id; enabled: boolean }>({
    name: 'domains.dnsSwitch',
    call: (dp, { id, enabled }) => dp.setDnsRecordEnabled(id, enabled),
    done: (_r, { enabled }) => (enabled ? 'app.domains.dns.enabled' : 'app.domains.dns.disabled'),
    invalidate: [domainKeys.cname],
  }),
  addCname: defineMutation<DomainVars>({
    name: 'domains.addCname',
    call: (dp, { id }) => dp.addCnameRecord(id),
    done: (_r, { domain }) => ({ message: 'app.domains.cname.added', args: { domain } }),
    invalidate: [domainKeys.cname],
  }),
  cdnStep: defineMutation<DomainVars & { step: CdnStep }, number>({
    name: 'domains.cdnStep',
    call: (dp, { id, step }) => dp.cdnStep(step, id),
    done: (status, { domain, step }) =>
      step !== 'sync'
        ? { message: `app.domains.cdn.steps.${step}.done`, args: { domain } }
        : status === 0
          ? { message: 'app.domains.cdn.sync.configuring', args: { domain }, type: 'info' }
          : { message: 'app.domains.cdn.sync.active', args: { domain } },
  }),
  cacheRequest: defineMutation<
    { id: Id; body: CacheBody; mode: 'refresh' | 'prefetch' },
    { quota: CdnQuota }
  >({
    name: 'domains.cacheRequest',
    call: (dp, { id, body, mode }) =>
      mode === 'refresh' ? dp.refreshCdnCache(id, body) : dp.prefetchCdnUrls(id, body.urls),
    done: (_r, { mode }) => `app.domains.cache.${mode}.done`,
  }),
};

export const useApplyCertificate = () => useAppMutation(domainWrites.applyCertificate);
export const useDnsSwitch = () => useAppMutation(domainWrites.dnsSwitch);
export const useAddCname = () => useAppMutation(domainWrites.addCname);
export const useCdnStep = () => useAppMutation(domainWrites.cdnStep);

/** A refresh or prefetch: the dialog shows a failure itself; the answer carries the quota left. */
export function useCacheRequest(mode: 'refresh' | 'prefetch') {
  const queryClient = useQueryClient();
  const mutation = useAppMutation(domainWrites.cacheRequest, { notifyError: false });
  return {
    ...mutation,
    send: (vars: { id: Id; body: CacheBody }, onDone: () => void) =>
      mutation.mutate(
        { ...vars, mode },
        {
          onSuccess: ({ quota }) => {
            queryClient.setQueryData(domainKeys.quota, quota);
            onDone();
          },
        },
      ),
  };
}
