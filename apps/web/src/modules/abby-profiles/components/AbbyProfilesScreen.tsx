import { Chip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { KioskType, profileDeleteEnabled, type AbbyProfile } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import type { AbbyProfileKind } from '../api/abby-profiles.endpoints';
import { PlaylistScreen, tickColumn } from '../../../ui/playlists';
import { OwnerPickers } from '../../../ui/resource';
import { useMediaPickers } from '../../media';
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
  const { flags } = useSession();
  const pickers = useMediaPickers(
    kind === 'resident' ? 'AbbyResidentProfileManager' : 'AbbyKioskProfileManager',
    kind,
    KioskType.Abby,
  );
  const ownerId = kind === 'resident' ? pickers.residentId : pickers.kioskId;
  const profiles = useAbbyProfiles(kind, ownerId);
  const status: GridColDef<AbbyProfile> = {
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
  };

  const kioskName = pickers.kiosks.find((kiosk) => kiosk.id === pickers.kioskId)?.name;
  const residentName = pickers.fromDashboard ? pickers.residents[0]?.name : undefined;
  const title =
    kind === 'resident'
      ? (residentName ?? t('residentTitle'))
      : flags?.isAdmin || !kioskName
        ? t('kioskTitle')
        : kioskName;
  return (
    <PlaylistScreen<AbbyProfile>
      config={{
        namespace: 'abbyProfiles',
        content: { header: t('columns.media') },
        // Greyed for an active kiosk profile; a resident's is always shown (spec 03 §4).
        deleteLabel: (row) => t(profileDeleteEnabled(row) ? 'delete' : 'deleteActive', { name: row.name }),
        deleteDisabled: (row) => !profileDeleteEnabled(row),
        middle: [
          ...(kind === 'kiosk' ? [status] : []),
          tickColumn<AbbyProfile>('isActive', t('columns.active'), t('activeOn'), 100),
        ],
      }}
      list={profiles}
      onOpenContent={(row) => profiles.setOpenProfile(row.id)}
      title={title}
      filters={
        <OwnerPickers
          pickers={pickers}
          kiosk={{ label: t('kiosk'), emptyText: t('noKiosks') }}
          resident={kind === 'resident' ? { label: t('resident'), emptyText: t('noResidents') } : undefined}
        />
      }
      ownerChosen={ownerId !== null}
      tableLabel={t(kind === 'resident' ? 'residentTable' : 'kioskTable')}
      noRowsText={ownerId !== null ? t('empty') : kind === 'resident' ? t('noResident') : t('noKiosk')}
      form={<ProfileFormDialog profiles={profiles} />}
    >
      <ProfileDetailDialog
        kind={kind}
        profileId={profiles.openProfile}
        onClose={() => profiles.setOpenProfile(null)}
      />
    </PlaylistScreen>
  );
}
