import type { Domain, DomainPayload, DomainsManagerResponse, Facility, NamedRef } from '@ambient/core';
import { hierarchyApi } from '../../../api/hierarchy.endpoints';
import type { PinnedRows } from '../../hierarchy/hooks/usePinnedRows';
import { useRowMutations } from '../../hierarchy/hooks/useRowMutations';
import { listCacheShape } from '../../hierarchy/utils/list-cache.util';
import { domainDraft } from '../utils/domain-rows.util';

const cache = listCacheShape<'domains', Domain, DomainsManagerResponse>('domains', 'domains');

export type DomainUpdate = DomainPayload & { id: number; createDate: string };

/** Add, update and delete domains, optimistically. */
export function useDomainMutations(
  pinned: PinnedRows<Domain>,
  organizations: readonly NamedRef[],
  facilities: readonly Facility[],
) {
  return useRowMutations<DomainsManagerResponse, Domain, DomainPayload, DomainUpdate>({
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
