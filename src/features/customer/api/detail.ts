import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, useGetOne, type RaRecord } from 'react-admin';
import type { AppDataProvider, GalleryToAvatarParams, QuestionAnswerChange } from '../../../../dataProvider';
import { saveFile } from '../../../../dataProvider/download';
import { defineMutation } from '../../../platform/mutations';
import { customerKeys } from './keys';

/** A customer as the detail page reads it (the resource's fields plus the profile extras). */
export interface CustomerRecord extends RaRecord<number> {
  name?: string;
  number?: string;
  avatar?: string;
  gender?: number;
  age?: number;
  height?: number;
  area?: string;
  education?: number;
  marriage?: number;
  customer_type?: number;
  store_id?: number;
  worker_id?: number;
  is_vip?: boolean;
  vip_expire_at?: string;
  last_follow_at?: string;
  detail?: { habitation?: readonly string[] | null } | null;
  target_detail?: {
    want_age?: readonly number[] | null;
    want_height?: readonly number[] | null;
    want_education?: number | null;
    habitation?: readonly string[] | null;
  } | null;
  /** -1 none, 0 pending, 1 passed, 2 rejected. */
  real_name_status?: number;
}

/** The customer of the page; a 404 is an error without retries (the page says "customer not found"). */
export function useCustomer(id: number | undefined) {
  return useGetOne<CustomerRecord>('customer', { id: id ?? 0 }, { enabled: id !== undefined, retry: false });
}

/** The customer's self-introduction and photo gallery. */
export function useSelfIntroduction(id: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: customerKeys.selfIntroduction(id),
    queryFn: () => dataProvider.selfIntroduction(id),
  });
}

/** The customer's service records in one file, built by the server (`GET customer-service-record/export`). */
export function useServiceRecordExport(): (customerId: number) => Promise<void> {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useCallback(
    async (customerId: number) =>
      saveFile(
        await dataProvider.exportList('customer-service-record', {
          filter: { customer_id: customerId },
          sort: { field: 'id', order: 'DESC' },
        }),
      ),
    [dataProvider],
  );
}

/** What a new follow-up sends: `POST worker-user` (the server stamps the writer). */
export interface NewFollowUp {
  customer_id: number;
  method: number;
  content: string;
}

/** The detail page's writes (issue 11): the profile, the avatar, follow-ups, remarks, answers. */
export const detailWrites = {
  /**
   * The profile tab's in-place form: what the user changed (the dataProvider drops the values equal
   * to `previousData`, the record the form shows) and the revision the edit started from. A stale
   * one (409) asks the customer again, so the form's record is the colleague's.
   */
  profile: defineMutation<{
    id: number;
    data: Record<string, unknown>;
    previousData: CustomerRecord;
    revision: number | undefined;
  }>({
    name: 'customer.profile',
    call: (dp, { id, data, previousData, revision }) =>
      dp.update('customer', {
        id,
        data,
        previousData,
        meta: revision === undefined ? undefined : { revision },
      }),
    done: 'app.customer_detail.profile.saved',
    refreshOnConflict: true,
  }),
  /** The header card's cropped avatar (issue 15). */
  avatar: defineMutation<{ id: number; avatar: string; previousData: CustomerRecord }>({
    name: 'customer.avatar',
    call: (dp, { id, avatar, previousData }) => dp.update('customer', { id, data: { avatar }, previousData }),
  }),
  /** A gallery photo becomes the avatar; the customer is read again (header card, lists). */
  galleryToAvatar: defineMutation<GalleryToAvatarParams>({
    name: 'customer.galleryToAvatar',
    call: (dp, params) => dp.galleryToAvatar(params),
    done: 'app.customer_detail.profile.avatar_set',
    invalidate: [customerKeys.customers],
  }),
  /** The timeline, the tab's count and the header card's last follow-up are asked again. */
  followUp: defineMutation<NewFollowUp>({
    name: 'customer.followUp',
    call: (dp, data) => dp.create('worker-user', { data }),
    done: 'app.customer_detail_tabs.follow.saved',
    invalidate: [customerKeys.followUps, customerKeys.customers],
  }),
  remark: defineMutation<{ customer_id: number; content: string }>({
    name: 'customer.remark',
    call: (dp, data) => dp.create('worker-user-remark', { data }),
    done: 'app.customer_detail_tabs.remark.saved',
    invalidate: [customerKeys.remarks],
  }),
  /** The questionnaire's changed answers, saved together (batch update). */
  questionAnswers: defineMutation<QuestionAnswerChange[], { updated: number }>({
    name: 'customer.questionAnswers',
    call: (dp, changes) => dp.batchUpdateQuestionAnswers(changes),
    done: (result) => ({
      message: 'app.customer_detail_tabs.question.saved',
      args: { count: result.updated },
    }),
    invalidate: [customerKeys.questionAnswers],
  }),
};
