import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider, MiniPlatform, PackBuildBody, PackStep } from '../../../dataProvider';
import { useActionMutation } from '../../platform/useActionMutation';

/** Query keys of the packaging domain. */
export const packagingKeys = {
  states: ['packaging', 'states'] as const,
  trial: (id: number | string) => ['packaging', 'trial', id] as const,
};

/** Every platform's authorisation and versions. */
export function useMiniAppStates(enabled = true) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: packagingKeys.states,
    queryFn: () => dataProvider.getMiniAppStates(),
    enabled,
    retry: false,
  });
}

/** The trial version's QR code content of a package. */
export function useTrialQrcode(id: number | string, enabled: boolean) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: packagingKeys.trial(id),
    queryFn: () => dataProvider.getPackTrialQrcode(id),
    enabled,
    retry: false,
  });
}

/** A call that changes packages or authorisations: a success message, then the list and the states again. */
const usePackagingMutation = <V>(call: (dp: AppDataProvider, vars: V) => Promise<unknown>, done: string) =>
  useActionMutation(call, { done, invalidate: [packagingKeys.states] });

export const usePackStep = (step: PackStep) =>
  usePackagingMutation<number | string>(
    (dp, id) => dp.packStep(step, id),
    `app.packaging.steps.${step}.done`,
  );

export const useBuildPack = () =>
  usePackagingMutation<PackBuildBody>((dp, body) => dp.buildPack(body), 'app.packaging.build.done');

export const useCancelOauth = () =>
  usePackagingMutation<MiniPlatform>((dp, p) => dp.cancelMiniAppOauth(p), 'app.packaging.auth.cancelled');

export const useMiniAppOnline = () =>
  usePackagingMutation<MiniPlatform>((dp, p) => dp.putMiniAppOnline(p), 'app.packaging.auth.online_done');
