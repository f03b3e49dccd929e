import { useMemo } from 'react';
import { Alert, IconButton, Snackbar, Tooltip } from '@mui/material';
import OpenInFull from '@mui/icons-material/OpenInFull';
import type { GridColDef } from '@mui/x-data-grid';
import { formatTableDate, type KioskEmail } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { LocalGrid, ResourceScreen, TruncatedCell, useTableLocale } from '../../../ui/resource';
import { Picker, useMediaPickers, type SelectorLibrary } from '../../media';
import { useLoginData, useSession } from '../../session';
import { useKioskEmails } from '../hooks/useKioskEmails';
import { KioskEmailDetailDialog } from './KioskEmailDetailDialog';
import { KioskEmailDialog } from './KioskEmailDialog';

/**
 * Kiosk Emails, the Geniegrams (spec 03 §2.15): the table of the active kiosk (Detail, Sent,
 * Sender, Message, Attachments), the create dialog and the full-screen detail. The New button is
 * hidden for admins, and waits while the list loads, while one is sent, and while no resident may
 * be chosen. From the kiosk's dashboard the kiosk is that one; elsewhere it is picked.
 */
export function KioskEmailsScreen() {
  const { t } = useTranslation(['kioskEmails', 'common']);
  const locale = useTableLocale();
  const { flags } = useSession();
  const login = useLoginData();
  const isAdmin = flags?.isAdmin ?? false;
  const pickers = useMediaPickers('KioskEmailManager', 'kiosk');
  const kioskId = pickers.kioskId;
  const emails = useKioskEmails(kioskId);
  const kioskName = pickers.kiosks.find((kiosk) => kiosk.id === kioskId)?.name ?? null;

  const libraries = useMemo<SelectorLibrary[]>(() => {
    const shared: SelectorLibrary = {
      library: { owner: 'library', name: 'public' },
      label: t('create.publicLibrary'),
    };
    // A family facilitator reads no kiosk's library: the public one only.
    if (kioskId === null || login.kind === 'residents') return [shared];
    return [{ library: { owner: 'kiosk', id: kioskId }, label: t('create.kioskLibrary') }, shared];
  }, [kioskId, login.kind, t]);

  const columns = useMemo<GridColDef<KioskEmail>[]>(
    () => [
      {
        field: 'detail',
        headerName: t('columns.detail'),
        width: 90,
        sortable: false,
        renderCell: ({ row }) => {
          const label = t('openDetail', { date: formatTableDate(row.createDate, locale) });
          return (
            <Tooltip title={label}>
              <IconButton size="small" aria-label={label} onClick={() => emails.view(row)}>
                <OpenInFull fontSize="small" />
              </IconButton>
            </Tooltip>
          );
        },
      },
      {
        field: 'createDate',
        headerName: t('columns.sent'),
        width: 130,
        valueFormatter: (value: string) => formatTableDate(value, locale),
      },
      {
        field: 'sender',
        headerName: t('columns.sender'),
        flex: 1,
        minWidth: 150,
        valueGetter: (_value, row) => row.sender.nickname,
      },
      {
        field: 'message',
        headerName: t('columns.message'),
        flex: 2,
        minWidth: 200,
        renderCell: ({ row }) => <TruncatedCell text={row.message} />,
      },
      {
        field: 'attachments',
        headerName: t('columns.attachments'),
        width: 130,
        type: 'number',
        valueGetter: (_value, row) => row.blobs.length,
      },
    ],
    [t, locale, emails],
  );

  const title = pickers.fromDashboard && kioskName ? t('titleOf', { name: kioskName }) : t('title');
  const sendError =
    emails.sendError instanceof ApiError && emails.sendError.serverMessage
      ? emails.sendError.serverMessage
      : null;
  return (
    <ResourceScreen
      title={title}
      newLabel={t('newLabel')}
      // Admins read Geniegrams but do not send them (spec 03 §6, decision 0065).
      onNew={isAdmin ? undefined : emails.startCreate}
      newDisabled={kioskId === null || emails.loading || emails.sending || !emails.hasSelectable}
      filters={
        <Picker
          label={t('kiosk')}
          emptyText={t('noKiosks')}
          state={pickers.modes.kiosk}
          options={pickers.kiosks}
          value={kioskId}
          onChange={pickers.chooseKiosk}
        />
      }
    >
      <LocalGrid
        label={t('table')}
        rows={emails.rows}
        columns={columns}
        firstLoad={emails.loading}
        noRowsText={kioskId === null ? t('noKioskSelected') : t('empty')}
      />
      {kioskId !== null && (
        <KioskEmailDialog
          open={emails.creating}
          kioskId={kioskId}
          residents={emails.residents}
          libraries={libraries}
          sending={emails.sending}
          error={sendError}
          onSend={emails.send}
          onClose={emails.closeCreate}
        />
      )}
      <KioskEmailDetailDialog email={emails.viewing} isAdmin={isAdmin} onClose={() => emails.view(null)} />
      <Snackbar
        open={emails.sentNotice}
        autoHideDuration={6000}
        onClose={emails.closeSentNotice}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled" onClose={emails.closeSentNotice}>
          {t('sent')}
        </Alert>
      </Snackbar>
    </ResourceScreen>
  );
}
