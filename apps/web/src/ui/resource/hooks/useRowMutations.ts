import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { invalidateReadModels } from '../../../api/read-models';
import type { ListCacheShape } from '../utils/list-cache.util';
import { nextTemporaryId, withRowReplaced, withoutRow } from '../utils/pinned-rows.util';
import type { PinnedRows } from './usePinnedRows';

export interface RowMutationsConfig<
  TData,
  TRow extends { id: number },
  TCreate,
  TUpdate extends { id: number },
> {
  cache: ListCacheShape<TData, TRow>;
  pinned: PinnedRows<TRow>;
  create: (payload: TCreate) => Promise<TRow>;
  update: (payload: TUpdate) => Promise<TRow>;
  remove: (id: number) => Promise<unknown>;
  /** The row shown while an add is on its way. */
  draftOfCreate: (payload: TCreate, temporaryId: number) => TRow;
  /** The row shown while an update is on its way. */
  draftOfUpdate: (payload: TUpdate, previous: TRow) => TRow;
}

type Snapshot<TData> = Array<[QueryKey, TData | undefined]>;

/**
 * Add, update and delete with optimistic rows and rollback (spec 01 §4): the table changes at
 * once; a refused call puts the previous rows back (the failure dialog comes from the query
 * client). A new row goes to the top. The server answers once its read models hold the change,
 * so the queries that read them are refetched afterwards (a domain change shows on facilities
 * too); other sessions hear of it through `readModels.changed`.
 */
export function useRowMutations<TData, TRow extends { id: number }, TCreate, TUpdate extends { id: number }>(
  config: RowMutationsConfig<TData, TRow, TCreate, TUpdate>,
) {
  const queryClient = useQueryClient();
  const { cache, pinned } = config;
  const { listKey } = cache;

  // Every query that reads what the write changed, here or on other screens, is read again.
  const refetchAll = () => invalidateReadModels(queryClient, cache.readModels);

  async function changeCachedRows(
    change: (rows: readonly TRow[]) => { rows: TRow[]; totalDelta: number },
  ): Promise<Snapshot<TData>> {
    await queryClient.cancelQueries({ queryKey: listKey });
    const snapshot = queryClient.getQueriesData<TData>({ queryKey: listKey });
    queryClient.setQueriesData<TData>({ queryKey: listKey }, (data) => {
      if (data === undefined) return data;
      const next = change(cache.rowsOf(data));
      return cache.withRows(data, next.rows, next.totalDelta);
    });
    return snapshot;
  }

  function restore(snapshot: Snapshot<TData> | undefined): void {
    snapshot?.forEach(([key, data]) => queryClient.setQueryData(key, data));
  }

  function cachedRow(id: number): TRow | undefined {
    const fromPinned = pinned.find(id);
    if (fromPinned) return fromPinned;
    for (const [, data] of queryClient.getQueriesData<TData>({ queryKey: listKey })) {
      const row = data === undefined ? undefined : cache.rowsOf(data).find((r) => r.id === id);
      if (row) return row;
    }
    return undefined;
  }

  const create = useMutation({
    mutationFn: config.create,
    onMutate: (payload: TCreate) => {
      const temporaryId = nextTemporaryId();
      pinned.pin(config.draftOfCreate(payload, temporaryId));
      return { temporaryId };
    },
    onSuccess: (row, _payload, context) => {
      if (context) pinned.replace(context.temporaryId, row);
    },
    onError: (_error, _payload, context) => {
      if (context) pinned.unpin(context.temporaryId);
    },
    onSettled: refetchAll,
  });

  const update = useMutation({
    mutationFn: config.update,
    onMutate: async (payload: TUpdate) => {
      const previous = cachedRow(payload.id);
      if (!previous) return { snapshot: undefined, previousPinned: undefined };
      const draft = config.draftOfUpdate(payload, previous);
      const previousPinned = pinned.find(payload.id);
      if (previousPinned) pinned.replace(payload.id, draft);
      const snapshot = await changeCachedRows((rows) => ({
        rows: withRowReplaced(rows, payload.id, draft),
        totalDelta: 0,
      }));
      return { snapshot, previousPinned };
    },
    onSuccess: (row) => {
      if (pinned.find(row.id)) pinned.replace(row.id, row);
    },
    onError: (_error, payload, context) => {
      restore(context?.snapshot);
      if (context?.previousPinned) pinned.replace(payload.id, context.previousPinned);
    },
    onSettled: refetchAll,
  });

  const remove = useMutation({
    mutationFn: config.remove,
    onMutate: async (id: number) => {
      const previousPinned = pinned.find(id);
      if (previousPinned) pinned.unpin(id);
      const snapshot = await changeCachedRows((rows) => ({
        rows: withoutRow(rows, id),
        totalDelta: rows.some((r) => r.id === id) ? -1 : 0,
      }));
      return { snapshot, previousPinned };
    },
    onError: (_error, _id, context) => {
      restore(context?.snapshot);
      if (context?.previousPinned) pinned.pin(context.previousPinned);
    },
    onSettled: refetchAll,
  });

  return { create, update, remove };
}
