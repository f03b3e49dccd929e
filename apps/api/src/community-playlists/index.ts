export { KioskPlaylistsModule } from './kiosk-playlists.module.js';
export { KioskPlaylistCommandMessage } from './kiosk-playlist.commands.js';
import { KioskPlaylistItemRow, KioskPlaylistRow } from './kiosk-playlist.row.js';

export { KioskPlaylistItemRow, KioskPlaylistRow };
export const KIOSK_PLAYLIST_ENTITIES = [KioskPlaylistRow, KioskPlaylistItemRow];
