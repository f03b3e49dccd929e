import type { GridRowSelectionModel } from '@mui/x-data-grid';

/** The grid's selection model of the selected row ids. */
export const selectionOf = (ids: readonly number[]): GridRowSelectionModel => ({
  type: 'include',
  ids: new Set(ids),
});

/**
 * The row ids a grid's selection model names: the included ones, or, after "select all", the
 * shown rows that may be selected but those excluded.
 */
export function selectedIdsOf<R>(
  model: GridRowSelectionModel,
  rows: readonly R[],
  idOf: (row: R) => number,
  isSelectable: (row: R) => boolean = () => true,
): number[] {
  if (model.type === 'include') return [...model.ids].map(Number);
  return rows.filter((row) => isSelectable(row) && !model.ids.has(idOf(row))).map(idOf);
}
