import { useId, useMemo, useState, type ReactNode } from 'react';
import { AppBar, Box, Button, Dialog, IconButton, Toolbar, Typography } from '@mui/material';
import Close from '@mui/icons-material/Close';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, LocalGrid, SearchField } from '../resource';
import type { PlaylistNamespace } from './PlaylistTextsForm';

/**
 * An open playlist's bar (decision 0109), at the top of its full-screen dialog: Close, the
 * playlist's title (the dialog's name, `titleId`), then the feature's actions.
 */
export function PlaylistDetailBar({
  titleId,
  title,
  onClose,
  children,
}: {
  titleId: string;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <AppBar position="sticky" color="default" elevation={1}>
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
        <IconButton edge="start" aria-label={t('actions.close')} onClick={onClose}>
          <Close />
        </IconButton>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {children}
      </Toolbar>
    </AppBar>
  );
}

/** What an open playlist's hook says of its selected entries (`usePlaylistSelection`). */
interface EntrySelection {
  selected: number[];
  setSelected: (ids: number[]) => void;
  askToRemove: () => void;
}

/**
 * The bar's Remove, in the feature's `detail.remove` text with the count selected, asking for the
 * confirmation: shown once entries are selected, or `always` and greyed while none is.
 */
export function PlaylistRemoveButton({
  namespace,
  selection,
  always = false,
}: {
  namespace: PlaylistNamespace;
  selection: EntrySelection;
  always?: boolean;
}) {
  const { t } = useTranslation(namespace);
  const count = selection.selected.length;
  if (count === 0 && !always) return null;
  return (
    <Button color="error" disabled={count === 0} onClick={selection.askToRemove}>
      {t('detail.remove', { count })}
    </Button>
  );
}

/**
 * An open playlist's entries searched and filtered by kind in the dialog (they are few, spec 03
 * §2.6): the search, the kind chosen (null: all), the rows `shown` keeps, and the media the
 * playlist holds (which the selector offers no more).
 */
export function usePlaylistEntries<R extends { mediaItemId: number }, K>(
  entries: readonly R[] | undefined,
  shown: (entries: readonly R[], kind: K | null, search: string) => R[],
) {
  const [kind, setKind] = useState<K | null>(null);
  const [search, setSearch] = useState('');
  const rows = useMemo(() => shown(entries ?? [], kind, search), [entries, kind, search, shown]);
  const mediaItemIds = useMemo(() => (entries ?? []).map((entry) => entry.mediaItemId), [entries]);
  return { kind, setKind, search, setSearch, rows, mediaItemIds };
}

/**
 * An open playlist's entries (decision 0109): above the grid the feature's notice, or its filter
 * beside the search; then the grid whose rows are selected for removal. The texts are the feature's.
 */
export function PlaylistEntriesGrid<R extends GridValidRowModel & { id: number }>(props: {
  notice?: ReactNode;
  search?: { filter: ReactNode; search: string; setSearch: (search: string) => void };
  label: string;
  rows: R[];
  columns: GridColDef<R>[];
  firstLoad: boolean;
  noRowsText: string;
  selection: Pick<EntrySelection, 'selected' | 'setSelected'>;
}) {
  const { t } = useTranslation('media');
  const { search, selection } = props;
  return (
    <Box component="main" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      {props.notice}
      {search ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
          {search.filter}
          <SearchField
            label={t('search')}
            placeholder={t('searchHint')}
            clearLabel={t('clearSearch')}
            value={search.search}
            onChange={search.setSearch}
          />
        </Box>
      ) : null}
      <LocalGrid<R>
        label={props.label}
        rows={props.rows}
        columns={props.columns}
        firstLoad={props.firstLoad}
        noRowsText={props.noRowsText}
        getRowId={(row) => row.id}
        checkboxSelection
        rowSelectionModel={{ type: 'include', ids: new Set(selection.selected) }}
        onRowSelectionModelChange={(model) => selection.setSelected([...model.ids].map(Number))}
      />
    </Box>
  );
}

/** What an open playlist's hook says of the removal's confirmation (`usePlaylistSelection`). */
interface RemoveConfirmation {
  confirmingRemove: boolean;
  confirmRemove: () => void;
  cancelRemove: () => void;
}

/** The confirmation before the selected entries go, in the feature's `detail.remove*` texts. */
export function PlaylistRemoveDialog({
  namespace,
  selection,
  busy,
}: {
  namespace: PlaylistNamespace;
  selection: RemoveConfirmation;
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

/**
 * An open playlist of media items, full screen (spec 03 §2.6; albums and community playlists):
 * the bar (Close, the name, Remove once items are selected, then the feature's `actions`), the
 * items searched and filtered here (`usePlaylistEntries`, beside the feature's kind `filter`) in
 * the grid whose rows are selected for removal, the feature's media `selector`, the removal's
 * confirmation, and the feature's other dialogs. The texts are the feature's (`detail.table`,
 * `detail.empty`, `detail.remove*`).
 */
export function PlaylistContentDialog<
  R extends GridValidRowModel & { id: number; mediaItemId: number },
>(props: {
  namespace: PlaylistNamespace;
  open: boolean;
  onClose: () => void;
  name: string;
  entries: { search: string; setSearch: (search: string) => void; rows: R[] };
  filter: ReactNode;
  columns: GridColDef<R>[];
  detail: EntrySelection & RemoveConfirmation & { firstLoad: boolean; removingItems: boolean };
  actions: ReactNode;
  selector: ReactNode;
  children?: ReactNode;
}) {
  const { namespace, name, entries, detail } = props;
  const { t } = useTranslation(namespace);
  const titleId = useId();
  return (
    <Dialog fullScreen open={props.open} onClose={props.onClose} aria-labelledby={titleId}>
      <PlaylistDetailBar titleId={titleId} title={name} onClose={props.onClose}>
        <PlaylistRemoveButton namespace={namespace} selection={detail} />
        {props.actions}
      </PlaylistDetailBar>
      <PlaylistEntriesGrid<R>
        search={{ filter: props.filter, search: entries.search, setSearch: entries.setSearch }}
        label={t('detail.table', { name })}
        rows={entries.rows}
        columns={props.columns}
        firstLoad={detail.firstLoad}
        noRowsText={t('detail.empty')}
        selection={detail}
      />
      {props.selector}
      <PlaylistRemoveDialog namespace={namespace} selection={detail} busy={detail.removingItems} />
      {props.children}
    </Dialog>
  );
}
