import { useId, useMemo, useState } from 'react';
import { Avatar, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { KIOSK_EMAIL_RESIDENT_PAGE_SIZE, type KioskEmailResident } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { GRID_BEHAVIOUR, gridSx, useGridLocaleText, usePersonName } from '../../../ui/resource';

export interface ResidentPickerDialogProps {
  open: boolean;
  residents: readonly KioskEmailResident[];
  chosen: readonly number[];
  onChoose: (residentIds: number[]) => void;
  onClose: () => void;
}

/** The resident picker of a Geniegram (spec 03 §2.15): 10 a page, OK once someone is chosen. */
export function ResidentPickerDialog(props: ResidentPickerDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {props.open && <PickerContent {...props} titleId={titleId} />}
    </Dialog>
  );
}

function PickerContent({
  residents,
  chosen,
  onChoose,
  onClose,
  titleId,
}: ResidentPickerDialogProps & { titleId: string }) {
  const { t } = useTranslation('kioskEmails');
  const personName = usePersonName();
  const [selected, setSelected] = useState<number[]>([...chosen]);
  const localeText = useGridLocaleText(t('picker.empty'));
  const columns = useMemo<GridColDef<KioskEmailResident>[]>(
    () => [
      {
        field: 'picture',
        headerName: t('picker.picture'),
        width: 80,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack sx={{ height: '100%', justifyContent: 'center' }}>
            <Avatar
              src={row.picture ?? undefined}
              alt={t('picker.pictureOf', { name: personName(row.name) })}
              sx={{ width: 32, height: 32 }}
            >
              {personName(row.name).charAt(0)}
            </Avatar>
          </Stack>
        ),
      },
      {
        field: 'name',
        headerName: t('picker.name'),
        flex: 1,
        valueFormatter: (value: string) => personName(value),
      },
    ],
    [t, personName],
  );
  return (
    <>
      <DialogTitle id={titleId}>{t('picker.title')}</DialogTitle>
      <DialogContent>
        <DataGrid<KioskEmailResident>
          aria-label={t('picker.table')}
          rows={residents}
          columns={columns}
          {...GRID_BEHAVIOUR}
          localeText={localeText}
          sx={gridSx(200)}
          checkboxSelection
          isRowSelectable={({ row }) => row.isSelectable}
          rowSelectionModel={{ type: 'include', ids: new Set(selected) }}
          onRowSelectionModelChange={(model) => setSelected([...model.ids].map(Number))}
          initialState={{
            pagination: { paginationModel: { page: 0, pageSize: KIOSK_EMAIL_RESIDENT_PAGE_SIZE } },
          }}
          pageSizeOptions={[KIOSK_EMAIL_RESIDENT_PAGE_SIZE]}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('picker.cancel')}</Button>
        <Button variant="contained" disabled={selected.length === 0} onClick={() => onChoose(selected)}>
          {t('picker.ok')}
        </Button>
      </DialogActions>
    </>
  );
}
