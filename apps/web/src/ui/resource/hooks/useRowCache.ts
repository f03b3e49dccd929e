import type { RowId } from '../utils/pinned-rows.util';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ReadModelName } from '@ambient/core';
import { invalidateReadModels } from '../../../api/read-models';
import type { ItemCacheShape, ListCacheShape } from '../utils/list-cache.util';
import { withoutRow } from '../utils/pinned-rows.util';
import type { PinnedRows } from './usePinnedRows';

export interface RowCacheConfig<TRow extends { id: RowId }> {
  /** The cached lists holding the rows: one shape, or several when more than one query lists them. */
  cache: ListCacheShape<unknown, TRow> | readonly ListCacheShape<unknown, TRow>[];
  /** Each row's own cached answer, when a detail or dashboard query reads one. */
  item?: ItemCacheShape<unknown, TRow>;
  /**
   * Rows added in this visit, kept at the top of the table's first page. Without them (a list
   * read whole, in the server's order, or a screen with no table) a new row goes at the end of
   * the cached lists.
   */
  pinned?: PinnedRows<TRow> | null;
}

/** What an optimistic change replaced: the cached answers and the pinned copy of the row. */
export interface RowCacheUndo<TRow> {
  snapshot: ReadonlyArray<readonly [QueryKey, unknown]>;
  id: RowId;
  previousPinned: TRow | undefined;
  /** The row left the pinned rows (a delete): it comes back on top. */
  unpinned: boolean;
}

/**
 * Every cached copy of a resource's rows, changed together: the pinned rows, the cached lists
 * (`cache`) and each row's own answer (`item`). The optimistic writes (`useRowMutations`,
 * `useRowAction`) are built on it; a screen uses it for a change the server made elsewhere (a
 * picture upload).
 */
export interface RowCache<TRow extends { id: RowId }> {
  pinned: PinnedRows<TRow> | null;
  /** The server's read models the resource's writes change (refetched after each write). */
  readModels: readonly ReadModelName[];
  /** The row as shown now: the pinned copy, else a cached list's, else its own answer's. */
  find(id: RowId): TRow | undefined;
  /** Applies `change` to every cached copy of row `id` (each copy keeps what only it holds). */
  patch(id: RowId, change: (row: TRow) => TRow): void;
  /** The server's row: its values go over every cached copy. */
  write(row: TRow): void;
  /** Shows `change` at once, after stopping the refetches that would overwrite it; answers the undo. */
  show(id: RowId, change: (row: TRow) => TRow): Promise<RowCacheUndo<TRow>>;
  /** Adds a row being created at the end of every cached list. */
  append(row: TRow): Promise<RowCacheUndo<TRow>>;
  /** Takes a row out of the pinned rows and the cached lists (their totals drop by one). */
  hide(id: RowId): Promise<RowCacheUndo<TRow>>;
  /** Puts back what `show`, `append` or `hide` changed. */
  undo(undo: RowCacheUndo<TRow> | undefined): void;
  /** Seeds the row's own answer (a new row's dashboard opens at once). */
  seed(row: TRow): void;
  /** Drops a deleted row's own answer. */
  forget(id: RowId): void;
  /** Refetches every query that reads what the resource's writes change, here or on other screens. */
  refetch(): Promise<void>;
}

