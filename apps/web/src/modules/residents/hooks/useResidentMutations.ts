import { useQueryClient } from '@tanstack/react-query';
import type {
  FacilityOption,
  Kiosk,
  Resident,
  ResidentPayload,
  ResidentPictureResponse,
  ResidentPicturesResponse,
  ResidentResponse,
  ResidentsManagerResponse,
} from '@ambient/core';
import { residentKeys, residentsApi } from '../api/residents.endpoints';
import { itemCacheShape, listCacheShape, useRowMutations, type PinnedRows } from '../../../ui/resource';
import { picturesWith } from '../utils/resident-cache.util';
import { residentDraft } from '../utils/resident-rows.util';

export type ResidentUpdate = ResidentPayload & { id: number };

/**
 * The manager's pages. A resident's change reaches their key tag and their users too (deleting
 * a resident frees their key tag): afterwards every query that reads residents, key tags or
 * users is read again.
 */
const cache = listCacheShape<'residents', Resident, ResidentsManagerResponse>(
  residentKeys.lists,
  'residents',
  ['residents', 'key_tags', 'users'],
);
/** A resident's own answer: what their dashboard shows. */
const item = itemCacheShape<'resident', Resident>(residentKeys.one, 'resident');

/**
 * Add, update and delete residents with optimistic rows and rollback (spec 02 §4): the table
 * changes at once, and the resident's dashboard; a refused call puts the previous rows back (the
 * failure dialog comes from the query client). A new row goes to the top when a table pins it.
 * Create and update answer the server's answer (`isEmailSent` after an invitation).
 */
export function useResidentMutations(
  pinned: PinnedRows<Resident> | null,
  kiosks: readonly Kiosk[],
  facilities: readonly FacilityOption[],
) {
  const queryClient = useQueryClient();
  const mutations = useRowMutations<Resident, ResidentPayload, ResidentUpdate, ResidentResponse>({
    cache,
    item,
    pinned,
    create: (payload) => residentsApi.create(payload),
    update: (payload) => residentsApi.update(payload),
    remove: (id) => residentsApi.remove(id),
    rowOf: (answer) => answer.resident,
    draftOfCreate: (payload, id) =>
      residentDraft(payload, { id, createDate: new Date().toISOString() }, kiosks, facilities),
    draftOfUpdate: (payload, previous) => residentDraft(payload, previous, kiosks, facilities),
  });
  const { rows } = mutations;

  /** A new picture shows everywhere the resident is cached, without reloading the pictures. */
  function writePicture(residentId: number, base64: string): void {
    rows.patch(residentId, (resident) => ({ ...resident, pictureBase64: base64 }));
    queryClient.setQueriesData<ResidentPicturesResponse>({ queryKey: residentKeys.pictures }, (data) =>
      data && 'pictures' in data ? picturesWith(data, residentId, base64) : data,
    );
    queryClient.setQueryData<ResidentPictureResponse>(residentKeys.picture(residentId), (data) =>
      data ? { ...data, base64 } : data,
    );
  }

  return { ...mutations, writePicture };
}
