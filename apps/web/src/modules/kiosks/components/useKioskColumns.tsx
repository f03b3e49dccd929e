import { useMemo } from 'react';
import { Box, Stack } from '@mui/material';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { KioskType, formatTableDate, type Kiosk, type KioskSummary } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { kioskTypeColor } from '../../../ui/theme/kiosk-type-colors.constant';
import {
  DeleteRowButton,
  EditRowLink,
  RowIconButton,
  TruncatedCell,
  isNewId,
  toShownText,
  useTableLocale,
} from '../../../ui/resource';
import { HistoryButton } from '../../audit';
import { facilityText, kioskSummaryOf } from '../utils/kiosk-rows.util';

export interface KioskColumnsOptions {
  onEdit: (kiosk: Kiosk) => void;
  onDelete: (kiosk: Kiosk) => void;
  onOpenDashboard: (kiosk: KioskSummary) => void;
  /** The Actions column (history and delete): those who may delete kiosks. */
  canDelete: boolean;
}

/**
 * The Kiosk manager's columns (spec 02 §2): S/N with the type's dot (a link to the edit dialog),
 * Id, Facility, Domain, Organization, the dashboard button, Created, and the row's actions.
 */
export function useKioskColumns({ onEdit, onDelete, onOpenDashboard, canDelete }: KioskColumnsOptions) {
  const { t } = useTranslation(['kiosks', 'common']);
  const locale = useTableLocale();
  return useMemo<GridColDef<Kiosk>[]>(
    () => [
      {
        field: 'serialNumber',
        headerName: t('kiosks:columns.serialNumber'),
        flex: 1,
        minWidth: 150,
        renderCell: ({ row }) => {
          const typeId = row.kioskTypeId || row.typeId;
          return (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
              <Box
                component="span"
                role="img"
                aria-label={t(
                  typeId === KioskType.Genie ? 'common:kioskTypes.genie' : 'common:kioskTypes.abby',
                )}
                sx={{
                  width: 8,
                  height: 8,
                  borderRadius: '50%',
                  flex: 'none',
                  bgcolor: kioskTypeColor(typeId),
                }}
              />
              <EditRowLink
                text={row.serialNumber}
                label={t('kiosks:editRow', { serialNumber: row.serialNumber })}
                disabled={isNewId(row.id)}
                onClick={() => onEdit(row)}
              />
            </Stack>
          );
        },
      },
      {
        field: 'id',
        headerName: t('kiosks:columns.id'),
        width: 80,
        valueFormatter: (value: number) => (value > 0 ? String(value) : ''),
      },
      {
        field: 'facilityName',
        headerName: t('kiosks:columns.facility'),
        flex: 1.4,
        minWidth: 180,
        valueGetter: (_value, row) =>
          facilityText(row.facilityName, row.facilityLocation) ?? t('kiosks:unknownFacility'),
        renderCell: ({ value }) => <TruncatedCell text={String(value ?? '')} />,
      },
      {
        field: 'domainName',
        headerName: t('kiosks:columns.domain'),
        flex: 1,
        minWidth: 130,
        renderCell: ({ value }) => <TruncatedCell text={toShownText(value as string | null)} />,
      },
      {
        field: 'organizationName',
        headerName: t('kiosks:columns.organization'),
        flex: 1,
        minWidth: 130,
        renderCell: ({ value }) => <TruncatedCell text={toShownText(value as string | null)} />,
      },
      {
        field: 'dashboard',
        headerName: t('kiosks:columns.dashboard'),
        width: 110,
        sortable: false,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ row }) => (
          <RowIconButton
            label={t('kiosks:openDashboard', { serialNumber: row.serialNumber })}
            icon={<DashboardOutlined fontSize="small" />}
            color="primary"
            disabled={isNewId(row.id)}
            onClick={() => onOpenDashboard(kioskSummaryOf(row))}
          />
        ),
      },
      {
        field: 'createDate',
        headerName: t('kiosks:columns.created'),
        width: 130,
        valueFormatter: (value: string) => formatTableDate(value, locale),
      },
      ...(canDelete
        ? [
            {
              field: 'actions',
              headerName: t('kiosks:columns.actions'),
              width: 110,
              sortable: false,
              align: 'center',
              headerAlign: 'center',
              renderCell: ({ row }) => (
                <>
                  <HistoryButton kind="kiosk" id={row.id} name={row.name} disabled={isNewId(row.id)} />
                  <DeleteRowButton
                    label={t('kiosks:deleteRow', { serialNumber: row.serialNumber })}
                    disabled={isNewId(row.id)}
                    onClick={() => onDelete(row)}
                  />
                </>
              ),
            } satisfies GridColDef<Kiosk>,
          ]
        : []),
    ],
    [t, locale, onEdit, onDelete, onOpenDashboard, canDelete],
  );
}