/** See `RowCache`. */
export function useRowCache<TRow extends { id: RowId }>(config: RowCacheConfig<TRow>): RowCache<TRow> {
  const queryClient = useQueryClient();
  const lists: readonly ListCacheShape<unknown, TRow>[] = isShapeList(config.cache)
    ? config.cache
    : [config.cache];
  const { item } = config;
  const pinned = config.pinned ?? null;
  const readModels = [...new Set(lists.flatMap((list) => list.readModels))];

  function changeLists(change: (rows: readonly TRow[]) => { rows: TRow[]; totalDelta: number }): void {
    for (const list of lists) {
      queryClient.setQueriesData<unknown>({ queryKey: list.listKey }, (data: unknown) => {
        if (data === undefined) return data;
        const next = change(list.rowsOf(data));
        return list.withRows(data, next.rows, next.totalDelta);
      });
    }
  }

  /** A row's own cached answer's key (rows with numeric ids have one). */
  const itemKey = (id: RowId): QueryKey | null => (item && typeof id === 'number' ? item.keyOf(id) : null);

  /** Stops the refetches that would overwrite an optimistic change, then keeps what it replaces. */
  async function snapshot(id: RowId | null): Promise<Array<readonly [QueryKey, unknown]>> {
    const keys = lists.map((list) => list.listKey);
    const own = id === null ? null : itemKey(id);
    if (own) keys.push(own);
    await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
    return keys.flatMap((queryKey) => queryClient.getQueriesData<unknown>({ queryKey }));
  }

  function patch(id: RowId, change: (row: TRow) => TRow): void {
    const fromPinned = pinned?.find(id);
    if (pinned && fromPinned) pinned.replace(id, change(fromPinned));
    changeLists((rows) => ({
      rows: rows.map((row) => (row.id === id ? change(row) : row)),
      totalDelta: 0,
    }));
    const key = itemKey(id);
    if (item && key) {
      queryClient.setQueryData<unknown>(key, (data: unknown) =>
        data === undefined ? data : item.withRow(data, change(item.rowOf(data))),
      );
    }
  }

  return {
    pinned,
    readModels,
    find: (id) => {
      const fromPinned = pinned?.find(id);
      if (fromPinned) return fromPinned;
      for (const list of lists) {
        for (const [, data] of queryClient.getQueriesData<unknown>({ queryKey: list.listKey })) {
          const row = data === undefined ? undefined : list.rowsOf(data).find((r) => r.id === id);
          if (row) return row;
        }
      }
      const key = itemKey(id);
      const own = key ? queryClient.getQueryData<unknown>(key) : undefined;
      return item && own !== undefined ? item.rowOf(own) : undefined;
    },
    patch,
    write: (row) => patch(row.id, (previous) => ({ ...previous, ...row })),
    show: async (id, change) => {
      const saved = await snapshot(id);
      const previousPinned = pinned?.find(id);
      patch(id, change);
      return { snapshot: saved, id, previousPinned, unpinned: false };
    },
    append: async (row) => {
      const saved = await snapshot(null);
      changeLists((rows) => ({ rows: [...rows, row], totalDelta: 1 }));
      return { snapshot: saved, id: row.id, previousPinned: undefined, unpinned: false };
    },
    hide: async (id) => {
      const saved = await snapshot(null);
      const previousPinned = pinned?.find(id);
      if (pinned && previousPinned) pinned.unpin(id);
      changeLists((rows) => ({
        rows: withoutRow(rows, id),
        totalDelta: rows.some((r) => r.id === id) ? -1 : 0,
      }));
      return { snapshot: saved, id, previousPinned, unpinned: previousPinned !== undefined };
    },
    undo: (undo) => {
      if (!undo) return;
      undo.snapshot.forEach(([key, data]) => queryClient.setQueryData(key, data));
      if (!pinned || !undo.previousPinned) return;
      if (undo.unpinned) pinned.pin(undo.previousPinned);
      else pinned.replace(undo.id, undo.previousPinned);
    },
    seed: (row) => {
      const key = itemKey(row.id);
      if (item && key) queryClient.setQueryData<unknown>(key, item.withRow(undefined, row));
    },
    forget: (id) => {
      const key = itemKey(id);
      if (key) queryClient.removeQueries({ queryKey: key });
    },
    refetch: () => invalidateReadModels(queryClient, readModels),
  };
}

function isShapeList<TRow>(
  cache: ListCacheShape<unknown, TRow> | readonly ListCacheShape<unknown, TRow>[],
): cache is readonly ListCacheShape<unknown, TRow>[] {
  return Array.isArray(cache);
}
