import { MediaLimits, type MediaKind, type Message } from '@ambient/core';

/** What the browser says of a picked file. */
export interface PickedFile {
  name: string;
  type: string;
}

/** The files an add keeps, the notices about skipped ones, and why nothing is left when nothing is. */
export interface PickedFiles<F extends PickedFile> {
  accepted: F[];
  /** Files skipped with a notice of their own (webp pictures). */
  notices: Message[];
  /** Set when no file is valid: the "Invalid Media" dialog's text, and the upload dialog stays closed. */
  refusal: Message | null;
}

/** Spec 03 §5: sound is MP3 (audio/mp3, audio/mp4 and audio/mpeg accepted), video MP4. */
const AUDIO_TYPES: readonly string[] = ['audio/mp3', 'audio/mp4', 'audio/mpeg'];
const VIDEO_TYPES: readonly string[] = ['video/mp4'];
/** Picture types the browser knows but the kiosks do not take, skipped with their notice. */
const SKIPPED_IMAGE_TYPES: Readonly<Record<string, string>> = { 'image/webp': 'webp' };

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** The type the browser gave, or one read from the extension when it gave none. */
function typeOf(file: PickedFile): string {
  if (file.type) return file.type.toLowerCase();
  const extension = extensionOf(file.name);
  if (extension === 'mp3') return 'audio/mpeg';
  if (extension === 'mp4') return 'video/mp4';
  if (extension === 'webp') return 'image/webp';
  return '';
}

/** Why a file does not fit the slot, or null when it does (the server judges its bytes again). */
function slotFault(type: string, kind: MediaKind): Message | null {
  if (kind === 'audio') return AUDIO_TYPES.includes(type) ? null : { key: 'media.onlyMp3' };
  if (kind === 'video') return VIDEO_TYPES.includes(type) ? null : { key: 'media.onlyMp4' };
  const skipped = SKIPPED_IMAGE_TYPES[type];
  if (skipped) return { key: 'media.typeNotAccepted', params: { type: skipped } };
  // Audio or video in an image slot, or anything that is no picture.
  return type.startsWith('image/') ? null : { key: 'media.invalidFiles', params: { kind: 'image' } };
}

/**
 * Whether a file is in an accept list as a file picker reads it (`.mp3,audio/mpeg`, `image/*`):
 * by its extension, its exact type or its type's family.
 */
export function isAccepted(file: PickedFile, accept: string): boolean {
  const type = typeOf(file);
  const extension = `.${extensionOf(file.name)}`;
  return accept
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .some((entry) =>
      entry.startsWith('.')
        ? entry === extension
        : entry.endsWith('/*')
          ? type.startsWith(entry.slice(0, -1))
          : entry === type,
    );
}

/** Why a file does not fit the slot, nor the caller's accept list when there is one. */
function fileFault(file: PickedFile, kind: MediaKind, allowedTypes: string | undefined): Message | null {
  const fault = slotFault(typeOf(file), kind);
  if (fault !== null || allowedTypes === undefined || isAccepted(file, allowedTypes)) return fault;
  // Outside the caller's list: the slot's own message.
  return slotFault('', kind);
}

/**
 * Filters the files picked for one content type (spec 03 §5): webp pictures are skipped with
 * their notice; audio or video in an image slot, non-MP3 sound and non-MP4 video are refused,
 * and so are files outside the caller's `allowedTypes` (an Abby path type's). When nothing valid
 * remains, `refusal` says why ("Please select valid image files.", the mp3 and mp4 messages, or
 * "No file was selected.").
 */
export function pickMediaFiles<F extends PickedFile>(
  files: readonly F[],
  kind: MediaKind,
  allowedTypes?: string,
): PickedFiles<F> {
  if (files.length === 0) return { accepted: [], notices: [], refusal: { key: 'error.noFile' } };
  const accepted: F[] = [];
  const notices: Message[] = [];
  let firstFault: Message | null = null;
  for (const file of files) {
    const fault = fileFault(file, kind, allowedTypes);
    if (fault === null) accepted.push(file);
    else if (fault.key === 'media.typeNotAccepted') {
      if (!notices.some((notice) => notice.params?.type === fault.params?.type)) notices.push(fault);
    } else firstFault ??= fault;
  }
  if (accepted.length > 0) return { accepted, notices, refusal: null };
  // Only skipped pictures: the slot's own message, after their notice.
  const refusal = firstFault ?? { key: 'media.invalidFiles', params: { kind } };
  return { accepted, notices, refusal };
}

/** A picked file refused before it is sent, and why. */
export interface RefusedFile {
  fileName: string;
  reason: Message;
}

/** The pictures an add keeps after their inspection, and those refused ("Inspection Failed"). */
export interface InspectedPictures<F extends PickedFile> {
  kept: F[];
  refused: RefusedFile[];
}

/**
 * Spec 03 §5 and §8: a picture must be at least 400 × 400 pixels; a smaller one is refused with the
 * resolution-too-low message and its size in pixels, the words the server uses.
 */
export function pictureSizeFault(width: number, height: number): Message | null {
  if (Math.min(width, height) >= MediaLimits.imageMinSide) return null;
  return { key: 'media.resolutionTooLow', params: { width, height, min: MediaLimits.imageMinSide } };
}

/**
 * Inspects picked pictures before they are sent (spec 03 §8): each one's size is read (`sizeOf`,
 * the browser's decoder), and those below 400 × 400 pixels are refused. One the browser cannot
 * read (a TIFF) is kept: the server judges its bytes.
 */
export async function inspectPictures<F extends PickedFile>(
  files: readonly F[],
  sizeOf: (file: F) => Promise<{ width: number; height: number }>,
): Promise<InspectedPictures<F>> {
  const faults = await Promise.all(
    files.map((file) =>
      sizeOf(file).then(
        ({ width, height }) => pictureSizeFault(width, height),
        () => null,
      ),
    ),
  );
  const kept: F[] = [];
  const refused: RefusedFile[] = [];
  files.forEach((file, index) => {
    const reason = faults[index] ?? null;
    if (reason === null) kept.push(file);
    else refused.push({ fileName: file.name, reason });
  });
  return { kept, refused };
}

/** What the file picker offers for each content type. */
export const PICKER_ACCEPT: Readonly<Record<MediaKind, string>> = {
  image: 'image/*',
  audio: '.mp3,audio/mpeg,audio/mp3,audio/mp4',
  video: '.mp4,video/mp4',
};
