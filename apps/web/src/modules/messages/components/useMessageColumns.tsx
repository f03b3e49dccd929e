import { useMemo } from 'react';
import { Avatar, Box, Chip, IconButton, Stack, Tooltip } from '@mui/material';
import TextSnippet from '@mui/icons-material/TextSnippetOutlined';
import KeyboardVoice from '@mui/icons-material/KeyboardVoiceOutlined';
import Movie from '@mui/icons-material/MovieOutlined';
import Image from '@mui/icons-material/ImageOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { formatTableDate, type ResidentMessage } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { DeleteRowButton, TruncatedCell, usePersonName, useTableLocale } from '../../../ui/resource';
import { isFromUser } from '../utils/messages.util';

const KIND_ICONS = {
  text: <TextSnippet color="action" />,
  audio: <KeyboardVoice color="action" />,
  video: <Movie color="action" />,
  image: <Image color="action" />,
} as const;

export interface MessageColumnsOptions {
  /** Admins and managers see the user and From/To; others the direction. */
  seesUsers: boolean;
  directionLabel: (message: Pick<ResidentMessage, 'messageTypeId'>) => string;
  /** The residents' pictures, by resident id. */
  pictures: ReadonlyMap<number, string>;
  onPreview: (message: ResidentMessage) => void;
  onDelete: (message: ResidentMessage) => void;
}

/**
 * The Message manager's columns (spec 03 §2.13): the media thumbnail or kind icon (opening the
 * preview), the user and From/To or the direction, the resident's picture and name, the subject
 * (with its moderation state), sent and opened dates, and delete.
 */
export function useMessageColumns({
  seesUsers,
  directionLabel,
  pictures,
  onPreview,
  onDelete,
}: MessageColumnsOptions) {
  const { t } = useTranslation('messages');
  const locale = useTableLocale();
  const personName = usePersonName();
  return useMemo<GridColDef<ResidentMessage>[]>(
    () => [
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
                onClick={() => onPreview(row)}
              >
                {thumbnail ? (
                  <Box
                    component="img"
                    src={thumbnail}
                    alt={t(`kinds.${row.kind}`)}
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
          <DeleteRowButton label={t('delete', { subject: row.subject })} onClick={() => onDelete(row)} />
        ),
      },
    ],
    [t, locale, personName, seesUsers, directionLabel, pictures, onPreview, onDelete],
  );
}
