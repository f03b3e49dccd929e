/** The playlist kit of the API (decision 0109): what memory albums, community playlists and Abby profiles share. */
export * from './playlist-reads.js';
export * from './playlist-routes.js';
export * from './playlist-rows.js';
export * from './playlist-schemas.js';
