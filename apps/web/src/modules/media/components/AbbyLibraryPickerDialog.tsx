import { useId, useState } from 'react';
import { AppBar, Box, Button, Dialog, IconButton, Toolbar, Typography } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { MEDIA_PAGE_SIZES, type MediaPathType } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import type { AbbyPickerProfile } from '../api/abby-media.endpoints';
import { gridOf, ResourceGrid, SearchField } from '../../../ui/resource';
import { useAbbyLibrary } from '../hooks/useAbbyLibrary';
import type { AbbyLibraryRow } from '../utils/abby-library.util';
import { selectedIdsOf, selectionOf } from '../utils/media-selection.util';
import { MediaPreviewDialog } from './MediaPreviewDialog';
import { useAbbyColumns } from './useAbbyColumns';

export interface AbbyLibraryPickerDialogProps {
  /** The profile the files go to, or null when closed. */
  profile: AbbyPickerProfile | null;
  pathType: MediaPathType | null;
  title: string;
  busy?: boolean;
  onClose: () => void;
  onChoose: (mediaFileIds: number[]) => void;
}

/**
 * The Abby shared library as a picker (spec 03 §2.2; decisions 0041, 0075): its files of one path
 * type that the profile does not hold yet, with the library screen's hook and reduced columns
 * (Preview, Title, Duration, Added), search and paging; Close and OK (enabled once something is
 * chosen).
 */
export function AbbyLibraryPickerDialog(props: AbbyLibraryPickerDialogProps) {
  const titleId = useId();
  const open = props.profile !== null && props.pathType !== null;
  return (
    <Dialog fullScreen open={open} onClose={props.busy ? undefined : props.onClose} aria-labelledby={titleId}>
      {open ? (
        <PickerContent {...props} profile={props.profile!} pathType={props.pathType!} titleId={titleId} />
      ) : null}
    </Dialog>
  );
}

function PickerContent({
  profile,
  pathType,
  title,
  titleId,
  busy = false,
  onClose,
  onChoose,
}: AbbyLibraryPickerDialogProps & { profile: AbbyPickerProfile; pathType: MediaPathType; titleId: string }) {
  const { t } = useTranslation(['media', 'common']);
  const library = useAbbyLibrary({ profile, pathType });
  const [previewed, setPreviewed] = useState<AbbyLibraryRow | null>(null);
  const columns = useAbbyColumns({
    pathTypes: [pathType],
    onPreview: setPreviewed,
    onRename: () => undefined,
    picker: true,
  });
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
            disabled={busy || library.selected.length === 0}
            onClick={() => onChoose(library.selected)}
          >
            {t('common:actions.ok')}
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <SearchField
          label={t('search')}
          placeholder={t('abby.searchHint')}
          clearLabel={t('clearSearch')}
          value={library.list.searchText}
          onChange={library.list.setSearchText}
        />
        <ResourceGrid<AbbyLibraryRow>
          label={t('table', { title })}
          columns={columns}
          noRowsText={t('empty')}
          pageSizeOptions={MEDIA_PAGE_SIZES}
          rowHeight={64}
          getRowId={(row) => row.mediaFileId}
          checkboxSelection
          isRowSelectable={({ row }) => row.processing !== 'failed'}
          rowSelectionModel={selectionOf(library.selected)}
          onRowSelectionModelChange={(model) =>
            library.setSelected(
              selectedIdsOf(
                model,
                library.rows,
                (row) => row.mediaFileId,
                (row) => row.processing !== 'failed',
              ),
            )
          }
          {...gridOf(library)}
        />
      </Box>
      <MediaPreviewDialog item={previewed} mayDownload={false} onClose={() => setPreviewed(null)} />
    </>
  );
}
