import type { SxProps, Theme } from '@mui/material';

/**
 * How every console table looks and behaves, whoever pages it: no column menus or filters of the
 * grid's own, no selection by clicking a row, as tall as its rows. Spread on a DataGrid.
 */
export const GRID_BEHAVIOUR = {
  disableColumnFilter: true,
  disableColumnSelector: true,
  disableRowSelectionOnClick: true,
  disableColumnMenu: true,
  autoHeight: true,
} as const;

/** The tables' style; `minHeight` keeps an empty table from collapsing. */
export function gridSx(minHeight: number): SxProps<Theme> {
  return {
    bgcolor: 'background.paper',
    // French headers (« Gestionnaires de domaine ») wrap instead of being cut off.
    '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600, whiteSpace: 'normal', lineHeight: 1.2 },
    '& .MuiDataGrid-cell:focus, & .MuiDataGrid-cell:focus-within': { outline: 'none' },
    minHeight,
  };
}
