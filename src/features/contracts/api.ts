import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type {
  AppDataProvider,
  CreatedContract,
  EContractPreview,
  NewContractBody,
} from '../../../dataProvider';
import { defineMutation, useAppMutation } from '../../platform/mutations';

/**
 * Query keys of the contracts domain. They start with the `contract` resource's name, so that
 * `contractKeys.all` makes react-admin's contract lists and records stale with the next number.
 */
export const contractKeys = {
  all: ['contract'] as const,
  nextNo: (configId: number) => ['contract', 'nextNo', configId] as const,
};

/** The number the contract will get when saved (`contract/next-no`), once a template is chosen. */
export function useNextContractNo(configId: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: contractKeys.nextNo(configId),
    queryFn: () => dataProvider.nextContractNo(configId),
    enabled: configId > 0,
  });
}

/** A change of a saved contract: the form's body, the body it started from and the revision read. */
export interface ContractChange {
  id: number;
  body: NewContractBody;
  previous: NewContractBody;
  revision: number | undefined;
}

/** Writes of the contracts domain (the mutation table test walks each one). */
export const contractWrites = {
  create: defineMutation<NewContractBody, CreatedContract>({
    name: 'contracts.create',
    call: (dp, body) => dp.createContract(body),
    done: (contract) => ({ message: 'app.contracts.saved', args: { no: contract.no } }),
    invalidate: [contractKeys.all],
    refresh: false,
  }),
  /** The changes of a saved contract: what differs from `previous`, on the revision read (409 when stale). */
  update: defineMutation<ContractChange, CreatedContract>({
    name: 'contracts.update',
    call: (dp, { id, body, previous, revision }) => dp.updateContract(id, body, previous, revision),
    done: (contract) => ({ message: 'app.contracts.updated', args: { no: contract.no } }),
    invalidate: [contractKeys.all],
    refresh: false,
  }),
  /** The e-contract preview: the template filled with the contract (shown, nothing stored). */
  preview: defineMutation<NewContractBody & { no: string }, EContractPreview>({
    name: 'contracts.preview',
    call: (dp, body) => dp.eContractPreview(body),
    refresh: false,
  }),
  sendMessage: defineMutation<number, { phone: string }>({
    name: 'contracts.sendMessage',
    call: (dp, id) => dp.eContractSendMsg(id),
    done: ({ phone }) => ({ message: 'app.contracts.sent', args: { phone } }),
    refresh: false,
  }),
};

export const useCreateContract = () => useAppMutation(contractWrites.create);
/** A stale change is the form's to show (the merge view): the caller reports the other failures. */
export const useUpdateContract = () => useAppMutation(contractWrites.update, { notifyError: false });
export const useEContractPreview = () => useAppMutation(contractWrites.preview);
export const useEContractSend = () => useAppMutation(contractWrites.sendMessage);
