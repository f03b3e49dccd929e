import { KIOSK_EMAIL_ATTACHMENT_PAGE_SIZES, selectableKinds, type MediaKind } from '@ambient/core';

/** An attachment of the create dialog: a file of the device, or a media item of the library. */
export type DraftAttachment =
  | {
      key: string;
      source: 'device';
      kind: MediaKind;
      title: string;
      file: File;
      /** A local address of a picture, to show it before it is sent. */
      previewUrl: string | null;
      date: string;
    }
  | {
      key: string;
      source: 'library';
      kind: MediaKind;
      title: string;
      mediaItemId: number;
      thumbnail: string | null;
      date: string;
    };

export type AttachmentPageSize = (typeof KIOSK_EMAIL_ATTACHMENT_PAGE_SIZES)[number];

/** One page of the attachments: the items shown, and the first and last shown (counted from 1). */
export function attachmentPage<T>(
  items: readonly T[],
  page: number,
  pageSize: number,
): { items: T[]; from: number; to: number; pages: number; page: number } {
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(0, page), pages - 1);
  const start = current * pageSize;
  const shown = items.slice(start, start + pageSize);
  return {
    items: shown,
    from: shown.length === 0 ? 0 : start + 1,
    to: start + shown.length,
    pages,
    page: current,
  };
}

/** What the device's file pickers accept per kind (spec 03 §5: pictures but webp, mp3 audio, mp4 video). */
export const ACCEPT: Record<MediaKind, string> = {
  image: 'image/png,image/jpeg,image/gif,image/bmp,image/tiff',
  audio: 'audio/mpeg,audio/mp3,.mp3',
  video: 'video/mp4,.mp4',
};

/** Whether a file the device picked is of the kind asked, by its type as the browser reports it. */
export function fileFits(file: File, kind: MediaKind): boolean {
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  if (kind === 'image') return type.startsWith('image/') && type !== 'image/webp';
  if (kind === 'audio')
    return ['audio/mp3', 'audio/mp4', 'audio/mpeg'].includes(type) || name.endsWith('.mp3');
  return type === 'video/mp4' || name.endsWith('.mp4');
}

/**
 * Adds what was picked, kind by kind, as long as it fits with what is attached already (spec 03
 * §4): after a picture or audio only pictures and audio, after a video only videos.
 */
export function addAttachments(
  current: readonly DraftAttachment[],
  picked: readonly DraftAttachment[],
): DraftAttachment[] {
  const next = [...current];
  for (const attachment of picked)
    if (selectableKinds(next.map((each) => each.kind)).includes(attachment.kind)) next.push(attachment);
  return next;
}

/** The default title of a file: its name without the extension, trimmed and cut to 100 (spec 03 §5). */
export const titleOfFile = (name: string): string =>
  name
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 100);
