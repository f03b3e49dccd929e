import { useMemo } from 'react';
import { Box, Stack } from '@mui/material';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { formatTableDate, type Resident } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { kioskTypeColor } from '../../../ui/theme/kiosk-type-colors.constant';
import {
  DeleteRowButton,
  EditRowLink,
  RowIconButton,
  TruncatedCell,
  isNewId,
  usePersonName,
  useTableLocale,
} from '../../../ui/resource';
import { HistoryButton } from '../../audit';
import { residentName } from '../utils/resident-form.util';
import { facilityText, pictureOf } from '../utils/resident-rows.util';
import { ResidentAvatar } from './ResidentAvatar';

export interface ResidentColumnsOptions {
  /** Pictures loaded apart from the residents, by resident id. */
  pictures: ReadonlyMap<number, string>;
  onEdit: (resident: Resident) => void;
  onOpenDashboard: (resident: Resident) => void;
  onDelete: (resident: Resident) => void;
  /** The Actions column: not for family facilitators. */
  canDelete: boolean;
  /** Admins also see each resident's history. */
  isAdmin: boolean;
}

/**
 * The Residents manager's columns (spec 02 §2): picture, First Name (a link to the edit dialog),
 * Last Name, Kiosk with its type's dot, Facility, a dashboard button, Created, and the actions.
 */
export function useResidentColumns({
  pictures,
  onEdit,
  onOpenDashboard,
  onDelete,
  canDelete,
  isAdmin,
}: ResidentColumnsOptions) {
  const { t } = useTranslation('residents');
  const personName = usePersonName();
  const locale = useTableLocale();
  return useMemo<GridColDef<Resident>[]>(() => {
    const list: GridColDef<Resident>[] = [
      {
        field: 'picture',
        headerName: t('columns.picture'),
        width: 84,
        sortable: false,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ row }) => (
          <Box sx={{ height: '100%', display: 'grid', placeItems: 'center' }}>
            <ResidentAvatar
              picture={pictureOf(row, pictures)}
              name={t('pictureOf', { name: personName(residentName(row)) })}
              size={36}
            />
          </Box>
        ),
      },
      {
        field: 'firstName',
        headerName: t('columns.firstName'),
        flex: 1,
        minWidth: 130,
        renderCell: ({ row }) => (
          <EditRowLink
            text={personName(row.firstName)}
            label={t('editRow', { name: personName(residentName(row)) })}
            disabled={isNewId(row.id)}
            onClick={() => onEdit(row)}
          />
        ),
      },
      { field: 'lastName', headerName: t('columns.lastName'), flex: 1, minWidth: 130 },
      {
        field: 'kiosk',
        headerName: t('columns.kiosk'),
        flex: 1,
        minWidth: 130,
        valueGetter: (_value, row) => row.kiosk?.name || t('unknownKiosk'),
        renderCell: ({ row, value }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
            <Box
              component="span"
              aria-hidden
              sx={{
                width: 8,
                height: 8,
                borderRadius: '50%',
                flexShrink: 0,
                bgcolor: row.kiosk ? kioskTypeColor(row.kiosk.typeId) : 'divider',
              }}
            />
            <TruncatedCell text={String(value)} />
          </Stack>
        ),
      },
      {
        field: 'facility',
        headerName: t('columns.facility'),
        flex: 1.4,
        minWidth: 160,
        valueGetter: (_value, row) => facilityText(row.kiosk?.facility ?? null) ?? t('unknownFacility'),
        renderCell: ({ value }) => <TruncatedCell text={String(value)} />,
      },
      {
        field: 'dashboard',
        headerName: t('columns.dashboard'),
        width: 140,
        sortable: false,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ row }) => (
          <RowIconButton
            label={t('openDashboard', { name: personName(residentName(row)) })}
            icon={<DashboardOutlined fontSize="small" />}
            disabled={isNewId(row.id)}
            onClick={() => onOpenDashboard(row)}
          />
        ),
      },
      {
        field: 'createDate',
        headerName: t('columns.created'),
        width: 130,
        valueFormatter: (value: string) => formatTableDate(value, locale),
      },
    ];
    if (canDelete) {
      list.push({
        field: 'actions',
        headerName: t('columns.actions'),
        width: isAdmin ? 110 : 90,
        sortable: false,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ row }) => (
          <>
            {isAdmin && (
              <HistoryButton
                kind="resident"
                id={row.id}
                name={personName(residentName(row))}
                disabled={isNewId(row.id)}
              />
            )}
            <DeleteRowButton
              label={t('deleteRow', { name: personName(residentName(row)) })}
              disabled={isNewId(row.id)}
              onClick={() => onDelete(row)}
            />
          </>
        ),
      });
    }
    return list;
  }, [t, personName, locale, pictures, onEdit, onOpenDashboard, onDelete, canDelete, isAdmin]);
}
