import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider, ChangeBindParams, SensitiveKey } from '../../../../dataProvider';
import { saveFile } from '../../../../dataProvider/download';
import {
  CUSTOMER_IMPORT_TYPE,
  type ImportDryRun,
  type ImportDuplicateRule,
  type ImportResult,
} from '../../../../dataProvider/methods/customerRecord';
import { API_PATHS } from '../../../../dataProvider/paths';
import { areaLevelQuery, type AreaOption } from '../../../components/AreaCascader';
import { formatDate } from '../../../platform/format';
import { defineMutation } from '../../../platform/mutations';
import { copyText } from '../actions/recordActionsModel';

/**
 * The record actions of a customer (spec §7 "Customers", issue 10): VIP expiry, one-click copy,
 * change of binding, revealing the phone / WeChat (a key record on the server) and the import.
 */
export const recordWrites = {
  /** `revision`: the customer's as read; a stale one is a 409 and the rows show the customer now. */
  vipTime: defineMutation<
    { id: number; vip_expire_at: string; revision?: number },
    Awaited<ReturnType<AppDataProvider['changeVipTime']>>
  >({
    name: 'customer.vipTime',
    call: (dp, { id, vip_expire_at, revision }) => dp.changeVipTime(id, vip_expire_at, revision),
    refreshOnConflict: true,
    done: (answer) => ({
      message: 'app.customer_actions.vip.success',
      args: { date: formatDate(answer.vip_expire_at) },
    }),
  }),
  /** The profile text, put on the clipboard when the browser offers one (`copied`). */
  copy: defineMutation<{ id: number }, { text: string; copied: boolean }>({
    name: 'customer.copy',
    call: async (dp, { id }) => {
      const text = await dp.oneClickCopy(id);
      return { text, copied: await copyText(text) };
    },
    done: ({ copied }) => (copied ? 'app.customer_actions.copy.success' : undefined),
    refresh: false,
  }),
  changeBind: defineMutation<ChangeBindParams>({
    name: 'customer.changeBind',
    call: (dp, params) => dp.changeBind(params),
    done: 'app.customer_actions.bind.success',
    refreshOnConflict: true,
  }),
  /** The full value, shown in place: nothing else changes on screen. */
  reveal: defineMutation<{ id: number; field: SensitiveKey }, string | null>({
    name: 'customer.reveal',
    call: (dp, { id, field }) => dp.revealCustomerValue(id, field),
    refresh: false,
  }),
  /**
   * A spreadsheet sent as it is (an `.xls` the browser cannot read): the import wizard says the
   * outcome itself (its result, the failure in place) and refreshes the list once at its end.
   */
  import: defineMutation<{ file: File; onProgress?: (share: number) => void }, ImportResult>({
    name: 'customer.import',
    call: (dp, { file, onProgress }) => dp.importExcel(file, CUSTOMER_IMPORT_TYPE, onProgress),
    refresh: false,
  }),
  /** The dry run of a clean file (issue 43): what an import would do, nothing written. */
  importCheck: defineMutation<{ file: File; signal?: AbortSignal }, ImportDryRun>({
    name: 'customer.importCheck',
    call: (dp, { file, signal }) => dp.importRows(file, CUSTOMER_IMPORT_TYPE, { dryRun: true, signal }),
    refresh: false,
  }),
  /** One batch of clean rows (issue 43), with the rule for a phone already a customer's. */
  importRows: defineMutation<
    { file: File; duplicate: ImportDuplicateRule; signal?: AbortSignal },
    ImportResult
  >({
    name: 'customer.importRows',
    call: (dp, { file, duplicate, signal }) =>
      dp.importRows(file, CUSTOMER_IMPORT_TYPE, { duplicate, signal }),
    refresh: false,
  }),
};

/** Downloads the example file of the customer import. */
export function useImportExample(): () => Promise<void> {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useCallback(
    async () =>
      saveFile(
        await dataProvider.download({
          url: API_PATHS.files.excelExport,
          method: 'POST',
          params: { type: CUSTOMER_IMPORT_TYPE },
          fallbackName: 'customer-import-template.xlsx',
        }),
      ),
    [dataProvider],
  );
}

/**
 * The areas under a parent (the provinces when none), for the import's area names: the same
 * cached queries as the area cascader's, so a level is asked for once.
 */
export function useLoadAreaChildren(): (parent?: string) => Promise<readonly AreaOption[]> {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  return useCallback(
    (parent?: string) => queryClient.fetchQuery(areaLevelQuery(dataProvider.getList, parent)),
    [dataProvider, queryClient],
  );
}
