import type { QueryKey } from '@tanstack/react-query';
import type { ReadModelName } from '@ambient/core';

/**
 * Where a resource's cached answers live and how they hold their rows (each answer names its
 * list differently): `listKey` prefixes every cached answer to change optimistically;
 * `readModels` are the server's read models a write of this resource changes.
 */
export interface ListCacheShape<TData, TRow> {
  listKey: QueryKey;
  readModels: readonly ReadModelName[];
  rowsOf: (data: TData) => readonly TRow[];
  /** The same answer with other rows; `totalDelta` adjusts the total when rows were added or removed. */
  withRows: (data: TData, rows: TRow[], totalDelta: number) => TData;
}

/** Builds a cache shape for an answer that keeps its rows under `key` and may carry `total`. */
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
