import type { AxiosInstance } from 'axios';
import { z } from 'zod';
import { versionedBody } from '../conflicts';
import { API_PATHS, fillPath } from '../paths';
import { request, unwrapData } from './request';

/** Party B as the member's profile gives it (spec §3 "User profile used in contracts"). */
export const contractPartySchema = z.object({
  real_name: z.string(),
  id_card: z.string(),
  gender: z.string(),
  age: z.string(),
  education: z.string(),
  height: z.string(),
  marriage: z.string(),
  habitation: z.string(),
  wants: z.string(),
});
export type ContractParty = z.infer<typeof contractPartySchema>;

/** The body of `POST contract`: what the generator fills in; the server gives the number. */
export interface NewContractBody {
  readonly customer_id: number;
  readonly config_id: number;
  readonly package_id?: number;
  readonly party_b: string;
  readonly party_b_detail: ContractParty;
  readonly services: readonly { content: string }[];
  readonly expireTime: { start: string; end: string };
  readonly order_price: number;
  readonly signed_at: string;
  readonly attaches: readonly { url: string }[];
}

/** The saved contract: its id, number and revision (the edits that follow are based on it). */
export const createdContractSchema = z.preprocess(
  unwrapData,
  z.object({ id: z.number().int(), no: z.string(), revision: z.number().int().optional() }).loose(),
);
export type CreatedContract = z.infer<typeof createdContractSchema>;

export const nextContractNoSchema = z.preprocess(unwrapData, z.object({ no: z.string() }));

/** The e-contract preview: its title and plain text (never HTML). */
export const eContractPreviewSchema = z.preprocess(
  unwrapData,
  z.object({ title: z.string(), content: z.string() }),
);
export type EContractPreview = z.infer<typeof eContractPreviewSchema>;

export const sendMsgSchema = z.preprocess(unwrapData, z.object({ phone: z.string() }).loose());

export function contractMethods(client: AxiosInstance) {
  return {
    /** Creates a customer's contract (issue 15 point 4). */
    createContract: (body: NewContractBody) =>
      request(client, 'POST', API_PATHS.contracts.create, createdContractSchema, body),
    /**
     * Saves the changes of a contract: only the fields of `body` that differ from `previous` (the
     * contract as saved), with the `revision` the edit is based on (a stale one: 409).
     */
    updateContract: (
      id: number,
      body: NewContractBody,
      previous: NewContractBody,
      revision: number | undefined,
    ) =>
      request(
        client,
        'PUT',
        fillPath(API_PATHS.contracts.update, { id }),
        createdContractSchema,
        versionedBody({ ...body }, { ...previous }, revision),
      ),
    /** The number the next contract of a template will get. */
    nextContractNo: (configId: number) =>
      request(client, 'GET', API_PATHS.contracts.nextNo, nextContractNoSchema, { config_id: configId }),
    /** The e-contract preview of a template filled with the contract (`e_contract_open`). */
    eContractPreview: (body: NewContractBody & { no: string }) =>
      request(client, 'POST', API_PATHS.contracts.preview, eContractPreviewSchema, body),
    /** Sends the e-contract signing message to party B (`e_contract_open`). */
    eContractSendMsg: (contractId: number) =>
      request(client, 'POST', API_PATHS.contracts.sendMsg, sendMsgSchema, { contract_id: contractId }),
  };
}
