import type { KeyTag, KeyTagMapperResponse, KeyTagPayload, KeyTagsResponse } from '@ambient/core';
import { keyTagKeys, keyTagsApi } from '../api/key-tags.endpoints';
import { kioskKeys } from '../../kiosks';
import { listCacheShape, useRowAction, useRowMutations, type PinnedRows } from '../../../ui/resource';
import { keyTagDraft, withResident } from '../utils/key-tag-rows.util';

/** The mapper's lists the rows show names from. */
export type MapperLists = Pick<KeyTagMapperResponse, 'kiosks' | 'facilities' | 'residents'>;

/**
 * The mappings live in the mapper's answer, beside its kiosks, residents and facilities, and in
 * each kiosk's own key tags (its dashboard, the resident dialog's key choices). Afterwards every
 * query that reads key tags is read again.
 */
const cache = [
  listCacheShape<'keyTags', KeyTag, KeyTagMapperResponse>(keyTagKeys.mapper, 'keyTags', ['key_tags']),
  listCacheShape<'keyTags', KeyTag, KeyTagsResponse>(kioskKeys.keyTagLists, 'keyTags', ['key_tags']),
];

/**
 * Create, update, assign and delete mappings with optimistic rows and rollback (spec 02 §4): the
 * table changes at once; a refused call puts the previous rows back (the failure dialog comes
 * from the query client). A new row goes to the top.
 */
export function useKeyTagMutations(pinned: PinnedRows<KeyTag>, lists: MapperLists) {
  const mutations = useRowMutations<KeyTag, KeyTagPayload, KeyTagPayload & { id: number }>({
    cache,
    pinned,
    create: async (payload) => (await keyTagsApi.create(payload)).keyTag,
    update: async (payload) => (await keyTagsApi.update(payload)).keyTag,
    remove: (id) => keyTagsApi.remove(id),
    draftOfCreate: (payload, id) => keyTagDraft(payload, { id, residentId: null }, lists),
    draftOfUpdate: (payload, previous) => keyTagDraft(payload, previous, lists),
  });
  /** The resident assignment is a call of its own (decision 0008). */
  const assign = useRowAction(mutations.rows, {
    call: async ({ id, residentId }: { id: number; residentId: number | null }) =>
      (await keyTagsApi.assignResident(id, residentId)).keyTag,
    idOf: ({ id }) => id,
    draft: ({ residentId }, row) => withResident(row, residentId, lists),
  });
  return { ...mutations, assign };
}
