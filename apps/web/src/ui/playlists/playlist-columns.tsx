import { IconButton, Tooltip } from '@mui/material';
import EditNote from '@mui/icons-material/EditNoteOutlined';
import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { formatTableDate, type Locale } from '@ambient/core';
import { DeleteRowButton, EditRowLink, TruncatedCell } from '../resource';

/** What every playlist-like row has: an album, a Community Playlist, an Abby profile. */
export interface PlaylistRow {
  id: number;
  name: string;
  description: string;
  mediaCount: number;
  createDate: string;
}

export interface PlaylistColumnsOptions<R extends PlaylistRow> {
  headers: { name: string; description: string; content: string; added: string; delete: string };
  locale: Locale;
  /** The content column's width (its header's length differs by screen), and whether it sorts. */
  contentWidth?: number;
  contentSortable?: boolean;
  /** The names of a row's actions: its edit link, its content button, its delete. */
  editLabel: (row: R) => string;
  contentLabel: (row: R) => string;
  deleteLabel: (row: R) => string;
  /** A row whose delete is greyed (an active playlist, spec 03 §4). */
  deleteDisabled?: (row: R) => boolean;
  onEdit: (row: R) => void;
  onOpenContent: (row: R) => void;
  onDelete: (row: R) => void;
}

/** The columns a playlist-like table shares, each screen arranging them with its own. */
export interface PlaylistColumns<R extends PlaylistRow> {
  name: GridColDef<R>;
  description: GridColDef<R>;
  content: GridColDef<R>;
  added: GridColDef<R>;
  delete: GridColDef<R>;
}

/**
 * The common columns of the playlist screens (spec 03 §2.7 to §2.9): the name opening the edit
 * dialog, the description, the content button with the media count, the date added (MMM-DD-YYYY)
 * and delete.
 */
export function playlistColumns<R extends PlaylistRow>(
  options: PlaylistColumnsOptions<R>,
): PlaylistColumns<R> {
  const { headers, locale } = options;
  return {
    name: {
      field: 'name',
      headerName: headers.name,
      flex: 1,
      minWidth: 160,
      renderCell: ({ row }) => (
        <EditRowLink text={row.name} label={options.editLabel(row)} onClick={() => options.onEdit(row)} />
      ),
    },
    description: {
      field: 'description',
      headerName: headers.description,
      flex: 1,
      minWidth: 140,
      renderCell: ({ row }) => <TruncatedCell text={row.description} />,
    },
    content: {
      field: 'mediaCount',
      headerName: headers.content,
      width: options.contentWidth ?? 110,
      sortable: options.contentSortable ?? true,
      renderCell: ({ row }) => (
        <>
          <Tooltip title={options.contentLabel(row)}>
            <IconButton
              size="small"
              aria-label={options.contentLabel(row)}
              onClick={() => options.onOpenContent(row)}
            >
              <EditNote />
            </IconButton>
          </Tooltip>
          {row.mediaCount}
        </>
      ),
    },
    added: {
      field: 'createDate',
      headerName: headers.added,
      width: 125,
      valueFormatter: (value: string) => formatTableDate(value, locale),
    },
    delete: {
      field: 'delete',
      headerName: headers.delete,
      width: 90,
      sortable: false,
      renderCell: ({ row }) => (
        <DeleteRowButton
          label={options.deleteLabel(row)}
          disabled={options.deleteDisabled?.(row) ?? false}
          onClick={() => options.onDelete(row)}
        />
      ),
    },
  };
}

/** A tick column (the active playlist, a slide show): a green check on the rows where `field` holds. */
export function tickColumn<R extends PlaylistRow>(
  field: keyof R & string,
  headerName: string,
  label: string,
  width: number,
): GridColDef<R> {
  return {
    field,
    headerName,
    width,
    align: 'center',
    headerAlign: 'center',
    renderCell: ({ row }) =>
      row[field] ? (
        <CheckCircle color="success" titleAccess={label} sx={{ verticalAlign: 'middle' }} />
      ) : null,
  };
}
