/** What the Memory Albums endpoints answer (spec 03 §3 "Resident playlist", "Playlist blob", §7 "Playlists"). */
import type { MediaItem } from '../media/media-api.js';

/** An item of an album: its own id and album, then the media item it shows. */
export interface PlaylistBlob extends MediaItem {
  id: number;
  playlistId: number;
  /** When it was put in the album. */
  addDate: string;
  /**
   * When the resident's kiosk last showed it (spec 03 §2.6 "last viewed", album items only): the
   * album's last reported viewing, when the item was in the album then; null otherwise (decision 0076).
   */
  lastViewDate?: string | null;
}

export interface ResidentPlaylist {
  id: number;
  residentId: number;
  name: string;
  description: string;
  isSlideShow: boolean;
  coverImageMediaItemId: number | null;
  coverImageBlobName: string | null;
  /** A signed address of the cover's thumbnail (or its file while the thumbnail is being made). */
  coverImage: string | null;
  createDate: string;
  updateByUserId: string | null;
  /** How many items the album holds. */
  mediaCount: number;
  /** When the resident's kiosk last reported showing the album; null when never (decision 0076). */
  lastViewDate: string | null;
}

/** A Memory Album as its resident's kiosk reads it (decision 0076): enough to show and report it. */
export interface KioskAlbum {
  id: number;
  residentId: number;
  name: string;
  isSlideShow: boolean;
  mediaCount: number;
  lastViewDate: string | null;
}

export interface ResidentPlaylistDetail extends ResidentPlaylist {
  playlistBlobs: PlaylistBlob[];
}
