import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { SettingsGroup, SettingsSection, SettingsValues } from '../../../dataProvider/methods';
import { defineMutation, useAppMutation } from '../../platform/mutations';

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

/** The write of every generated settings page (the mutation table test walks it). */
export const settingsWrites = {
  // "设置成功" (E10); nothing else is asked again: the saved values become the form's.
  save: defineMutation<{ at: SettingsGroup; values: SettingsValues }>({
    name: 'settings.save',
    call: (dp, { at, values }) => dp.saveSettings(at, values),
    done: 'app.settings.saved',
    refresh: false,
  }),
};

/** Saves a group; once saved, its values are the ones sent (the form starts again from them). */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useAppMutation(settingsWrites.save, {
    onSuccess: (_r, { at, values }) => queryClient.setQueryData(settingsKeys.values(at), values),
  });
}
