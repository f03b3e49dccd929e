import { useId, useMemo, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import type { Facility } from '@ambient/core';
import { toShownText, useGridLocaleText } from '../../../../ui/resource';

/** Spec 01 §9: the facility picker shows 10 rows a page. */
export const FACILITY_PICKER_PAGE_SIZE = 10;

export interface FacilityPickerLabels {
  title: string;
  table: string;
  name: string;
  location: string;
  noFacilities: string;
  selected: (count: number) => string;
  ok: string;
  cancel: string;
}

export interface FacilityPickerDialogProps {
  open: boolean;
  /** The facilities that may be chosen. */
  facilities: readonly Facility[];
  /** Chosen when the picker opens. */
  selectedIds: readonly number[];
  /** Several facilities may be chosen; otherwise one. */
  multiple?: boolean;
  labels: FacilityPickerLabels;
  onOk: (facilityIds: number[]) => void;
  onCancel: () => void;
}

/**
 * The facility picker (spec 01 §2.9): width 500, 10 rows a page, a select column; single-select
 * unless `multiple`; OK only with at least one facility selected.
 */
export function FacilityPickerDialog(props: FacilityPickerDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.onCancel}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 500, maxWidth: 'calc(100% - 32px)' } } }}
    >
      {props.open && <FacilityPicker {...props} titleId={titleId} />}
    </Dialog>
  );
}

function FacilityPicker({
  titleId,
  facilities,
  selectedIds,
  multiple = false,
  labels,
  onOk,
  onCancel,
}: FacilityPickerDialogProps & { titleId: string }) {
  const localeText = useGridLocaleText(labels.noFacilities);
  const [selection, setSelection] = useState<GridRowSelectionModel>(() => ({
    type: 'include',
    ids: new Set(selectedIds.filter((id) => facilities.some((f) => f.id === id))),
  }));
  const chosen = facilities.filter((f) => selection.ids.has(f.id)).map((f) => f.id);
  const columns = useMemo<GridColDef<Facility>[]>(
    () => [
      {
        field: 'name',
        headerName: labels.name,
        flex: 1,
        minWidth: 160,
        valueFormatter: (v: string) => toShownText(v),
      },
      { field: 'geographicalDescription', headerName: labels.location, flex: 1, minWidth: 120 },
    ],
    [labels.name, labels.location],
  );

  return (
    <>
      <DialogTitle id={titleId}>{labels.title}</DialogTitle>
      <DialogContent>
        <DataGrid<Facility>
          aria-label={labels.table}
          rows={facilities}
          columns={columns}
          checkboxSelection
          disableMultipleRowSelection={!multiple}
          rowSelectionModel={selection}
          onRowSelectionModelChange={(model) => {
            // Single-select keeps the last row clicked, so OK stays meaningful.
            if (!multiple && model.type === 'include' && model.ids.size > 1) {
              const last = [...model.ids].pop();
              setSelection({ type: 'include', ids: new Set(last === undefined ? [] : [last]) });
              return;
            }
            setSelection(model);
          }}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: FACILITY_PICKER_PAGE_SIZE } } }}
          pageSizeOptions={[FACILITY_PICKER_PAGE_SIZE]}
          density="compact"
          hideFooterSelectedRowCount
          disableColumnMenu
          disableColumnFilter
          disableColumnSelector
          autoHeight
          localeText={localeText}
          sx={{
            '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600, whiteSpace: 'normal', lineHeight: 1.2 },
          }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} role="status">
          {labels.selected(chosen.length)}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{labels.cancel}</Button>
        <Button variant="contained" disabled={chosen.length === 0} onClick={() => onOk(chosen)}>
          {labels.ok}
        </Button>
      </DialogActions>
    </>
  );
}
