import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { conflictOf, type AppDataProvider } from '../../../dataProvider';
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
  // Asked again on focus and by the header's Refresh like any query: the form keeps the fields the
  // user is editing (`keepDirtyValues`) and says when the group changed meanwhile.
  return useQuery({
    queryKey: settingsKeys.values(at),
    queryFn: () => dataProvider.getSettings(at),
    throwOnError: false,
    retry: false,
  });
}

/** A save: the form's values, the group as read (`previous`) and the revision the edit is based on. */
export interface SettingsSave {
  at: SettingsGroup;
  values: SettingsValues;
  previous: SettingsValues;
  revision: number | undefined;
}

/** The write of every generated settings page (the mutation table test walks it). */
export const settingsWrites = {
  // "设置成功" (E10); only the changed values are sent, with the revision read (409 when stale).
  save: defineMutation<SettingsSave, SettingsValues | undefined>({
    name: 'settings.save',
    call: (dp, { at, values, previous, revision }) => dp.saveSettings(at, values, previous, revision),
    done: 'app.settings.saved',
    refresh: false,
  }),
};

/**
 * Saves a group; once saved, the group is the server's answer (values, new revision, secrets
 * masked), or read again when the server sends none. A stale save (409) is the form's to show
 * (the group is read again meanwhile): the caller reports the other failures (`notifyError: false`).
 */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useAppMutation(settingsWrites.save, {
    notifyError: false,
    onSuccess: (saved, { at }) => {
      if (saved) queryClient.setQueryData(settingsKeys.values(at), saved);
      else void queryClient.invalidateQueries({ queryKey: settingsKeys.values(at) });
    },
    // Refused as stale: the group is read again, so the fields not being edited show theirs.
    onError: (error, { at }) => {
      if (conflictOf(error)) void queryClient.invalidateQueries({ queryKey: settingsKeys.values(at) });
    },
  });
}
