/** What the Community Playlists endpoints answer (spec 03 §3 "Kiosk playlist", "Playlist blob", §7 "Playlists"). */
import type { PlaylistBlob } from '../memory-albums/album-api.js';

export interface KioskPlaylist {
  id: number;
  kioskId: number;
  name: string;
  description: string;
  isActive: boolean;
  coverImageMediaItemId: number | null;
  coverImageBlobName: string | null;
  createDate: string;
  updateByUserId: string | null;
  /** How many items the playlist holds (those whose media still exists). */
  mediaCount: number;
  /** It lacks a media type a kiosk's active playlist needs (spec 03 §3's local flag, decision 0053). */
  isMissingMedia: boolean;
}

export interface KioskPlaylistDetail extends KioskPlaylist {
  playlistBlobs: PlaylistBlob[];
}
