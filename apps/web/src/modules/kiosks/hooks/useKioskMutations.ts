import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type {
  DomainOption,
  FacilityOption,
  Kiosk,
  KioskPayload,
  KioskResponse,
  KiosksManagerResponse,
} from '@ambient/core';
import { kioskKeys, kiosksApi } from '../../../api/kiosks.endpoints';
import { invalidateReadModels } from '../../../api/read-models';
import { nextTemporaryId, withRowReplaced, withoutRow, type PinnedRows } from '../../../ui/resource';
import { kioskDraft } from '../utils/kiosk-rows.util';

export interface KioskUpdate {
  id: number;
  payload: KioskPayload;
  /** Kiosk managers save the base fields only. */
  baseOnly: boolean;
}

type Snapshot = Array<[QueryKey, KiosksManagerResponse | undefined]>;

/**
 * Add, update and delete kiosks with optimistic rows and rollback (spec 02 §4): an edited row
 * changes at once and goes back on error; a new kiosk goes to the top. Afterwards every query that
 * reads kiosks is refetched.
 */
export function useKioskMutations(
  pinned: PinnedRows<Kiosk>,
  facilities: readonly FacilityOption[],
  domains: readonly DomainOption[],
) {
  const queryClient = useQueryClient();

  // Every query that reads kiosks (lists, counts, dashboards) is read again.
  const refetchAll = () => invalidateReadModels(queryClient, ['kiosks']);

  async function changeCachedRows(
    change: (rows: readonly Kiosk[]) => { rows: Kiosk[]; totalDelta: number },
  ): Promise<Snapshot> {
    await queryClient.cancelQueries({ queryKey: kioskKeys.lists });
    const snapshot = queryClient.getQueriesData<KiosksManagerResponse>({ queryKey: kioskKeys.lists });
    queryClient.setQueriesData<KiosksManagerResponse>({ queryKey: kioskKeys.lists }, (data) => {
      if (data === undefined) return data;
      const next = change(data.kiosks);
      return {
        ...data,
        kiosks: next.rows,
        ...(data.total === undefined ? {} : { total: Math.max(0, data.total + next.totalDelta) }),
      };
    });
    return snapshot;
  }

  const restore = (snapshot: Snapshot | undefined) =>
    snapshot?.forEach(([key, data]) => queryClient.setQueryData(key, data));

  function cachedRow(id: number): Kiosk | undefined {
    const fromPinned = pinned.find(id);
    if (fromPinned) return fromPinned;
    for (const [, data] of queryClient.getQueriesData<KiosksManagerResponse>({ queryKey: kioskKeys.lists })) {
      const row = data?.kiosks.find((k) => k.id === id);
      if (row) return row;
    }
    return queryClient.getQueryData<KioskResponse>(kioskKeys.one(id))?.kiosk;
  }

  const rememberOne = (kiosk: Kiosk) =>
    queryClient.setQueryData<KioskResponse>(kioskKeys.one(kiosk.id), {
      errorSeverity: null,
      errorMessage: null,
      kiosk,
    });

  const create = useMutation({
    mutationFn: async (payload: KioskPayload) => (await kiosksApi.create(payload)).kiosk,
    onMutate: (payload) => {
      const temporaryId = nextTemporaryId();
      pinned.pin(
        kioskDraft(payload, { id: temporaryId, createDate: new Date().toISOString() }, facilities, domains),
      );
      return { temporaryId };
    },
    onSuccess: (kiosk, _payload, context) => {
      pinned.replace(context.temporaryId, kiosk);
      rememberOne(kiosk);
    },
    onError: (_error, _payload, context) => {
      if (context) pinned.unpin(context.temporaryId);
    },
    onSettled: refetchAll,
  });

  const update = useMutation({
    mutationFn: async ({ id, payload, baseOnly }: KioskUpdate) =>
      (await kiosksApi.update(id, payload, baseOnly)).kiosk,
    onMutate: async ({ id, payload }) => {
      const previous = cachedRow(id);
      if (!previous) return { snapshot: undefined, previousPinned: undefined, previousOne: undefined };
      const draft = kioskDraft(payload, previous, facilities, domains);
      const previousPinned = pinned.find(id);
      if (previousPinned) pinned.replace(id, draft);
      const previousOne = queryClient.getQueryData<KioskResponse>(kioskKeys.one(id));
      await queryClient.cancelQueries({ queryKey: kioskKeys.one(id) });
      if (previousOne) rememberOne({ ...previousOne.kiosk, ...draft });
      const snapshot = await changeCachedRows((rows) => ({
        rows: withRowReplaced(rows, id, draft),
        totalDelta: 0,
      }));
      return { snapshot, previousPinned, previousOne };
    },
    onSuccess: (kiosk) => {
      if (pinned.find(kiosk.id)) pinned.replace(kiosk.id, kiosk);
      rememberOne(kiosk);
    },
    onError: (_error, { id }, context) => {
      restore(context?.snapshot);
      if (context?.previousPinned) pinned.replace(id, context.previousPinned);
      if (context?.previousOne) queryClient.setQueryData(kioskKeys.one(id), context.previousOne);
    },
    onSettled: refetchAll,
  });

  const remove = useMutation({
    mutationFn: (id: number) => kiosksApi.remove(id),
    onMutate: async (id) => {
      const previousPinned = pinned.find(id);
      if (previousPinned) pinned.unpin(id);
      const snapshot = await changeCachedRows((rows) => ({
        rows: withoutRow(rows, id),
        totalDelta: rows.some((r) => r.id === id) ? -1 : 0,
      }));
      return { snapshot, previousPinned };
    },
    onSuccess: (_answer, id) => queryClient.removeQueries({ queryKey: kioskKeys.one(id) }),
    onError: (_error, _id, context) => {
      restore(context?.snapshot);
      if (context?.previousPinned) pinned.pin(context.previousPinned);
    },
    onSettled: refetchAll,
  });

  return { create, update, remove };
}
