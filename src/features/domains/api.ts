import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider, CacheBody, CdnQuota, CdnStep } from '../../../dataProvider';
import { useActionMutation } from '../../platform/useActionMutation';
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

export const useApplyCertificate = () =>
  useActionMutation<DomainVars>((dp, { id }) => dp.applyDomainCertificate(id), {
    done: (_r, { domain }) => ({ message: 'app.domains.certificate.applied', args: { domain } }),
  });

export const useDnsSwitch = (enabled: boolean) =>
  useActionMutation<Id>((dp, id) => dp.setDnsRecordEnabled(id, enabled), {
    done: enabled ? 'app.domains.dns.enabled' : 'app.domains.dns.disabled',
    invalidate: [domainKeys.cname],
  });

export const useAddCname = () =>
  useActionMutation<DomainVars>((dp, { id }) => dp.addCnameRecord(id), {
    done: (_r, { domain }) => ({ message: 'app.domains.cname.added', args: { domain } }),
    invalidate: [domainKeys.cname],
  });

export const useCdnStep = (step: CdnStep) =>
  useActionMutation<DomainVars, number>((dp, { id }) => dp.cdnStep(step, id), {
    done: (status, { domain }) =>
      step !== 'sync'
        ? { message: `app.domains.cdn.steps.${step}.done`, args: { domain } }
        : status === 0
          ? { message: 'app.domains.cdn.sync.configuring', args: { domain }, type: 'info' }
          : { message: 'app.domains.cdn.sync.active', args: { domain } },
  });

/** A refresh or prefetch: the dialog shows a failure itself; the answer carries the quota left. */
export function useCacheRequest(mode: 'refresh' | 'prefetch') {
  const queryClient = useQueryClient();
  const mutation = useActionMutation<{ id: Id; body: CacheBody }, { quota: CdnQuota }>(
    (dp, { id, body }) =>
      mode === 'refresh' ? dp.refreshCdnCache(id, body) : dp.prefetchCdnUrls(id, body.urls),
    { done: `app.domains.cache.${mode}.done`, notifyError: false },
  );
  return {
    ...mutation,
    send: (vars: { id: Id; body: CacheBody }, onDone: () => void) =>
      mutation.mutate(vars, {
        onSuccess: ({ quota }) => {
          queryClient.setQueryData(domainKeys.quota, quota);
          onDone();
        },
      }),
  };
}
