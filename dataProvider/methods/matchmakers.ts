import type { AxiosInstance } from 'axios';
import { z } from 'zod';
import { API_PATHS } from '../paths';
import { idSchema, request, unwrapData } from './request';

/** A matchmaker of the grouped list (spec §3): id, name, contact note, customer count. */
export const matchmakerSchema = z.object({
  id: idSchema,
  name: z.string(),
  contact_note: z.string().nullish(),
  customer_count: z.number().nullish(),
});

/** Spec §3: matchmakers "grouped in groups with name and child list". */
export const matchmakerGroupsSchema = z.preprocess(
  unwrapData,
  z.array(
    z.object({
      name: z.string(),
      child: z
        .array(matchmakerSchema)
        .nullish()
        .transform((c) => c ?? []),
    }),
  ),
);
export type MatchmakerGroup = z.infer<typeof matchmakerGroupsSchema>[number];

export function matchmakerMethods(client: AxiosInstance) {
  return {
    /** Spec §7 "Matchmaker list: page 0 with tree=1": every matchmaker, grouped. */
    matchmakerGroups: () =>
      request(client, 'GET', API_PATHS.customer.matchmakerTree, matchmakerGroupsSchema, { page: 0, tree: 1 }),
  };
}
