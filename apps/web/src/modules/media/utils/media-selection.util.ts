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

/** What the media selector shows (spec 03 §2.3) for its libraries, its caller and its mode. */
export interface SelectorLayout {
  /** The library picker: for admins, or when there is more than one library; never for a cover. */
  libraryPicker: boolean;
  /** The content type filter: not for a cover, which takes pictures only. */
  typeFilter: boolean;
  /** The Behaviour column: a kiosk's library only. */
  behaviour: boolean;
}

export function selectorLayout(
  libraries: number,
  chosenOwner: 'resident' | 'kiosk' | 'library' | null,
  { isAdmin, isCover }: { isAdmin: boolean; isCover: boolean },
): SelectorLayout {
  return {
    libraryPicker: !isCover && (isAdmin || libraries > 1),
    typeFilter: !isCover,
    behaviour: chosenOwner === 'kiosk',
  };
}
