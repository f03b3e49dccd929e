import type { QueryKey } from '@tanstack/react-query';
import type { ApiResult, ReadModelName } from '@ambient/core';

/**
 * Where a resource's cached answers live and how they hold their rows (each answer names its
 * list differently, and may carry more than the list: option lists, a total): `listKey`
 * prefixes every cached answer to change optimistically; `readModels` are the server's read
 * models a write of this resource changes.
 *
 * `rowsOf` and `withRows` are methods so that shapes of different answers (a page of rows, a
 * mapper holding the rows among its option lists) can be handed to the kit together as
 * `ListCacheShape<unknown, TRow>`; each shape reads only the answers under its own `listKey`.
 */
export interface ListCacheShape<TData, TRow> {
  listKey: QueryKey;
  readModels: readonly ReadModelName[];
  rowsOf(data: TData): readonly TRow[];
  /** The same answer with other rows; `totalDelta` adjusts the total when rows were added or removed. */
  withRows(data: TData, rows: TRow[], totalDelta: number): TData;
}

/**
 * Builds a cache shape for an answer that keeps its rows under `key` and may carry `total`;
 * everything else the answer holds (option lists, a mapper's kiosks and residents) is kept.
 */
export function listCacheShape<
  K extends string,
  TRow,
  TData extends { [P in K]: TRow[] } & { total?: number },
>(listKey: QueryKey, key: K, readModels: readonly ReadModelName[]): ListCacheShape<TData, TRow> {
  return {
    listKey,
    readModels,
    rowsOf: (data) => data[key],
    withRows: (data, rows, totalDelta) => ({
      ...data,
      [key]: rows,
      ...(data.total === undefined ? {} : { total: Math.max(0, data.total + totalDelta) }),
    }),
  };
}

/**
 * A row's own cached answer (a detail or a dashboard query, `GET things/{id}`), kept in step with
 * the lists: a new row seeds it, an edit shows in it at once (and goes back on refusal), a
 * deleted row's answer is dropped. Methods for the same reason as `ListCacheShape`.
 */
export interface ItemCacheShape<TItem, TRow> {
  keyOf: (id: number) => QueryKey;
  rowOf(item: TItem): TRow;
  /**
   * The answer showing `row`: the cached `item` with the row's values over its own (an item
   * may carry more than a list row, e.g. names joined for a dashboard), or a fresh answer.
   */
  withRow(item: TItem | undefined, row: TRow): TItem;
}

/** Builds an item shape for an answer of the result convention keeping its row under `key`. */
export function itemCacheShape<K extends string, TRow extends object>(
  keyOf: (id: number) => QueryKey,
  key: K,
): ItemCacheShape<ApiResult & { [P in K]: TRow }, TRow> {
  return {
    keyOf,
    rowOf: (item) => item[key],
    withRow: (item, row) =>
      item
        ? { ...item, [key]: { ...item[key], ...row } }
        : ({ errorSeverity: null, errorMessage: null, [key]: row } as ApiResult & { [P in K]: TRow }),
  };
}
