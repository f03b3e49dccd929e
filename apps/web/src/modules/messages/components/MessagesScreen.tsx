import { useEffect, useMemo } from 'react';
import {
  Alert,
  Avatar,
  Box,
  Chip,
  IconButton,
  MenuItem,
  Snackbar,
  Stack,
  TextField,
  Tooltip,
} from '@mui/material';
import TextSnippet from '@mui/icons-material/TextSnippetOutlined';
import KeyboardVoice from '@mui/icons-material/KeyboardVoiceOutlined';
import Movie from '@mui/icons-material/MovieOutlined';
import Image from '@mui/icons-material/ImageOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import {
  formatTableDate,
  MESSAGE_MODERATIONS,
  MessageType,
  type MessageModeration,
  type ResidentMessage,
} from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../i18n/useTranslateMessage';
import {
  ConfirmDialog,
  DeleteRowButton,
  LocalGrid,
  ResourceScreen,
  SearchField,
  TruncatedCell,
  usePersonName,
  useTableLocale,
} from '../../../ui/resource';
import { useSession } from '../../session';
import { useMessageOrigin } from '../hooks/useMessageOrigin';
import { useMessages } from '../hooks/useMessages';
import { useResidentPictures } from '../hooks/useResidentPictures';
import { takeComposeRequest } from '../state/compose-request.state';
import { isFromUser, messagesTitle, type DirectionChoice } from '../utils/messages.util';
import { ComposeDialog } from './ComposeDialog';
import { MessagePreviewDialog } from './MessagePreviewDialog';

const KIND_ICONS = {
  text: <TextSnippet color="action" />,
  audio: <KeyboardVoice color="action" />,
  video: <Movie color="action" />,
  image: <Image color="action" />,
} as const;

/**
 * The Message manager (spec 03 §2.13): filters (kiosk for admins outside dashboards, resident
 * unless on a resident's dashboard, user, direction, subject search), the messages with their
 * media thumbnail or kind icon, the user and From/To for admins and managers, the resident, the
 * subject, sent and opened dates and delete; a preview dialog; the compose dialog (§2.14).
 */
