import { CommunityPlaylistsScreen } from '../modules/community-playlists';

/** Community Playlists (/kioskPlaylistManager): a Genie kiosk's playlists. */
export const CommunityPlaylistsPage = () => <CommunityPlaylistsScreen />;
