import type {
  Domain,
  FacilitiesManagerResponse,
  Facility,
  FacilityPayload,
  ProvStateOption,
} from '@ambient/core';
import { hierarchyApi, hierarchyKeys } from '../../api/hierarchy.endpoints';
import { useRowMutations, listCacheShape, type PinnedRows } from '../../../../ui/resource';
import { facilityDraft } from '../utils/facility-rows.util';

const cache = listCacheShape<'facilities', Facility, FacilitiesManagerResponse>(
  hierarchyKeys.lists('facilities'),
  'facilities',
  ['facilities'],
);

export type FacilityUpdate = FacilityPayload & { id: number };

/** Add, update and delete facilities, optimistically. */
export function useFacilityMutations(
  pinned: PinnedRows<Facility>,
  domains: readonly Domain[],
  provStates: readonly ProvStateOption[],
) {
  return useRowMutations<Facility, FacilityPayload, FacilityUpdate>({
    cache,
    pinned,
    create: async (payload) => (await hierarchyApi.facilities.create(payload)).facility,
    update: async (payload) => (await hierarchyApi.facilities.update(payload)).facility,
    remove: (id) => hierarchyApi.facilities.remove(id),
    draftOfCreate: (payload, id) =>
      facilityDraft(payload, { id, code: '', createDate: new Date().toISOString() }, domains, provStates),
    draftOfUpdate: (payload, previous) => facilityDraft(payload, previous, domains, provStates),
  });
}
