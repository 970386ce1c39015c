import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
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
  /** The address of the WeChat / TikTok authorisation page; the states are asked again after. */
  authUrl: defineMutation<MiniPlatform, string>({
    name: 'packaging.authUrl',
    call: (dp, platform) => dp.getAuthUrl(platform),
    invalidate: [packagingKeys.states],
    refresh: false,
  }),
};

export const usePackStep = () => useAppMutation(packagingWrites.step);
export const useBuildPack = () => useAppMutation(packagingWrites.build);
export const useCancelOauth = () => useAppMutation(packagingWrites.cancelOauth);
export const useMiniAppOnline = () => useAppMutation(packagingWrites.online);

/**
 * Authorises a platform in a new window: the window opens at once (a popup blocker allows it only
 * inside the click), then gets the authorisation page's address; blocked, the address is said.
 */
export function useAuthorize() {
  const notify = useNotify();
  const authUrl = useAppMutation(packagingWrites.authUrl);
  return (platform: MiniPlatform) => {
    const popup = window.open('', '_blank');
    authUrl.mutate(platform, {
      onSuccess: (url) => {
        if (popup) {
          popup.opener = null;
          popup.location.href = url;
        } else {
          notify('app.packaging.auth.popup_blocked', { type: 'warning', messageArgs: { url } });
        }
      },
      onError: () => popup?.close(),
    });
  };
}