export function MessagesScreen() {
  const { t } = useTranslation(['messages', 'common']);
  const locale = useTableLocale();
  const personName = usePersonName();
  const translateMessage = useTranslateMessage();
  const { flags } = useSession();
  const isAdmin = flags?.isAdmin ?? false;
  const seesUsers = isAdmin || (flags?.isManager ?? false);
  const isGuest = !seesUsers && !(flags?.isResidentManager ?? false);
  const origin = useMessageOrigin();
  const messages = useMessages({ kioskId: origin.kioskId, residentId: origin.residentId });
  const pictures = useResidentPictures(messages.rows);
  // Send Message on the resident's dashboard opens the compose dialog at once.
  const { startCompose } = messages;
  useEffect(() => {
    if (takeComposeRequest() && !isAdmin) startCompose();
    // Only when the screen opens.
  }, []);

  const directionLabel = (message: Pick<ResidentMessage, 'messageTypeId'>): string =>
    isFromUser(message)
      ? t(isGuest ? 'guestDirections.toResident' : 'directions.toResident')
      : t(isGuest ? 'guestDirections.fromResident' : 'directions.fromResident');

  const columns = useMemo<GridColDef<ResidentMessage>[]>(() => {
    const kindLabel = (row: ResidentMessage) => t(`kinds.${row.kind}`);
    const all: Array<GridColDef<ResidentMessage> | null> = [
      {
        field: 'kind',
        headerName: t('columns.message'),
        width: 100,
        sortable: false,
        renderCell: ({ row }) => {
          const thumbnail = row.messageBlobs.find((blob) => blob.thumbnail)?.thumbnail;
          return (
            <Tooltip title={t('previewOf', { subject: row.subject })}>
              <IconButton
                size="small"
                aria-label={t('previewOf', { subject: row.subject })}
                onClick={() => messages.preview(row)}
              >
                {thumbnail ? (
                  <Box
                    component="img"
                    src={thumbnail}
                    alt={kindLabel(row)}
                    sx={{ width: 64, height: 40, objectFit: 'cover', borderRadius: 1 }}
                  />
                ) : (
                  KIND_ICONS[row.kind]
                )}
              </IconButton>
            </Tooltip>
          );
        },
      },
      seesUsers
        ? {
            field: 'userNickname',
            headerName: t('columns.user'),
            flex: 1,
            minWidth: 170,
            renderCell: ({ row }) => (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
                <Avatar src={row.userPicture ?? undefined} alt="" sx={{ width: 32, height: 32 }}>
                  {row.userNickname.charAt(0)}
                </Avatar>
                <span>{t(isFromUser(row) ? 'from' : 'to', { name: row.userNickname })}</span>
              </Stack>
            ),
          }
        : {
            field: 'messageTypeId',
            headerName: t('columns.direction'),
            width: 150,
            valueFormatter: (_value, row) => directionLabel(row),
          },
      {
        field: 'residentPicture',
        headerName: t('columns.residentPicture'),
        width: 80,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack sx={{ height: '100%', justifyContent: 'center' }}>
            <Avatar
              src={pictures.get(row.residentId) ?? undefined}
              alt={t('pictureOf', { name: personName(row.residentName) })}
              sx={{ width: 32, height: 32 }}
            >
              {personName(row.residentName).charAt(0)}
            </Avatar>
          </Stack>
        ),
      },
      {
        field: 'residentName',
        headerName: t('columns.resident'),
        flex: 1,
        minWidth: 140,
        valueFormatter: (value: string) => personName(value),
      },
      {
        field: 'subject',
        headerName: t('columns.subject'),
        flex: 1,
        minWidth: 160,
        renderCell: ({ row }) =>
          row.moderation === null || row.moderation === 'approved' ? (
            <TruncatedCell text={row.subject} />
          ) : (
            // A message held by a moderated inbox says where it stands (decision 0077).
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
              <Chip
                size="small"
                variant={row.moderation === 'declined' ? 'outlined' : 'filled'}
                label={t(`moderation.${row.moderation}`)}
              />
              <TruncatedCell text={row.subject} />
            </Stack>
          ),
      },
      {
        field: 'createDate',
        headerName: t('columns.sent'),
        width: 125,
        valueFormatter: (value: string) => formatTableDate(value, locale),
      },
      {
        field: 'firstOpened',
        headerName: t('columns.opened'),
        width: 125,
        valueFormatter: (value: string | null) => (value ? formatTableDate(value, locale) : ''),
      },
      {
        field: 'delete',
        headerName: t('columns.delete'),
        width: 90,
        sortable: false,
        renderCell: ({ row }) => (
          <DeleteRowButton
            label={t('delete', { subject: row.subject })}
            onClick={() => messages.askToDelete(row)}
          />
        ),
      },
    ];
    return all.filter((column): column is GridColDef<ResidentMessage> => column !== null);
    // directionLabel reads t and isGuest only.
  }, [t, locale, messages, seesUsers, isGuest, personName, pictures]);

  const title =
    messagesTitle({
      dashboard: origin.dashboard,
      kioskName: origin.kioskName,
      serialNumber: origin.serialNumber,
      residentName: origin.residentName === null ? null : personName(origin.residentName),
    }) ?? t('title');

  return (
    <ResourceScreen
      title={title}
      newLabel={t('compose')}
      // Admins do not send messages (spec 02 §6): the New button is hidden for them.
      onNew={isAdmin ? undefined : messages.startCompose}
      newDisabled={origin.recipients.length === 0}
      rowFrom="md"
      filters={
        <>
          {origin.showKiosk && (
            <TextField
              select
              size="small"
              label={t('kiosk')}
              value={origin.kioskId ?? ''}
              onChange={(event) =>
                origin.chooseKiosk(event.target.value === '' ? null : Number(event.target.value))
              }
              sx={{ minWidth: 170 }}
            >
              {origin.kiosks.map((kiosk) => (
                <MenuItem key={kiosk.id} value={kiosk.id}>
                  {kiosk.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          {origin.showResident && (
            <TextField
              select
              size="small"
              label={t('resident')}
              value={origin.residentId ?? 0}
              onChange={(event) => {
                const id = Number(event.target.value);
                origin.chooseResident(id === 0 ? null : id);
              }}
              sx={{ minWidth: 170 }}
            >
              <MenuItem value={0}>{t('allResidents')}</MenuItem>
              {origin.residents.map((resident) => (
                <MenuItem key={resident.id} value={resident.id}>
                  {personName(resident.name)}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            select
            size="small"
            label={t('user')}
            value={messages.filters.userId ?? ''}
            onChange={(event) => messages.setFilters({ userId: event.target.value || null })}
            sx={{ minWidth: 150 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('allUsers')}</MenuItem>
            {messages.users.map((user) => (
              <MenuItem key={user.id} value={user.id}>
                {user.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('direction')}
            value={messages.filters.direction}
            onChange={(event) =>
              messages.setFilters({ direction: Number(event.target.value) as DirectionChoice })
            }
            sx={{ minWidth: 170 }}
          >
            <MenuItem value={0}>{t('directions.all')}</MenuItem>
            <MenuItem value={MessageType.UserToResident}>
              {directionLabel({ messageTypeId: MessageType.UserToResident })}
            </MenuItem>
            <MenuItem value={MessageType.ResidentToUser}>
              {directionLabel({ messageTypeId: MessageType.ResidentToUser })}
            </MenuItem>
          </TextField>
          <TextField
            select
            size="small"
            label={t('moderation.filter')}
            value={messages.filters.moderation ?? ''}
            onChange={(event) =>
              messages.setFilters({ moderation: event.target.value as MessageModeration | '' })
            }
            sx={{ minWidth: 170 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('moderation.all')}</MenuItem>
            {MESSAGE_MODERATIONS.map((moderation) => (
              <MenuItem key={moderation} value={moderation}>
                {t(`moderation.${moderation}`)}
              </MenuItem>
            ))}
          </TextField>
          <SearchField
            label={t('search')}
            clearLabel={t('clearSearch')}
            value={messages.filters.search}
            onChange={(search) => messages.setFilters({ search })}
          />
        </>
      }
    >
      <LocalGrid
        label={t('table')}
        rows={messages.rows}
        columns={columns}
        firstLoad={messages.firstLoad}
        noRowsText={t('empty')}
      />
      <MessagePreviewDialog
        message={messages.previewing}
        mayDownload={isAdmin}
        onClose={() => messages.preview(null)}
        onOpened={messages.refresh}
        mayModerate={seesUsers}
        deciding={messages.deciding}
        onApprove={messages.approve}
        onDecline={messages.decline}
      />
      <ComposeDialog
        open={messages.composing}
        sending={messages.sending}
        onSend={messages.send}
        onClose={messages.closeCompose}
        recipients={origin.recipients}
      />
      <ConfirmDialog
        open={messages.deleting !== null}
        title={t('deleteTitle')}
        confirmLabel={t('deleteAction')}
        cancelLabel={t('common:actions.cancel')}
        busy={messages.removing}
        destructive
        onConfirm={messages.confirmDelete}
        onCancel={messages.cancelDelete}
      >
        {t('deleteText', { subject: messages.deleting?.subject ?? '' })}
      </ConfirmDialog>
      <Snackbar
        open={messages.sentNotice}
        autoHideDuration={6000}
        onClose={messages.closeSentNotice}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled" onClose={messages.closeSentNotice}>
          {translateMessage({ key: 'message.sent' })}
        </Alert>
      </Snackbar>
    </ResourceScreen>
  );
}
