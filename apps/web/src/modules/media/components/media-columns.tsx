import { Link } from '@mui/material';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { TruncatedCell } from '../../../ui/resource';
import { MediaPreviewCell, type PreviewableMedia } from './MediaPreviewCell';

/** The Preview column: the thumbnail (or the kind's icon), opening the preview. */
export function previewColumn<R extends PreviewableMedia & GridValidRowModel>(
  headerName: string,
  onPreview: (row: R) => void,
): GridColDef<R> {
  return {
    field: 'thumbnail',
    headerName,
    width: 110,
    sortable: false,
    renderCell: ({ row }) => <MediaPreviewCell item={row} onOpen={onPreview} />,
  };
}

export interface TitleColumnOptions<R> {
  headerName: string;
  /** The link's name for a row, as a screen reader says it ("Edit Sunrise"). */
  editLabel: (row: R) => string;
  isEditable: (row: R) => boolean;
  onEdit: (row: R) => void;
}

/** The Title column: a link opening the edit dialog on an editable row, the plain title otherwise. */
export function titleColumn<R extends { title: string } & GridValidRowModel>({
  headerName,
  editLabel,
  isEditable,
  onEdit,
}: TitleColumnOptions<R>): GridColDef<R> {
  return {
    field: 'title',
    headerName,
    flex: 1,
    minWidth: 160,
    renderCell: ({ row }) =>
      isEditable(row) ? (
        <Link
          component="button"
          type="button"
          aria-label={editLabel(row)}
          onClick={() => onEdit(row)}
          sx={{ textAlign: 'left', maxWidth: '100%' }}
        >
          <TruncatedCell text={row.title} />
        </Link>
      ) : (
        <TruncatedCell text={row.title} />
      ),
  };
}
