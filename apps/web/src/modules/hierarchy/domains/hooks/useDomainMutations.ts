import type { Domain, DomainPayload, DomainsManagerResponse, Facility, NamedRef } from '@ambient/core';
import { hierarchyApi, hierarchyKeys } from '../../api/hierarchy.endpoints';
import { useRowMutations, listCacheShape, type PinnedRows } from '../../../../ui/resource';
import { domainDraft } from '../utils/domain-rows.util';

const cache = listCacheShape<'domains', Domain, DomainsManagerResponse>(
  hierarchyKeys.lists('domains'),
  'domains',
  ['domains'],
);

export type DomainUpdate = DomainPayload & { id: number; createDate: string };

/** Add, update and delete domains, optimistically. */
export function useDomainMutations(
  pinned: PinnedRows<Domain>,
  organizations: readonly NamedRef[],
  facilities: readonly Facility[],
) {
  return useRowMutations<Domain, DomainPayload, DomainUpdate>({
    cache,
    pinned,
    create: async (payload) => (await hierarchyApi.domains.create(payload)).domain,
    update: async (payload) => (await hierarchyApi.domains.update(payload)).domain,
    remove: (id) => hierarchyApi.domains.remove(id),
    draftOfCreate: (payload, id) =>
      domainDraft(
        payload,
        { id, users: [], genieCount: 0, abbyCount: 0, kioskCount: 0, createDate: new Date().toISOString() },
        organizations,
        facilities,
      ),
    draftOfUpdate: (payload, previous) => domainDraft(payload, previous, organizations, facilities),
  });
}
