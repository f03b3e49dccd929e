import { useMemo } from 'react';
import { Chip, IconButton, Tooltip } from '@mui/material';
import EditNote from '@mui/icons-material/EditNoteOutlined';
import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { formatTableDate, KioskType, profileDeleteEnabled, type AbbyProfile } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import type { AbbyProfileKind } from '../../../api/abby-profiles.endpoints';
import {
  ConfirmDialog,
  DeleteRowButton,
  EditRowLink,
  LocalGrid,
  ResourceScreen,
  TruncatedCell,
  useTableLocale,
} from '../../../ui/resource';
import { Picker, useMediaPickers } from '../../media';
import { useSession } from '../../session';
import { useAbbyProfiles } from '../hooks/useAbbyProfiles';
import { ProfileDetailDialog } from './ProfileDetailDialog';
import { ProfileFormDialog } from './ProfileFormDialog';

/**
 * The Abby profile managers (spec 03 §2.9): a resident's "Resident Playlists" (kiosk then resident
 * pickers) or a kiosk's "Community Playlists" (kiosk picker), both fixed from their dashboard.
 * Columns: name (edit), description, media (opens the content), the kiosk's status chip (Ready or
 * Missing media), the active tick, added and delete (greyed for an active kiosk profile, always
 * shown for a resident's).
 */
export function AbbyProfilesScreen({ kind }: { kind: AbbyProfileKind }) {
  const { t } = useTranslation(['abbyProfiles', 'common']);
  const locale = useTableLocale();
  const { flags } = useSession();
  const pickers = useMediaPickers(
    kind === 'resident' ? 'AbbyResidentProfileManager' : 'AbbyKioskProfileManager',
    kind,
    KioskType.Abby,
  );
  const ownerId = kind === 'resident' ? pickers.residentId : pickers.kioskId;
  const profiles = useAbbyProfiles(kind, ownerId);
  const columns = useMemo<GridColDef<AbbyProfile>[]>(() => {
    const all: Array<GridColDef<AbbyProfile> | null> = [
      {
        field: 'name',
        headerName: t('columns.name'),
        flex: 1,
        minWidth: 160,
        renderCell: ({ row }) => (
          <EditRowLink
            text={row.name}
            label={t('edit', { name: row.name })}
            onClick={() => profiles.startEdit(row)}
          />
        ),
      },
      {
        field: 'description',
        headerName: t('columns.description'),
        flex: 1,
        minWidth: 140,
        renderCell: ({ row }) => <TruncatedCell text={row.description} />,
      },
      {
        field: 'mediaCount',
        headerName: t('columns.media'),
        width: 110,
        renderCell: ({ row }) => (
          <>
            <Tooltip title={t('editContent', { name: row.name })}>
              <IconButton
                size="small"
                aria-label={t('editContent', { name: row.name })}
                onClick={() => profiles.setOpenProfile(row.id)}
              >
                <EditNote />
              </IconButton>
            </Tooltip>
            {row.mediaCount}
          </>
        ),
      },
      kind === 'kiosk'
        ? {
            field: 'status',
            headerName: t('columns.status'),
            width: 150,
            renderCell: ({ row }) => (
              <Chip
                size="small"
                color={row.isValid ? 'success' : 'error'}
                label={row.isValid ? t('ready') : t('missingMedia')}
              />
            ),
          }
        : null,
      {
        field: 'isActive',
        headerName: t('columns.active'),
        width: 100,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ row }) =>
          row.isActive ? (
            <CheckCircle color="success" titleAccess={t('activeOn')} sx={{ verticalAlign: 'middle' }} />
          ) : null,
      },
      {
        field: 'createDate',
        headerName: t('columns.added'),
        width: 125,
        valueFormatter: (value: string) => formatTableDate(value, locale),
      },
      {
        field: 'delete',
        headerName: t('columns.delete'),
        width: 90,
        sortable: false,
        // Greyed for an active kiosk profile; a resident's is always shown (spec 03 §4).
        renderCell: ({ row }) => {
          const enabled = profileDeleteEnabled(row);
          return (
            <DeleteRowButton
              label={t(enabled ? 'delete' : 'deleteActive', { name: row.name })}
              disabled={!enabled}
              onClick={() => profiles.askToDelete(row)}
            />
          );
        },
      },
    ];
    return all.filter((column): column is GridColDef<AbbyProfile> => column !== null);
  }, [t, locale, profiles, kind]);

  const kioskName = pickers.kiosks.find((kiosk) => kiosk.id === pickers.kioskId)?.name;
  const residentName = pickers.fromDashboard ? pickers.residents[0]?.name : undefined;
  const title =
    kind === 'resident'
      ? (residentName ?? t('residentTitle'))
      : flags?.isAdmin || !kioskName
        ? t('kioskTitle')
        : kioskName;
  return (
    <ResourceScreen
      title={title}
      newLabel={t('new')}
      onNew={profiles.startCreate}
      newDisabled={ownerId === null}
      rowFrom="md"
      filters={
        <>
          <Picker
            label={t('kiosk')}
            emptyText={t('noKiosks')}
            state={pickers.modes.kiosk}
            options={pickers.kiosks}
            value={pickers.kioskId}
            onChange={pickers.chooseKiosk}
          />
          {kind === 'resident' ? (
            <Picker
              label={t('resident')}
              emptyText={t('noResidents')}
              state={pickers.modes.library}
              options={pickers.residents}
              value={pickers.residentId}
              onChange={pickers.chooseResident}
            />
          ) : null}
        </>
      }
    >
      <LocalGrid
        label={t(kind === 'resident' ? 'residentTable' : 'kioskTable')}
        rows={profiles.rows}
        columns={columns}
        firstLoad={profiles.firstLoad}
        noRowsText={ownerId !== null ? t('empty') : kind === 'resident' ? t('noResident') : t('noKiosk')}
      />
      <ProfileFormDialog profiles={profiles} />
      <ConfirmDialog
        open={profiles.deleting !== null}
        title={t('deleteTitle')}
        confirmLabel={t('deleteAction')}
        cancelLabel={t('common:actions.cancel')}
        busy={profiles.removing}
        destructive
        onConfirm={profiles.confirmDelete}
        onCancel={profiles.cancelDelete}
      >
        {t('deleteText', { name: profiles.deleting?.name ?? '' })}
      </ConfirmDialog>
      <ProfileDetailDialog
        kind={kind}
        profileId={profiles.openProfile}
        onClose={() => profiles.setOpenProfile(null)}
      />
    </ResourceScreen>
  );
}
