import type { AxiosInstance } from 'axios';
import { z } from 'zod';
import { API_PATHS } from '../paths';
import { idSchema, request, unwrapData } from './request';

/** An option with an id (channel, feature, package, tag). */
const namedSchema = z.object({ id: idSchema, name: z.string() });

/** An option with a value (user tag, user status; spec §3 "name, value"). */
const valuedSchema = z.object({ name: z.string(), value: z.union([z.number(), z.string()]) });

/** A list the server may leave out (`null`): none. */
const listOf = <S extends z.ZodType>(item: S) =>
  z
    .array(item)
    .nullish()
    .transform((list) => list ?? []);

/** Spec §3 "Filter options: channel (tree with child), feature, package (id), user_tag and user_status (name, value)". */
export const filterOptionsSchema = z.preprocess(
  unwrapData,
  z.object({
    channel: listOf(namedSchema.extend({ child: listOf(namedSchema) })),
    feature: listOf(namedSchema),
    package: listOf(namedSchema),
    user_tag: listOf(valuedSchema),
    user_status: listOf(valuedSchema),
  }),
);
export type FilterOptions = z.infer<typeof filterOptionsSchema>;

/** `GET tag/option-list`: the tags `[{ id, name }]`. */
export const tagOptionsSchema = z.preprocess(unwrapData, z.array(namedSchema));
export type TagOption = z.infer<typeof tagOptionsSchema>[number];

export function optionMethods(client: AxiosInstance) {
  return {
    /** Spec §7 `GET option-list`: the customer filters' options. */
    filterOptions: () => request(client, 'GET', API_PATHS.customer.optionList, filterOptionsSchema),
    /** Spec §7 `GET tag/option-list`: the customer tags. */
    tagOptions: () => request(client, 'GET', API_PATHS.customer.tagOptionList, tagOptionsSchema),
  };
}
