export { ChoiceFilter } from './components/ChoiceFilter';
export { ConfirmDialog } from './components/ConfirmDialog';
export {
  OwnerPickers,
  Picker,
  type OwnerPickerState,
  type PickerOption,
  type PickerProps,
  type PickerState,
} from './components/OwnerPickers';
export { DeleteDialog } from './components/DeleteDialog';
export { EntityDialog, EntityForm } from './components/EntityDialog';
export { gridOf, type GridSource, ResourceGrid } from './components/ResourceGrid';
export { LocalGrid } from './components/LocalGrid';
export { ResourceScreen } from './components/ResourceScreen';
export { DeleteRowButton, EditRowLink, RowIconButton } from './components/RowActions';
export { SearchField } from './components/SearchField';
export { TruncatedCell } from './components/TruncatedCell';
export { type DeleteFlow, useDeleteFlow } from './hooks/useDeleteFlow';
export { type CopyState, useCopyText } from './hooks/useCopyText';
export { useDialogWidth } from './hooks/useDialogWidth';
export { useEntityDialog } from './hooks/useEntityDialog';
export { useEntityForm } from './hooks/useEntityForm';
export { useGridLocaleText } from './hooks/useGridLocaleText';
export { useListParams } from './hooks/useListParams';
export { usePersonName } from './hooks/usePersonName';
export { type PinnedRows, usePinnedRows } from './hooks/usePinnedRows';
export { type AnswerRow, type RowActionConfig, useRowAction } from './hooks/useRowAction';
export { type RowCache, type RowCacheConfig, useRowCache } from './hooks/useRowCache';
export { type RowMutationsConfig, useRowMutations } from './hooks/useRowMutations';
export { useTableLocale } from './hooks/useTableLocale';
export { errorsOf, placeNameError, nameError } from './utils/field-errors.util';
export {
  itemCacheShape,
  listCacheShape,
  type ItemCacheShape,
  type ListCacheShape,
} from './utils/list-cache.util';
export { GRID_BEHAVIOUR, gridSx } from './utils/grid-look.util';
export { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from './utils/list-params.util';
export {
  arrangeRows,
  isNewId,
  nextTemporaryId,
  withRowReplaced,
  withoutRow,
  type RowId,
} from './utils/pinned-rows.util';
export { toSentText, toShownText } from './utils/text.util';
