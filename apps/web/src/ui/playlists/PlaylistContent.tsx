import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, LocalGrid, SearchField } from '../resource';

/**
 * An open playlist's entries (decision 0109): the feature's filter beside the search, then the
 * grid whose rows are selected for removal. The texts are the feature's.
 */
export function PlaylistEntriesGrid<R extends GridValidRowModel & { id: number }>(props: {
  filter: ReactNode;
  search: string;
  onSearch: (search: string) => void;
  label: string;
  rows: R[];
  columns: GridColDef<R>[];
  firstLoad: boolean;
  noRowsText: string;
  selected: number[];
  onSelected: (ids: number[]) => void;
}) {
  const { t } = useTranslation('media');
  return (
    <Box component="main" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {props.filter}
        <SearchField
          label={t('search')}
          placeholder={t('searchHint')}
          clearLabel={t('clearSearch')}
          value={props.search}
          onChange={props.onSearch}
        />
      </Box>
      <LocalGrid<R>
        label={props.label}
        rows={props.rows}
        columns={props.columns}
        firstLoad={props.firstLoad}
        noRowsText={props.noRowsText}
        getRowId={(row) => row.id}
        checkboxSelection
        rowSelectionModel={{ type: 'include', ids: new Set(props.selected) }}
        onRowSelectionModelChange={(model) => props.onSelected([...model.ids].map(Number))}
      />
    </Box>
  );
}

/** The confirmation before the selected entries go, in the feature's `detail.remove*` texts. */
export function PlaylistRemoveDialog({
  namespace,
  selection,
  busy,
}: {
  namespace: 'albums' | 'communityPlaylists' | 'abbyProfiles';
  selection: { confirmingRemove: boolean; confirmRemove: () => void; cancelRemove: () => void };
  busy: boolean;
}) {
  const { t } = useTranslation([namespace, 'common']);
  return (
    <ConfirmDialog
      open={selection.confirmingRemove}
      title={t('detail.removeTitle')}
      confirmLabel={t('detail.removeAction')}
      cancelLabel={t('common:actions.cancel')}
      busy={busy}
      destructive
      onConfirm={selection.confirmRemove}
      onCancel={selection.cancelRemove}
    >
      {t('detail.removeText')}
    </ConfirmDialog>
  );
}
