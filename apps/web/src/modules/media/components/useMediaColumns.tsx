import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { formatTableDate, type MediaItem } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { TruncatedCell, useTableLocale } from '../../../ui/resource';
import { BEHAVIOUR_KEYS } from '../utils/media-managers.util';
import { previewColumn, titleColumn } from './media-columns';
import { MediaTypeIcon } from './MediaTypeIcon';

export interface MediaColumnsOptions<R extends MediaItem = MediaItem> {
  /** The Behaviour column shows on a kiosk's library only. */
  showsBehaviour: boolean;
  onPreview: (item: R) => void;
  onEdit: (item: R) => void;
  /** In the media selector (spec 03 §2.3): titles are not links and Added By is not shown. */
  selecting?: boolean;
}

/**
 * The media table's columns (spec 03 §2.1): Preview, content type, Title (a link to the edit
 * dialog when the item is editable), Description, Behaviour (kiosk libraries), Added By and
 * Added (MMM-DD-YYYY).
 */
export function useMediaColumns<R extends MediaItem = MediaItem>({
  showsBehaviour,
  onPreview,
  onEdit,
  selecting = false,
}: MediaColumnsOptions<R>) {
  const { t } = useTranslation('media');
  const locale = useTableLocale();
  return useMemo<GridColDef<R>[]>(
    () => [
      previewColumn(t('columns.preview'), onPreview),
      {
        field: 'kind',
        headerName: t('columns.type'),
        width: 70,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ row }) => (
          <MediaTypeIcon
            kind={row.kind}
            titleAccess={t(`kinds.${row.kind}`)}
            color="action"
            sx={{ verticalAlign: 'middle' }}
          />
        ),
      },
      titleColumn<R>({
        headerName: t('columns.title'),
        editLabel: (row) => t('editTitle', { title: row.title }),
        isEditable: (row) => !selecting && row.isEditable,
        onEdit,
      }),
      {
        field: 'description',
        headerName: t('columns.description'),
        flex: 1,
        minWidth: 140,
        sortable: false,
        renderCell: ({ row }) => <TruncatedCell text={row.description} />,
      },
      ...(showsBehaviour
        ? [
            {
              field: 'kioskFolder',
              headerName: t('columns.behaviour'),
              width: 130,
              sortable: false,
              valueGetter: (_value: unknown, row: R) =>
                row.kioskFolder ? t(`behaviours.${BEHAVIOUR_KEYS[row.kioskFolder]}`) : '',
            } satisfies GridColDef<R>,
          ]
        : []),
      ...(selecting ? [] : [{ field: 'addedBy', headerName: t('columns.addedBy'), width: 150 }]),
      {
        field: 'createDate',
        headerName: t('columns.added'),
        width: 125,
        valueFormatter: (value: string) => formatTableDate(value, locale),
      },
    ],
    [t, locale, showsBehaviour, onPreview, onEdit, selecting],
  );
}
