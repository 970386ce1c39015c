import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetOne, type RaRecord } from 'react-admin';
import type { AppDataProvider, GalleryToAvatarParams } from '../../../../dataProvider';

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

export const selfIntroductionKey = (id: number) => ['customer', 'selfIntroduction', id] as const;

/** The customer's self-introduction and photo gallery. */
export function useSelfIntroduction(id: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: selfIntroductionKey(id), queryFn: () => dataProvider.selfIntroduction(id) });
}

/** Makes a gallery photo the avatar; the customer is read again (header card, lists). */
export function useGalleryToAvatar() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: GalleryToAvatarParams) => dataProvider.galleryToAvatar(params),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['customer'] }),
  });
}
