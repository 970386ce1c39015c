import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider, MiniPlatform, PackBuildBody, PackStep } from '../../../dataProvider';
import { defineMutation, useAppMutation } from '../../platform/mutations';

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

/** Writes of the packaging domain: a success message, then the list and the states again. */
export const packagingWrites = {
  step: defineMutation<{ step: PackStep; id: number | string }>({
    name: 'packaging.step',
    call: (dp, { step, id }) => dp.packStep(step, id),
    done: (_r, { step }) => `app.packaging.steps.${step}.done`,
    invalidate: [packagingKeys.states],
  }),
  build: defineMutation<PackBuildBody>({
    name: 'packaging.build',
    call: (dp, body) => dp.buildPack(body),
    done: 'app.packaging.build.done',
    invalidate: [packagingKeys.states],
  }),
  cancelOauth: defineMutation<MiniPlatform>({
    name: 'packaging.cancelOauth',
    call: (dp, platform) => dp.cancelMiniAppOauth(platform),
    done: 'app.packaging.auth.cancelled',
    invalidate: [packagingKeys.states],
  }),
  online: defineMutation<MiniPlatform>({
    name: 'packaging.online',
    call: (dp, platform) => dp.putMiniAppOnline(platform),
    done: 'app.packaging.auth.online_done',
    invalidate: [packagingKeys.states],
  }),
};

export const usePackStep = () => useAppMutation(packagingWrites.step);
export const useBuildPack = () => useAppMutation(packagingWrites.build);
export const useCancelOauth = () => useAppMutation(packagingWrites.cancelOauth);
export const useMiniAppOnline = () => useAppMutation(packagingWrites.online);
