import { createContext, useContext, useMemo } from 'react';
import { Box, CircularProgress, LinearProgress, Stack, Typography } from '@mui/material';
import {
  DataGrid,
  type DataGridProps,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { useGridLocaleText } from '../hooks/useGridLocaleText';
import { PAGE_SIZE_OPTIONS } from '../utils/list-params.util';
import { GRID_BEHAVIOUR, gridSx } from '../utils/grid-look.util';

interface OverlayTexts {
  loading: string;
  /** True while nothing has been shown yet: a full overlay instead of a thin bar. */
  firstLoad: boolean;
}

/** Read by assistive technology, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

const OverlayTextsContext = createContext<OverlayTexts>({ loading: '', firstLoad: true });

/**
 * "One moment..." on the first load, "Loading items..." over the rows afterwards (spec 01 §8).
 * Shown inside the grid, which may hold only rows: hidden from assistive technology there, and
 * said by the status beside the grid instead.
 */
function LoadingOverlay() {
  const { loading, firstLoad } = useContext(OverlayTextsContext);
  if (!firstLoad) {
    return (
      <Box sx={{ width: '100%' }} aria-hidden>
        <LinearProgress />
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ px: 1, display: 'inline-block', bgcolor: 'background.paper', borderRadius: 1 }}
        >
          {loading}
        </Typography>
      </Box>
    );
  }
  return (
    <Stack
      spacing={1.5}
      aria-hidden
      sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.paper' }}
    >
      <CircularProgress size={28} />
      <Typography color="text.secondary">{loading}</Typography>
    </Stack>
  );
}

/**
 * What a screen may add to the grid: row selection, taller rows, a class on some rows. Paging,
 * sorting and texts are the kit's.
 */
type ResourceGridExtras<R extends GridValidRowModel> = Pick<
  DataGridProps<R>,
  | 'checkboxSelection'
  | 'rowSelectionModel'
  | 'onRowSelectionModelChange'
  | 'isRowSelectable'
  | 'getRowClassName'
  | 'rowHeight'
  | 'getRowId'
>;

export interface ResourceGridProps<R extends GridValidRowModel> extends ResourceGridExtras<R> {
  /** The table's accessible name. */
  label: string;
  rows: readonly R[];
  columns: readonly GridColDef<R>[];
  /** Rows matching the search on the server (all pages). */
  rowCount: number;
  loading: boolean;
  /** Nothing loaded yet. */
  firstLoad: boolean;
  noRowsText: string;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
  /** Rows per page offered; the kit's own by default (the media tables offer the spec's). */
  pageSizeOptions?: readonly number[];
}

/**
 * An Organizations / Domains / Facilities table: paging, sorting and search happen on the server;
 * the grid's own texts follow the interface language.
 */
export function ResourceGrid<R extends GridValidRowModel>({
  label,
  rows,
  columns,
  rowCount,
  loading,
  firstLoad,
  noRowsText,
  paginationModel,
  onPaginationModelChange,
  sortModel,
  onSortModelChange,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  ...extras
}: ResourceGridProps<R>) {
  const { t } = useTranslation('common');
  const localeText = useGridLocaleText(noRowsText);
  const overlayTexts = useMemo(
    () => ({
      firstLoad,
      loading: firstLoad ? t('loading.oneMoment') : t('loading.loadingItems'),
    }),
    [firstLoad, t],
  );

  return (
    <OverlayTextsContext.Provider value={overlayTexts}>
      <Box role="status" sx={visuallyHidden}>
        {loading ? overlayTexts.loading : ''}
      </Box>
      <DataGrid<R>
        aria-label={label}
        rows={rows}
        columns={columns}
        rowCount={rowCount}
        loading={loading}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={onPaginationModelChange}
        sortModel={sortModel}
        onSortModelChange={onSortModelChange}
        pageSizeOptions={[...pageSizeOptions]}
        sortingOrder={['asc', 'desc']}
        {...GRID_BEHAVIOUR}
        localeText={localeText}
        slots={{ loadingOverlay: LoadingOverlay }}
        sx={gridSx(260)}
        {...extras}
      />
    </OverlayTextsContext.Provider>
  );
}

/** What a screen's list gives its grid: the rows of the page, and the paging and sorting asked for. */
export interface GridSource<R extends GridValidRowModel> {
  rows: readonly R[];
  rowCount: number;
  loading: boolean;
  firstLoad: boolean;
  list: {
    paginationModel: GridPaginationModel;
    setPaginationModel: (model: GridPaginationModel) => void;
    sortModel: GridSortModel;
    setSortModel: (model: GridSortModel) => void;
  };
}

/** The grid's rows, paging and sorting from a screen's list: `<ResourceGrid … {...gridOf(screen)} />`. */
export function gridOf<R extends GridValidRowModel>(source: GridSource<R>) {
  return {
    rows: source.rows,
    rowCount: source.rowCount,
    loading: source.loading,
    firstLoad: source.firstLoad,
    paginationModel: source.list.paginationModel,
    onPaginationModelChange: source.list.setPaginationModel,
    sortModel: source.list.sortModel,
    onSortModelChange: source.list.setSortModel,
  };
}
