import { useTranslation } from 'react-i18next';
import { PlaylistFormDialog } from '../../../ui/playlists';
import type { useAlbums } from '../hooks/useAlbums';

/** The create and edit dialog of an album (spec 03 §2.7): name, description, slide show. */
export function AlbumFormDialog({ albums }: { albums: ReturnType<typeof useAlbums> }) {
  const { t } = useTranslation('albums');
  return (
    <PlaylistFormDialog
      namespace="albums"
      editing={albums.editing && { item: albums.editing.album }}
      saving={albums.saving}
      flagOf={(album) => ({
        control: 'checkbox',
        label: t('slideShow'),
        state: 'enabled',
        hint: null,
        initial: album?.isSlideShow ?? false,
      })}
      onSave={({ flag, ...texts }) => albums.save({ ...texts, isSlideShow: flag })}
      onClose={albums.closeEdit}
    />
  );
}
