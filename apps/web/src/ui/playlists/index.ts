/** The console's playlist kit (decision 0109): what memory albums, community playlists and Abby profiles share. */
export * from './usePlaylists';
export * from './PlaylistContent';
export * from './playlist-items.util';
export * from './playlist-columns';
export * from './PlaylistDeleteDialog';
export * from './PlaylistTextsForm';
export * from './PlaylistScreen';
