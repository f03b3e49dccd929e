import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
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
import { residentKeys, residentsApi } from '../../../api/residents.endpoints';
import { invalidateReadModels } from '../../../api/read-models';
import { nextTemporaryId, type PinnedRows } from '../../../ui/resource';
import {
  oneWithResident,
  pageWithResident,
  pageWithoutResident,
  picturesWith,
} from '../utils/resident-cache.util';
import { residentDraft } from '../utils/resident-rows.util';

export type ResidentUpdate = ResidentPayload & { id: number };

type Snapshot = Array<[QueryKey, unknown]>;

/**
 * Add, update and delete residents with optimistic rows and rollback (spec 02 §4): the table
 * changes at once; a refused call puts the previous rows back (the failure dialog comes from
 * the query client). A new row goes to the top when a table pins it. Afterwards every query that
 * reads residents, key tags or users is refetched (deleting a resident frees their key tag).
 */
export function useResidentMutations(
  pinned: PinnedRows<Resident> | null,
  kiosks: readonly Kiosk[],
  facilities: readonly FacilityOption[],
) {
  const queryClient = useQueryClient();

  // A resident's change reaches their key tag and their users too.
  const refetch = () => invalidateReadModels(queryClient, ['residents', 'key_tags', 'users']);

  async function snapshotOf(): Promise<Snapshot> {
    await queryClient.cancelQueries({ queryKey: residentKeys.lists });
    return [
      ...queryClient.getQueriesData({ queryKey: residentKeys.lists }),
      ...queryClient.getQueriesData({ queryKey: ['residents', 'getOne'] }),
    ];
  }

  function restore(snapshot: Snapshot | undefined): void {
    snapshot?.forEach(([key, data]) => queryClient.setQueryData(key, data));
  }

  /** Puts a resident's new values in every cached page and in its own cache entry. */
  function writeResident(resident: Resident): void {
    queryClient.setQueriesData<ResidentsManagerResponse>({ queryKey: residentKeys.lists }, (data) =>
      pageWithResident(data, resident),
    );
    queryClient.setQueryData<ResidentResponse>(residentKeys.one(resident.id), (data) =>
      oneWithResident(data, resident),
    );
    if (pinned?.find(resident.id)) pinned.replace(resident.id, resident);
  }

  function cachedResident(id: number): Resident | undefined {
    const fromPinned = pinned?.find(id);
    if (fromPinned) return fromPinned;
    const one = queryClient.getQueryData<ResidentResponse>(residentKeys.one(id));
    if (one) return one.resident;
    for (const [, data] of queryClient.getQueriesData<ResidentsManagerResponse>({
      queryKey: residentKeys.lists,
    })) {
      const row = data?.residents.find((r) => r.id === id);
      if (row) return row;
    }
    return undefined;
  }

  const create = useMutation({
    mutationFn: (payload: ResidentPayload) => residentsApi.create(payload),
    onMutate: (payload) => {
      if (!pinned) return { temporaryId: null };
      const temporaryId = nextTemporaryId();
      pinned.pin(
        residentDraft(payload, { id: temporaryId, createDate: new Date().toISOString() }, kiosks, facilities),
      );
      return { temporaryId };
    },
    onSuccess: (response, _payload, context) => {
      if (pinned && context?.temporaryId) pinned.replace(context.temporaryId, response.resident);
      queryClient.setQueryData<ResidentResponse>(residentKeys.one(response.resident.id), {
        errorSeverity: null,
        errorMessage: null,
        resident: response.resident,
      });
    },
    onError: (_error, _payload, context) => {
      if (pinned && context?.temporaryId) pinned.unpin(context.temporaryId);
    },
    onSettled: refetch,
  });

  const update = useMutation({
    mutationFn: (payload: ResidentUpdate) => residentsApi.update(payload),
    onMutate: async (payload) => {
      const previous = cachedResident(payload.id);
      const snapshot = await snapshotOf();
      const previousPinned = pinned?.find(payload.id);
      if (previous) writeResident(residentDraft(payload, previous, kiosks, facilities));
      return { snapshot, previousPinned };
    },
    onSuccess: (response) => writeResident(response.resident),
    onError: (_error, payload, context) => {
      restore(context?.snapshot);
      if (pinned && context?.previousPinned) pinned.replace(payload.id, context.previousPinned);
    },
    onSettled: refetch,
  });

  const remove = useMutation({
    mutationFn: (resident: Resident) => residentsApi.remove(resident.id),
    onMutate: async (resident) => {
      const snapshot = await snapshotOf();
      const previousPinned = pinned?.find(resident.id);
      if (previousPinned) pinned?.unpin(resident.id);
      queryClient.setQueriesData<ResidentsManagerResponse>({ queryKey: residentKeys.lists }, (data) =>
        pageWithoutResident(data, resident.id),
      );
      return { snapshot, previousPinned };
    },
    onSuccess: (_response, resident) => {
      queryClient.removeQueries({ queryKey: residentKeys.one(resident.id) });
    },
    onError: (_error, _resident, context) => {
      restore(context?.snapshot);
      if (context?.previousPinned) pinned?.pin(context.previousPinned);
    },
    onSettled: refetch,
  });

  /** A new picture shows everywhere the resident is cached, without reloading the pictures. */
  function writePicture(residentId: number, base64: string): void {
    const resident = cachedResident(residentId);
    if (resident) writeResident({ ...resident, pictureBase64: base64 });
    queryClient.setQueriesData<ResidentPicturesResponse>({ queryKey: residentKeys.pictures }, (data) =>
      data && 'pictures' in data ? picturesWith(data, residentId, base64) : data,
    );
    queryClient.setQueryData<ResidentPictureResponse>(residentKeys.picture(residentId), (data) =>
      data ? { ...data, base64 } : data,
    );
  }

  return { create, update, remove, writePicture };
}
