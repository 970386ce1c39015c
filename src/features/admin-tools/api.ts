import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { defineMutation, useAppMutation } from '../../platform/mutations';

/** Query keys of the header's tools. */
export const adminToolKeys = {
  links: ['admin-tools', 'links'] as const,
  changeLog: ['admin-tools', 'change-log'] as const,
  onlineDevices: ['admin-tools', 'online-devices'] as const,
};

/** The site's links (`link/full`). */
export function useSiteLinks() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: adminToolKeys.links,
    queryFn: () => dataProvider.getSiteLinks(),
    retry: false,
  });
}

/** The change log, as the server sends it (`changeLogModel.newestFirst` orders it). */
export function useChangeLog() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: adminToolKeys.changeLog,
    queryFn: () => dataProvider.getChangeLog(),
    retry: false,
  });
}

/** The work phones online now (`worker-device/get-online-device`). */
export function useOnlineDevices() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: adminToolKeys.onlineDevices,
    queryFn: () => dataProvider.getOnlineDevices(),
    retry: false,
  });
}

type Id = number | string;

/** Writes of the admin tools (the mutation table test walks each one). */
export const adminToolWrites = {
  transferCustomers: defineMutation<{ from: Id; to: Id }, number>({
    name: 'admin-tools.transferCustomers',
    call: (dp, { from, to }) => dp.transferStoreCustomers(from, to),
    done: (count) => ({ message: 'app.admin_tools.stores.done', args: { count } }),
  }),
  deviceGetPhone: defineMutation<Id, string | null>({
    name: 'admin-tools.deviceGetPhone',
    call: (dp, id) => dp.deviceGetPhone(id),
    done: (phone) => ({ message: 'app.admin_tools.devices.phone_read', args: { phone: phone ?? '' } }),
    invalidate: [adminToolKeys.onlineDevices],
  }),
  deviceDeletePhone: defineMutation<Id>({
    name: 'admin-tools.deviceDeletePhone',
    call: (dp, id) => dp.deviceDeletePhone(id),
    done: 'app.admin_tools.devices.phone_deleted',
    invalidate: [adminToolKeys.onlineDevices],
  }),
  deviceTest: defineMutation<Id, boolean>({
    name: 'admin-tools.deviceTest',
    call: (dp, id) => dp.deviceTest(id),
    done: (online) =>
      online
        ? 'app.admin_tools.devices.test_ok'
        : { message: 'app.admin_tools.devices.test_offline', type: 'info' },
    refresh: false,
  }),
};

/** The transfer dialog shows a failure itself, above the store chosen. */
export const useTransferCustomers = () =>
  useAppMutation(adminToolWrites.transferCustomers, { notifyError: false });
export const useDeviceGetPhone = () => useAppMutation(adminToolWrites.deviceGetPhone);
export const useDeviceDeletePhone = () => useAppMutation(adminToolWrites.deviceDeletePhone);
export const useDeviceTest = () => useAppMutation(adminToolWrites.deviceTest);
