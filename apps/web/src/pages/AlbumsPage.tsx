import { AlbumsScreen } from '../modules/memory-albums';

/** Memory Albums (/residentPlaylistManager): a resident's Genie playlists. */
export const AlbumsPage = () => <AlbumsScreen />;
