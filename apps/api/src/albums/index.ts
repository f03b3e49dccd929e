export { AlbumsModule } from './albums.module.js';
import { MemoryAlbumItemRow, MemoryAlbumRow } from './memory-album.row.js';

export { MemoryAlbumItemRow, MemoryAlbumRow };
export const ALBUM_ENTITIES = [MemoryAlbumRow, MemoryAlbumItemRow];
