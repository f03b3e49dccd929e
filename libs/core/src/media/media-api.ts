/** What the media items endpoints answer (spec 03 §3 "Media item", §7 "Media (Genie)"). */
import type { KioskFolder, MediaKind, MediaProcessing } from './media-item.js';

export interface MediaItem {
  mediaItemId: number;
  /** The stored file's name inside its container. */
  blobName: string;
  containerName: string;
  title: string;
  description: string;
  kind: MediaKind;
  contentType: string;
  /** Bytes of the file as uploaded. */
  size: number;
  /** Seconds; null for a picture. */
  duration: number | null;
  kioskFolder: KioskFolder | null;
  addedBy: string | null;
  createDate: string;
  processing: MediaProcessing;
  /** A signed address of the thumbnail, null while there is none (and for audio, shown as an icon). */
  thumbnail: string | null;
  /** A signed address of the file to play: the transcoded MP4 of a video once it exists. */
  uri: string;
  isEditable: boolean;
  /** False for media tied to a message (spec 03 §1): it cannot be selected for deletion. */
  isSelectable: boolean;
  kioskId: number | null;
}

export type MediaSortField = 'title' | 'createDate' | 'kind' | 'addedBy';

export interface MediaItemsResponse {
  mediaItems: MediaItem[];
  total: number;
}

/** One file of an upload: the item made of it, or why it was refused (nothing is kept then). */
export interface MediaUploadResult {
  fileName: string;
  mediaItem: MediaItem | null;
  errorMessage: string | null;
}

/** The metadata of one uploaded file, in the order of the files (spec 03 §3 "Upload metadata Genie"). */
export interface MediaUploadMetadata {
  title?: string;
  description?: string;
  kioskFolder?: KioskFolder;
}

/** An Abby media file of the shared library (spec 03 §3 "Abby media file"). */
export interface AbbyMediaFile {
  mediaFileId: number;
  title: string;
  /** The stored file's name inside its container. */
  filename: string;
  contentType: string;
  /** The media path type's category: Audio, Image or Video. */
  category: string;
  container: string;
  mediaPathTypeId: number;
  size: number;
  duration: number | null;
  createDate: string;
  processing: MediaProcessing;
  thumbnail: string | null;
  uri: string;
}

export interface AbbyMediaFilesResponse {
  mediaFiles: AbbyMediaFile[];
  total: number;
}
