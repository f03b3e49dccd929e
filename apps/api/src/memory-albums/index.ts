export { AlbumsModule } from './albums.module.js';
export { AlbumCommandMessage } from './memory-album.commands.js';
import { MemoryAlbumItemRow, MemoryAlbumRow } from './memory-album.row.js';

export { MemoryAlbumItemRow, MemoryAlbumRow };
export const ALBUM_ENTITIES = [MemoryAlbumRow, MemoryAlbumItemRow];
