import type { Organization, OrganizationPayload, OrganizationsResponse } from '@ambient/core';
import { hierarchyApi, hierarchyKeys } from '../../api/hierarchy.endpoints';
import { useRowMutations, listCacheShape, type PinnedRows } from '../../../../ui/resource';

const cache = listCacheShape<'organizations', Organization, OrganizationsResponse>(
  hierarchyKeys.lists('organizations'),
  'organizations',
  ['organizations'],
);

/** Add, rename and delete organizations, optimistically. */
export function useOrganizationMutations(pinned: PinnedRows<Organization>) {
  return useRowMutations<Organization, OrganizationPayload, Required<OrganizationPayload>>({
    cache,
    pinned,
    create: async (payload) => (await hierarchyApi.organizations.create(payload)).organization,
    update: async (payload) => (await hierarchyApi.organizations.update(payload)).organization,
    remove: (id) => hierarchyApi.organizations.remove(id),
    draftOfCreate: (payload, id) => ({
      id,
      name: payload.name,
      domains: [],
      createDate: new Date().toISOString(),
    }),
    draftOfUpdate: (payload, previous) => ({ ...previous, name: payload.name }),
  });
}
