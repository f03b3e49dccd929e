import { useState } from 'react';
import { MEDIA_PAGE_SIZES } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { gridOf, ResourceGrid, ResourceScreen } from '../../../ui/resource';
import { useAbbyLibrary } from '../hooks/useAbbyLibrary';
import { useMediaUpload } from '../hooks/useMediaUpload';
import { kindOfCategory, type AbbyLibraryRow } from '../utils/abby-library.util';
import { selectedIdsOf, selectionOf } from '../utils/media-selection.util';
import { AbbyLibraryToolbar } from './AbbyLibraryToolbar';
import { DeleteMediaDialog } from './DeleteMediaDialog';
import { MediaPreviewDialog } from './MediaPreviewDialog';
import { MediaUploadDialog } from './MediaUploadDialog';
import { useAbbyColumns } from './useAbbyColumns';

/**
 * The Abby shared library (spec 03 §2.2): the files of one media path type, with search, paging on
 * the server, the preview, the rename of a title, the delete of the selected rows and Upload,
 * through the media dialog in its Abby context (a title per file; the path type's file types).
 * The list follows the library live.
 */
export function AbbyLibraryScreen() {
  const { t } = useTranslation(['media', 'navigation']);
  const library = useAbbyLibrary();
  const upload = useMediaUpload(false);
  const [previewed, setPreviewed] = useState<AbbyLibraryRow | null>(null);
  const { pathType } = library;
  const title = t('navigation:routes.AbbySharedLibraryManager');
  const columns = useAbbyColumns({
    pathTypes: library.pathTypes,
    onPreview: setPreviewed,
    onRename: upload.rename,
  });

  return (
    <ResourceScreen
      title={title}
      newLabel=""
      rowFrom="md"
      filters={
        <AbbyLibraryToolbar
          pathTypes={library.pathTypes}
          pathType={pathType}
          onPathType={library.choosePathType}
          search={library.list.searchText}
          onSearch={library.list.setSearchText}
          selectedCount={library.selected.length}
          onDelete={library.askToDelete}
          onFiles={(files) =>
            pathType && upload.pick({ context: 'abby', pathType }, kindOfCategory(pathType.category), files)
          }
        />
      }
    >
      <ResourceGrid
        label={t('media:table', { title })}
        columns={columns}
        noRowsText={t('media:empty')}
        pageSizeOptions={MEDIA_PAGE_SIZES}
        rowHeight={64}
        getRowId={(row) => row.mediaFileId}
        checkboxSelection
        rowSelectionModel={selectionOf(library.selected)}
        onRowSelectionModelChange={(model) =>
          library.setSelected(selectedIdsOf(model, library.rows, (row) => row.mediaFileId))
        }
        {...gridOf(library)}
      />
      <MediaUploadDialog flow={upload} />
      <MediaPreviewDialog item={previewed} mayDownload onClose={() => setPreviewed(null)} />
      <DeleteMediaDialog selection={library} />
    </ResourceScreen>
  );
}
