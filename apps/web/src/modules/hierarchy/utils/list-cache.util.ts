import type { HierarchyResource } from '../../../api/hierarchy.endpoints';

/** How a resource's cached list answers hold their rows (each answer names its list differently). */
export interface ListCacheShape<TData, TRow> {
  resource: HierarchyResource;
  rowsOf: (data: TData) => readonly TRow[];
  /** The same answer with other rows; `totalDelta` adjusts the total when rows were added or removed. */
  withRows: (data: TData, rows: TRow[], totalDelta: number) => TData;
}

/** Builds a cache shape for an answer that keeps its rows under `key` and may carry `total`. */
export function listCacheShape<
  K extends string,
  TRow,
  TData extends { [P in K]: TRow[] } & { total?: number },
>(resource: HierarchyResource, key: K): ListCacheShape<TData, TRow> {
  return {
    resource,
    rowsOf: (data) => data[key],
    withRows: (data, rows, totalDelta) => ({
      ...data,
      [key]: rows,
      ...(data.total === undefined ? {} : { total: Math.max(0, data.total + totalDelta) }),
    }),
  };
}
