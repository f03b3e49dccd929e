/**
 * Genie media items (spec 03 §2.1, §2.4, §3, §5): a file in a library (a resident's, a kiosk's,
 * or a shared one), its title, description and kiosk behaviour, and the state of its processing
 * (a thumbnail for pictures, a playable MP4 and a poster for videos). One stream per item.
 */
import type { MessageKey, MessageParams } from '../i18n/messages.js';
import { containerOwner, MediaContainers } from './containers.js';

export const MEDIA_KINDS = ['image', 'audio', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** The upload path segment of each kind (spec 03 §7: `mediaitems/upload/images|audio|videos`). */
export const MEDIA_UPLOAD_SEGMENTS = {
  image: 'images',
  audio: 'audio',
  video: 'videos',
} as const satisfies Readonly<Record<MediaKind, string>>;

/** How a kiosk plays an item of its own library: Standard, Announcement, Email (spec 03 §1). */
export const KIOSK_FOLDERS = ['ambient', 'announcement', 'email'] as const;
export type KioskFolder = (typeof KIOSK_FOLDERS)[number];

/** Whether the item's files are ready: pictures and videos are processed after the upload. */
export type MediaProcessing = 'pending' | 'ready' | 'failed';

export const MediaLimits = {
  titleMax: 100,
  descriptionMax: 200,
  /** Files in one upload request. */
  filesPerUpload: 20,
  /** The largest media file accepted (a video). */
  fileMaxBytes: 2 * 1024 * 1024 * 1024,
  /** Spec 03 §5: images of at least 400 × 400 pixels. */
  imageMinSide: 400,
} as const;

/** The spec's page sizes for media tables (§9). */
export const MEDIA_PAGE_SIZES = [10, 15, 25, 100] as const;

/** The shared libraries whose managers take no image and no audio (spec 03 §2.1). */
const VIDEO_ONLY: readonly string[] = [MediaContainers.manuals, MediaContainers.promotional];

/** Which kinds a library takes. */
export function kindsAccepted(container: string): readonly MediaKind[] {
  return VIDEO_ONLY.includes(container) ? ['video'] : MEDIA_KINDS;
}

/** A library an item can live in: a resident's, a kiosk's, a shared Genie one, or Abby's shared library. */
export const isMediaLibrary = (container: string): boolean => containerOwner(container) !== null;

export const mediaItemStream = (mediaItemId: number): string => `media-item-${mediaItemId}`;

/** Spec 03 §5: a new file's title is its name without the extension, trimmed, cut to 100. */
export function defaultMediaTitle(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '');
  const dot = base.lastIndexOf('.');
  return (dot > 0 ? base.slice(0, dot) : base).trim().slice(0, MediaLimits.titleMax);
}

export interface MediaFault {
  key: MessageKey;
  params?: MessageParams;
}

/** The title and description rules (spec 03 §5), in the console's order; null when they hold. */
export function mediaTextFault(title: string, description: string): MediaFault | null {
  if (title.trim() === '') return { key: 'media.titleRequired' };
  if (title.trim().length > MediaLimits.titleMax)
    return { key: 'media.titleTooLong', params: { max: MediaLimits.titleMax } };
  if (description.trim().length > MediaLimits.descriptionMax)
    return { key: 'media.descriptionTooLong', params: { max: MediaLimits.descriptionMax } };
  return null;
}

/** On a kiosk's library only Standard and Announcement items are edited (spec 03 §2.1). */
export const isEditableFolder = (folder: KioskFolder | null): boolean => folder !== 'email';

export interface MediaItemFile {
  /** The stored file's key (`r-12/…`), never the name it was uploaded under. */
  key: string;
  contentType: string;
  size: number;
}

/** What an upload says of a new item, beside its stored file. */
export interface NewMediaItem {
  mediaItemId: number;
  container: string;
  kind: MediaKind;
  /** Seconds, measured at upload for audio and video; null for a picture. */
  duration: number | null;
  /** The uploaded file's name; personal data in a resident's or a kiosk's library. */
  fileName: string;
  title: string;
  description: string;
  kioskFolder: KioskFolder | null;
  addedBy: string | null;
  /** An Abby file's media path type (Abby's shared library only); absent from Genie items. */
  pathTypeId?: number | null;
}

export type MediaItemEvent =
  | { type: 'MediaItemAdded'; data: NewMediaItem & MediaItemFile }
  | {
      type: 'MediaItemProcessed';
      data: { mediaItemId: number; playableKey: string | null; thumbnail: boolean };
    }
  | { type: 'MediaItemProcessingFailed'; data: { mediaItemId: number; error: string } }
  | {
      type: 'MediaItemEdited';
      data: {
        mediaItemId: number;
        /** Whose texts these are (decision 0024): the item's library. */
        container: string;
        title: string;
        description: string;
        kioskFolder: KioskFolder | null;
      };
    }
  | { type: 'MediaItemDeleted'; data: { mediaItemId: number; container: string } };

export interface MediaItemState {
  mediaItemId: number | null;
  container: string;
  /** The stored file's key. */
  key: string;
  kind: MediaKind | null;
  title: string;
  description: string;
  kioskFolder: KioskFolder | null;
  processing: MediaProcessing;
  deleted: boolean;
}

export const initialMediaItemState: MediaItemState = {
  mediaItemId: null,
  container: '',
  key: '',
  kind: null,
  title: '',
  description: '',
  kioskFolder: null,
  processing: 'pending',
  deleted: false,
};

export function evolveMediaItem(state: MediaItemState, event: MediaItemEvent): MediaItemState {
  switch (event.type) {
    case 'MediaItemAdded':
      return {
        mediaItemId: event.data.mediaItemId,
        container: event.data.container,
        key: event.data.key,
        kind: event.data.kind,
        title: event.data.title,
        description: event.data.description,
        kioskFolder: event.data.kioskFolder,
        // Audio needs no processing: the console shows a fixed icon (spec 03 §2.1).
        processing: event.data.kind === 'audio' ? 'ready' : 'pending',
        deleted: false,
      };
    case 'MediaItemProcessed':
      return { ...state, processing: 'ready' };
    case 'MediaItemProcessingFailed':
      return { ...state, processing: 'failed' };
    case 'MediaItemEdited':
      return {
        ...state,
        title: event.data.title,
        description: event.data.description,
        kioskFolder: event.data.kioskFolder,
      };
    case 'MediaItemDeleted':
      return { ...state, deleted: true };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}
