/** What the messages endpoints answer (spec 03 §3 "Message", "Message blob", §7 "Messages"). */
import type { MessageKind, MessageModeration, MessageTypeId } from './message.js';

/** An attachment of a message: the media item it shows. */
export interface MessageBlob {
  id: number;
  mediaItemId: number;
  title: string;
  description: string;
  blobName: string;
  /** A signed address of the file to play. */
  uri: string;
  containerName: string;
  /** The library's owner: a resident's library (`r-…`) or the public one. */
  containerOwner: string;
  contentType: string;
  size: number;
  /** Seconds; null for a picture. */
  duration: number | null;
  /** A signed address of the thumbnail; null for audio and while it is being made. */
  thumbnail: string | null;
  createDate: string;
}

export interface ResidentMessage {
  id: number;
  messageThreadId: number;
  userId: string;
  userNickname: string;
  userPicture: string | null;
  residentId: number;
  residentName: string;
  residentPicture: string | null;
  kioskId: number | null;
  subject: string;
  text: string;
  /** A media message's title; empty for text. */
  title: string;
  kind: MessageKind;
  isOpened: boolean;
  firstOpened: string | null;
  createDate: string;
  messageTypeId: MessageTypeId;
  /** Whether this message opened its thread. */
  isInitiator: boolean;
  messageBlobs: MessageBlob[];
  /** Where the message stands in its facility's moderated inbox; null when it was never held (decision 0077). */
  moderation: MessageModeration | null;
  /** Why staff declined it; null unless declined. */
  declineReason: string | null;
}

/** The `POST messages/profile` filters: what the Message manager shows. */
export interface MessageListFilter {
  kioskIds?: number[] | null;
  residentIds?: number[] | null;
  defaultResidentId?: number | null;
  userId?: string | null;
  messageTypeId?: MessageTypeId | null;
  search?: string | null;
  /** Only the messages in this state of the moderated inbox. */
  moderation?: MessageModeration | null;
}
