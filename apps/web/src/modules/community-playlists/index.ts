export { CommunityPlaylistsScreen } from './components/CommunityPlaylistsScreen';
