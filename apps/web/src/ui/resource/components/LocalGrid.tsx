import { DataGrid, type DataGridProps, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { useGridLocaleText } from '../hooks/useGridLocaleText';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../utils/list-params.util';
import { GRID_BEHAVIOUR, gridSx } from '../utils/grid-look.util';

/** What a screen may add to the grid: selection, row ids. Paging, sorting and texts are the kit's. */
type LocalGridExtras<R extends GridValidRowModel> = Pick<
  DataGridProps<R>,
  | 'checkboxSelection'
  | 'keepNonExistentRowsSelected'
  | 'rowSelectionModel'
  | 'onRowSelectionModelChange'
  | 'getRowId'
  | 'getRowHeight'
  | 'getRowClassName'
>;

export interface LocalGridProps<R extends GridValidRowModel> extends LocalGridExtras<R> {
  /** The table's accessible name. */
  label: string;
  /** Every row the screen has; the grid pages and sorts them itself. */
  rows: readonly R[];
  columns: readonly GridColDef<R>[];
  /** Nothing loaded yet: "One moment..." instead of the empty text. */
  firstLoad: boolean;
  noRowsText: string;
  /** The order the rows first show in (the grid's own order otherwise). */
  sortModel?: NonNullable<NonNullable<DataGridProps<R>['initialState']>['sorting']>['sortModel'];
}

/**
 * A table of a list the screen holds whole (the Abby update screens): the grid pages and sorts it
 * in the browser, with the same look, page sizes and texts as the server-paged ResourceGrid.
 */
export function LocalGrid<R extends GridValidRowModel>({
  label,
  firstLoad,
  noRowsText,
  sortModel,
  ...grid
}: LocalGridProps<R>) {
  const { t } = useTranslation('common');
  const localeText = useGridLocaleText(firstLoad ? t('loading.oneMoment') : noRowsText);
  return (
    <DataGrid<R>
      aria-label={label}
      loading={firstLoad}
      initialState={{
        pagination: { paginationModel: { page: 0, pageSize: DEFAULT_PAGE_SIZE } },
        ...(sortModel ? { sorting: { sortModel } } : {}),
      }}
      pageSizeOptions={[...PAGE_SIZE_OPTIONS]}
      {...GRID_BEHAVIOUR}
      localeText={localeText}
      sx={gridSx(260)}
      {...grid}
    />
  );
}
