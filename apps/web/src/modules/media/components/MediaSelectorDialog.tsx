import { useEffect, useId, useState } from 'react';
import {
  AppBar,
  Box,
  Button,
  Dialog,
  IconButton,
  MenuItem,
  TextField,
  Toolbar,
  Typography,
} from '@mui/material';
import Close from '@mui/icons-material/Close';
import { MEDIA_PAGE_SIZES, type MediaItem } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import type { MediaLibrary } from '../api/media.endpoints';
import { gridOf, ResourceGrid, SearchField } from '../../../ui/resource';
import { useMediaList } from '../hooks/useMediaList';
import { useSession } from '../../session';
import { selectedIdsOf, selectionOf, selectorLayout } from '../utils/media-selection.util';
import { MediaPreviewDialog } from './MediaPreviewDialog';
import { MediaTypeFilter } from './MediaToolbar';
import { useMediaColumns } from './useMediaColumns';

/** A library the selector offers, with its name in the picker. */
export interface SelectorLibrary {
  library: MediaLibrary;
  label: string;
}

export interface MediaSelectorDialogProps {
  open: boolean;
  title: string;
  /** Resident playlists offer the resident's library and the public one (spec 03 §2.3). */
  libraries: readonly SelectorLibrary[];
  /** A cover picker: pictures only, one of them, the current cover chosen at first. */
  cover?: { current: number | null };
  /** Media the playlist holds already: shown, greyed out, and not offered again. */
  alreadyIn?: readonly number[];
  busy?: boolean;
  onClose: () => void;
  onChoose: (mediaItemIds: number[]) => void;
}

/**
 * The media selector (spec 03 §2.3): a full-screen library table with Close, its title and OK
 * (enabled once something is chosen); the library picker for admins or when there is more than
 * one library, the content type and the search; the Behaviour column on a kiosk's library (a
 * Community Playlist's). As a cover picker it hides both pickers and lists pictures only.
 */
const NONE: readonly number[] = [];

export function MediaSelectorDialog(props: MediaSelectorDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      fullScreen
      open={props.open}
      onClose={props.busy ? undefined : props.onClose}
      aria-labelledby={titleId}
    >
      {props.open ? <SelectorContent {...props} titleId={titleId} /> : null}
    </Dialog>
  );
}

function SelectorContent({
  title,
  titleId,
  libraries,
  cover,
  alreadyIn = NONE,
  busy = false,
  onClose,
  onChoose,
}: MediaSelectorDialogProps & { titleId: string }) {
  const { t } = useTranslation(['media', 'common']);
  const { flags } = useSession();
  const [libraryIndex, setLibraryIndex] = useState(0);
  const library = libraries[libraryIndex]?.library ?? null;
  const items = useMediaList(library);
  const [previewed, setPreviewed] = useState<MediaItem | null>(null);
  const isCover = cover !== undefined;
  const shows = selectorLayout(libraries.length, library?.owner ?? null, {
    isAdmin: flags?.isAdmin ?? false,
    isCover,
  });
  const isSelectable = (row: MediaItem): boolean =>
    row.processing !== 'failed' && !alreadyIn.includes(row.mediaItemId);
  const columns = useMediaColumns({
    showsBehaviour: shows.behaviour,
    onPreview: setPreviewed,
    onEdit: () => undefined,
    selecting: true,
  });
  const { setMediaType, setSelected } = items;
  const currentCover = cover?.current ?? null;
  useEffect(() => {
    if (!isCover) return;
    setMediaType('image');
    if (currentCover !== null) setSelected([currentCover]);
  }, [isCover, currentCover, setMediaType, setSelected]);

  return (
    <>
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton edge="start" aria-label={t('common:actions.close')} onClick={onClose} disabled={busy}>
            <Close />
          </IconButton>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
            {title}
          </Typography>
          <Button
            variant="contained"
            disabled={busy || items.selected.length === 0}
            onClick={() => onChoose(items.selected)}
          >
            {t('common:actions.ok')}
          </Button>
        </Toolbar>
      </AppBar>
      <Box
        component="main"
        sx={{
          p: 2,
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
          '& .already-in': { color: 'text.secondary' },
        }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
          {shows.libraryPicker ? (
            <TextField
              select
              size="small"
              label={t('library')}
              value={libraryIndex}
              onChange={(event) => setLibraryIndex(Number(event.target.value))}
              sx={{ width: { xs: '100%', sm: 220 }, flexShrink: 0 }}
            >
              {libraries.map((choice, index) => (
                <MenuItem key={choice.label} value={index}>
                  {choice.label}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          {shows.typeFilter ? (
            <MediaTypeFilter value={items.mediaType} onChange={items.setMediaType} />
          ) : null}
          <SearchField
            label={t('search')}
            placeholder={t('searchHint')}
            clearLabel={t('clearSearch')}
            value={items.list.searchText}
            onChange={items.list.setSearchText}
          />
        </Box>
        {alreadyIn.length > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('alreadyInHint')}
          </Typography>
        ) : null}
        <ResourceGrid
          label={t('table', { title })}
          columns={columns}
          noRowsText={t('empty')}
          pageSizeOptions={MEDIA_PAGE_SIZES}
          rowHeight={64}
          getRowId={(row) => row.mediaItemId}
          checkboxSelection
          isRowSelectable={({ row }) => isSelectable(row)}
          getRowClassName={({ row }) => (alreadyIn.includes(row.mediaItemId) ? 'already-in' : '')}
          rowSelectionModel={selectionOf(items.selected)}
          onRowSelectionModelChange={(model) => {
            const ids = selectedIdsOf(model, items.rows, (row) => row.mediaItemId, isSelectable);
            // A cover is one picture: the last one ticked.
            items.setSelected(isCover ? ids.filter((id) => !items.selected.includes(id)).slice(-1) : ids);
          }}
          {...gridOf(items)}
        />
      </Box>
      <MediaPreviewDialog item={previewed} mayDownload={false} onClose={() => setPreviewed(null)} />
    </>
  );
}
