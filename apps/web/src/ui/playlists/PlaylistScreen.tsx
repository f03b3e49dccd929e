import { useMemo, type ReactNode } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { LocalGrid, ResourceScreen, useTableLocale } from '../resource';
import { playlistColumns, type PlaylistRow } from './playlist-columns';
import { PlaylistDeleteDialog, type PlaylistDeleting } from './PlaylistDeleteDialog';
import type { PlaylistNamespace } from './PlaylistTextsForm';

/**
 * How a playlist feature's list screen differs from the others' (decision 0109): its texts'
 * namespace, its content column, which rows may not be deleted, and its own columns.
 */
export interface PlaylistScreenConfig<R extends PlaylistRow> {
  namespace: PlaylistNamespace;
  /** The content column's header, and its width and sorting where they differ from the kit's. */
  content: { header: string; width?: number; sortable?: boolean };
  /** The delete's name for a row when it is not the feature's `delete` text, and when it is greyed. */
  deleteLabel?: (row: R) => string;
  deleteDisabled?: (row: R) => boolean;
  /** The feature's own columns: before the name, and between the content and the date added. */
  leading?: GridColDef<R>[];
  middle: GridColDef<R>[];
}

/** What the screen uses of the feature's list hook (`usePlaylists` under the feature's names). */
export interface PlaylistScreenList<R> extends PlaylistDeleting {
  rows: R[];
  firstLoad: boolean;
  startCreate: () => void;
  startEdit: (row: R) => void;
  askToDelete: (row: R) => void;
}

/**
 * A playlist feature's screen (spec 03 §2.7 to §2.9): the owner pickers, New, the table of
 * playlists (name opening the edit dialog, description, content, the feature's columns, date
 * added and delete), the feature's form dialog, the delete confirmation and the feature's other
 * dialogs.
 */
export function PlaylistScreen<R extends PlaylistRow>(props: {
  config: PlaylistScreenConfig<R>;
  list: PlaylistScreenList<R>;
  onOpenContent: (row: R) => void;
  title: string;
  filters: ReactNode;
  /** New is greyed until an owner (a resident, a kiosk) is chosen. */
  ownerChosen: boolean;
  tableLabel: string;
  noRowsText: string;
  form: ReactNode;
  children?: ReactNode;
}) {
  const { config, list, onOpenContent } = props;
  const { t } = useTranslation([config.namespace, 'common']);
  const locale = useTableLocale();
  const columns = useMemo<GridColDef<R>[]>(() => {
    const common = playlistColumns<R>({
      headers: {
        name: t('columns.name'),
        description: t('columns.description'),
        content: config.content.header,
        added: t('columns.added'),
        delete: t('columns.delete'),
      },
      locale,
      contentWidth: config.content.width,
      contentSortable: config.content.sortable,
      editLabel: (row) => t('edit', { name: row.name }),
      contentLabel: (row) => t('editContent', { name: row.name }),
      deleteLabel: config.deleteLabel ?? ((row) => t('delete', { name: row.name })),
      deleteDisabled: config.deleteDisabled,
      onEdit: list.startEdit,
      onOpenContent,
      onDelete: list.askToDelete,
    });
    return [
      ...(config.leading ?? []),
      common.name,
      common.description,
      common.content,
      ...config.middle,
      common.added,
      common.delete,
    ];
  }, [t, locale, config, list, onOpenContent]);
  return (
    <ResourceScreen
      title={props.title}
      newLabel={t('new')}
      onNew={list.startCreate}
      newDisabled={!props.ownerChosen}
      rowFrom="md"
      filters={props.filters}
    >
      <LocalGrid
        label={props.tableLabel}
        rows={list.rows}
        columns={columns}
        firstLoad={list.firstLoad}
        noRowsText={props.noRowsText}
      />
      {props.form}
      <PlaylistDeleteDialog
        flow={list}
        title={t('deleteTitle')}
        confirmLabel={t('deleteAction')}
        cancelLabel={t('common:actions.cancel')}
        text={(name) => t('deleteText', { name })}
      />
      {props.children}
    </ResourceScreen>
  );
}
