import { MEDIA_PAGE_SIZES } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { gridOf, ResourceGrid, ResourceScreen } from '../../../ui/resource';
import { useMediaScreen } from '../hooks/useMediaScreen';
import type { MediaManagerRoute } from '../utils/media-managers.util';
import { selectedIdsOf, selectionOf } from '../utils/media-selection.util';
import { DeleteMediaDialog } from './DeleteMediaDialog';
import { MediaPreviewDialog } from './MediaPreviewDialog';
import { MediaToolbar } from './MediaToolbar';
import { MediaUploadDialog } from './MediaUploadDialog';
import { useMediaColumns } from './useMediaColumns';

/**
 * The Genie media managers (spec 03 §2.1): public media, manuals, promotional media, a
 * resident's library and a kiosk's library in one table screen, with its pickers, filters,
 * paging on the server, the delete of the selected rows, Add Media and the preview. The list
 * follows the library live: a thumbnail shows as soon as the worker has made it.
 */
export function MediaScreen({ route }: { route: MediaManagerRoute }) {
  const { t } = useTranslation(['media', 'navigation']);
  const screen = useMediaScreen(route);
  const { pickers, items, upload, library } = screen;
  const title = t(`navigation:routes.${route}`);
  const columns = useMediaColumns({
    showsBehaviour: screen.source === 'kiosk',
    onPreview: screen.preview,
    onEdit: upload.edit,
  });

  return (
    <ResourceScreen
      title={title}
      newLabel=""
      rowFrom="md"
      filters={
        <MediaToolbar
          kiosk={{
            state: pickers.modes.kiosk,
            options: pickers.kiosks,
            value: pickers.kioskId,
            onChange: pickers.chooseKiosk,
          }}
          library={{
            state: pickers.modes.library,
            options: pickers.residents,
            value: pickers.residentId,
            onChange: pickers.chooseResident,
          }}
          loadingLibraries={pickers.loadingResidents}
          ready={library !== null}
          mediaType={items.mediaType}
          onMediaType={items.setMediaType}
          search={items.list.searchText}
          onSearch={items.list.setSearchText}
          selectedCount={items.selected.length}
          onDelete={items.askToDelete}
          kinds={screen.kinds}
          onFiles={(kind, files) => library && upload.pick({ context: 'genie', library }, kind, files)}
        />
      }
    >
      <ResourceGrid
        label={t('media:table', { title })}
        columns={columns}
        noRowsText={library ? t('media:empty') : t('media:noLibrary')}
        pageSizeOptions={MEDIA_PAGE_SIZES}
        rowHeight={64}
        getRowId={(row) => row.mediaItemId}
        checkboxSelection
        isRowSelectable={({ row }) => row.isSelectable}
        rowSelectionModel={selectionOf(items.selected)}
        onRowSelectionModelChange={(model) =>
          items.setSelected(
            selectedIdsOf(
              model,
              items.rows,
              (row) => row.mediaItemId,
              (row) => row.isSelectable,
            ),
          )
        }
        {...gridOf(items)}
      />
      <MediaUploadDialog flow={upload} />
      <MediaPreviewDialog
        item={screen.previewed}
        mayDownload={screen.isAdmin}
        onClose={() => screen.preview(null)}
      />
      <DeleteMediaDialog selection={items} />
    </ResourceScreen>
  );
}
