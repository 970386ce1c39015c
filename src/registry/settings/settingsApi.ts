import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { SettingsGroup, SettingsSection, SettingsValues } from '../../../dataProvider/methods';

export const settingsKeys = {
  options: (at: SettingsGroup) => ['settings', 'options', at.scope, at.group] as const,
  values: (at: SettingsGroup) => ['settings', 'values', at.scope, at.group] as const,
};

/** The sections of a group: declared ones as they are, else its options endpoint's. */
export function useSettingsSections(at: SettingsGroup, fields: 'options' | readonly SettingsSection[]) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: settingsKeys.options(at),
    queryFn: async () =>
      fields === 'options' ? (await dataProvider.getSettingsOptions(at)).sections : fields,
    throwOnError: false,
    retry: false,
  });
}

export function useSettingsValues(at: SettingsGroup) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: settingsKeys.values(at),
    queryFn: () => dataProvider.getSettings(at),
    throwOnError: false,
    retry: false,
    // A form's defaults: never replaced under the user's typing by a background refetch.
    refetchOnWindowFocus: false,
  });
}

export function useSaveSettings(at: SettingsGroup) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SettingsValues) => dataProvider.saveSettings(at, values),
    onSuccess: (_, values) => queryClient.setQueryData(settingsKeys.values(at), values),
  });
}
