import { AlbumsScreen } from '../modules/albums';

/** Memory Albums (/residentPlaylistManager): a resident's Genie playlists. */
export const AlbumsPage = () => <AlbumsScreen />;
