/**
 * What a Genie reads of its residents' messages and Geniegrams through the kiosk's own HTTP access
 * (decision 0078): the words, who wrote them, and signed addresses of their media.
 */
import type { MediaKind } from '../media/media-item.js';
import type { MessageKind, MessageTypeId } from './message.js';

/** A file a message or a Geniegram shows: a signed, short-lived address, as the console's. */
export interface KioskMedia {
  id: number;
  kind: MediaKind | null;
  contentType: string;
  title: string;
  /** A signed address of the file. */
  url: string;
  /** A signed address of its thumbnail; null for audio and while it is being made. */
  thumbnailUrl: string | null;
  size: number;
  /** Seconds; null for a picture. */
  duration: number | null;
}

/** A message to or from one of the kiosk's residents. */
export interface KioskInboxMessage {
  id: number;
  residentId: number;
  residentName: string;
  /** 1: from a contact to the resident; 2: from the resident to a contact. */
  messageTypeId: MessageTypeId;
  /** The contact's user id, writer or recipient. */
  userId: string;
  /** The contact's name as the resident knows them. */
  senderName: string;
  subject: string;
  text: string;
  /** A media message's title; empty for text. */
  title: string;
  kind: MessageKind;
  media: KioskMedia[];
  isOpened: boolean;
  firstOpened: string | null;
  createDate: string;
}

/** A resident of the kiosk and the contacts they may write to from it. */
export interface KioskResident {
  id: number;
  name: string;
  contacts: Array<{ userId: string; name: string }>;
}

/** A Geniegram of the kiosk, with its words and opened state for one of its residents. */
export interface KioskGeniegram {
  id: number;
  residentId: number;
  residentName: string;
  senderName: string;
  subject: string;
  message: string;
  media: KioskMedia[];
  isOpened: boolean;
  firstOpened: string | null;
  createDate: string;
}

/** A message's or a Geniegram's attachment as a kiosk reads it: its kind told by its content type. */
export function kioskMediaOf(blob: {
  id: number;
  contentType: string;
  title: string;
  uri: string;
  thumbnail: string | null;
  size: number;
  duration: number | null;
}): KioskMedia {
  const kind = (['image', 'audio', 'video'] as const).find((each) => blob.contentType.startsWith(`${each}/`));
  return {
    id: blob.id,
    kind: kind ?? null,
    contentType: blob.contentType,
    title: blob.title,
    url: blob.uri,
    thumbnailUrl: blob.thumbnail,
    size: blob.size,
    duration: blob.duration,
  };
}
