/**
 * Messages (spec 03 §2.13, §2.14, §3 "Message", §4, §5): a resident and one of their contacts
 * write to each other, in text or with a picture, a voice recording or a video. One stream per
 * message; the messages between a resident and one user form a thread.
 */
import type { MessageKey, MessageParams } from '../i18n/messages.js';
import { MediaContainers, residentContainer } from '../media/containers.js';
import type { MediaKind } from '../media/media-item.js';

export const MessageLimits = {
  /** A media message's title (spec 03 §9). */
  titleMax: 50,
  subjectMax: 100,
  textMax: 4000,
  descriptionMax: 200,
  /** Residents one compose reaches. */
  residentsPerSend: 50,
  /** Attachments one message holds. */
  blobsMax: 12,
} as const;

/** Who wrote to whom (spec 03 §3 "messageTypeId"). */
export const MessageType = {
  /** From a user (a contact or a member of staff) to a resident. */
  UserToResident: 1,
  /** From a resident, on their kiosk, to a user. */
  ResidentToUser: 2,
} as const;
export type MessageTypeId = (typeof MessageType)[keyof typeof MessageType];

/** What a message carries: text alone, or a picture, a voice recording or a video. */
export type MessageKind = 'text' | MediaKind;
export const MESSAGE_KINDS: readonly MessageKind[] = ['text', 'image', 'audio', 'video'];

/** The `{kind}` of `POST messages/upload/{kind}` (spec 03 §7) and the message kind it sends. */
export const MESSAGE_UPLOAD_KINDS = {
  'text-only': 'text',
  images: 'image',
  audio: 'audio',
  videos: 'video',
} as const satisfies Record<string, MessageKind>;
export type MessageUploadKind = keyof typeof MESSAGE_UPLOAD_KINDS;

export const messageStream = (messageId: number): string => `message-${messageId}`;

/** The libraries a message to this resident takes media from: theirs and the public one. */
export const messageLibraries = (residentId: number): readonly string[] => [
  residentContainer(residentId),
  MediaContainers.public,
];

export interface MessageFault {
  key: MessageKey;
  params?: MessageParams;
}

/** What the compose dialog fills in. */
export interface MessageDraft {
  kind: MessageKind;
  subject: string;
  text: string;
  /** A media message's title. */
  title: string;
  residentIds: readonly number[];
}

/**
 * The compose rules (spec 03 §5), in the dialog's order; null when they hold: at least one
 * resident, a text message needs text, a media message a title of at most 50 characters.
 */
export function messageDraftFault(draft: MessageDraft): MessageFault | null {
  if (draft.residentIds.length === 0) return { key: 'message.residentRequired' };
  if (draft.kind === 'text' && draft.text.trim() === '') return { key: 'message.textRequired' };
  if (draft.kind !== 'text') {
    if (draft.title.trim() === '') return { key: 'message.titleRequired' };
    if (draft.title.trim().length > MessageLimits.titleMax)
      return { key: 'message.titleTooLong', params: { max: MessageLimits.titleMax } };
  }
  if (draft.subject.trim().length > MessageLimits.subjectMax)
    return { key: 'message.subjectTooLong', params: { max: MessageLimits.subjectMax } };
  if (draft.text.trim().length > MessageLimits.textMax)
    return { key: 'message.textTooLong', params: { max: MessageLimits.textMax } };
  return null;
}

/** Whether the compose dialog may send: a resident, and content of the chosen kind. */
export const canSendDraft = (draft: MessageDraft, hasFile: boolean): boolean =>
  draft.residentIds.length > 0 && (draft.kind === 'text' ? draft.text.trim() !== '' : hasFile);

/** The subject a message shows when none was given: its title, or its text's first line. */
export function defaultSubject(kind: MessageKind, text: string, title: string): string {
  const source = kind === 'text' ? (text.trim().split('\n')[0] ?? '') : title;
  return source.trim().slice(0, MessageLimits.titleMax);
}

/**
 * What the caller is to a message's resident, as the handler found it: a member of staff who
 * sees them, one of their contacts (a virtual visitor or family facilitator linked to them), or
 * their own kiosk.
 */
export interface MessageAccess {
  /** The caller's user id; null for a kiosk. */
  userId: string | null;
  seesResident: boolean;
  isContact: boolean;
  isResidentKiosk: boolean;
  /**
   * Whether the caller is staff who see the resident through their kiosk (an admin, a domain
   * manager of its facility, a kiosk manager of the kiosk): a family facilitator who sees their
   * own resident is not (decision 0077). Unknown counts as not staff.
   */
  isStaff?: boolean;
}

/**
 * Where a message stands in its facility's moderated inbox (decision 0077): `awaiting` approval,
 * approved but `scheduled` until the facility's day starts, `approved` (delivered), or `declined`.
 * A message never held has none.
 */
export type MessageModeration = 'awaiting' | 'scheduled' | 'approved' | 'declined';
export const MESSAGE_MODERATIONS: readonly MessageModeration[] = [
  'awaiting',
  'scheduled',
  'approved',
  'declined',
];

/** Whether a message in this state is kept from the kiosk: not shown, counted or delivered. */
export const isWithheld = (moderation: MessageModeration | null): boolean =>
  moderation !== null && moderation !== 'approved';

/** The moderated inbox's limits. */
export const InboxLimits = { declineReasonMax: 500 } as const;

/** The parties of a message. */
export interface MessageParties {
  residentId: number;
  userId: string;
  messageTypeId: MessageTypeId;
}

/**
 * Who may reach a message: staff who see its resident, the resident's kiosk, and a contact only
 * in their own thread (a virtual visitor reaches nothing else of the resident's).
 */
export const mayReachMessage = (access: MessageAccess, message: MessageParties): boolean =>
  access.seesResident || access.isResidentKiosk || (access.isContact && message.userId === access.userId);

/**
 * Who may send a message: a user writes to a resident in their own name (staff who see the
 * resident, or a contact); a resident writes to one of their contacts from their kiosk, or
 * through a member of staff who sees them.
 */
export function maySendMessage(access: MessageAccess, message: MessageParties): boolean {
  if (message.messageTypeId === MessageType.UserToResident)
    return message.userId === access.userId && (access.seesResident || access.isContact);
  return access.seesResident || access.isResidentKiosk;
}

/** A media item as the handler found it: its library and kind (null when the caller may not read it). */
export interface MessageMediaFact {
  mediaItemId: number;
  container: string | null;
  kind: MediaKind | null;
}

export interface MessageBlobRef {
  blobId: number;
  mediaItemId: number;
}

export interface MessageTexts {
  subject: string;
  text: string;
  title: string;
  description: string;
}

export type MessageEvent =
  | {
      type: 'MessageSent';
      data: MessageParties &
        MessageTexts & {
          messageId: number;
          threadId: number;
          kind: MessageKind;
          blobs: MessageBlobRef[];
          sentBy: string | null;
        };
    }
  | {
      type: 'MessageOpened';
      data: { messageId: number; residentId: number; openedAt: string; by: 'kiosk' | 'user' | 'voice' };
    }
  | { type: 'MessageBlobsAdded'; data: { messageId: number; residentId: number; blobs: MessageBlobRef[] } }
  | { type: 'MessageBlobsRemoved'; data: { messageId: number; residentId: number; blobIds: number[] } }
  | { type: 'MessageDeleted'; data: { messageId: number; residentId: number } }
  /** A virtual visitor's message waits for the staff's approval (decision 0077). */
  | { type: 'MessageAwaitingApproval'; data: { messageId: number; residentId: number; facilityId: number } }
  /** Approved; `scheduled` when it waits for the facility's day to start before it is delivered. */
  | {
      type: 'MessageApproved';
      data: { messageId: number; residentId: number; approvedBy: string | null; scheduled: boolean };
    }
  | {
      type: 'MessageDeclined';
      data: { messageId: number; residentId: number; declinedBy: string | null; reason: string };
    }
  /** The facility's day has started: an approved message held for it is delivered. */
  | { type: 'MessageReleased'; data: { messageId: number; residentId: number } };

export interface MessageState {
  messageId: number | null;
  residentId: number;
  userId: string;
  messageTypeId: MessageTypeId;
  kind: MessageKind;
  blobs: readonly MessageBlobRef[];
  firstOpened: string | null;
  deleted: boolean;
  moderation: MessageModeration | null;
}

export const initialMessageState: MessageState = {
  messageId: null,
  residentId: 0,
  userId: '',
  messageTypeId: MessageType.UserToResident,
  kind: 'text',
  blobs: [],
  firstOpened: null,
  deleted: false,
  moderation: null,
};

export function evolveMessage(state: MessageState, event: MessageEvent): MessageState {
  switch (event.type) {
    case 'MessageSent':
      return {
        ...initialMessageState,
        messageId: event.data.messageId,
        residentId: event.data.residentId,
        userId: event.data.userId,
        messageTypeId: event.data.messageTypeId,
        kind: event.data.kind,
        blobs: event.data.blobs,
      };
    case 'MessageOpened':
      return { ...state, firstOpened: event.data.openedAt };
    case 'MessageBlobsAdded':
      return { ...state, blobs: [...state.blobs, ...event.data.blobs] };
    case 'MessageBlobsRemoved': {
      const removed = new Set(event.data.blobIds);
      return { ...state, blobs: state.blobs.filter((blob) => !removed.has(blob.blobId)) };
    }
    case 'MessageDeleted':
      return { ...state, deleted: true };
    case 'MessageAwaitingApproval':
      return { ...state, moderation: 'awaiting' };
    case 'MessageApproved':
      return { ...state, moderation: event.data.scheduled ? 'scheduled' : 'approved' };
    case 'MessageDeclined':
      return { ...state, moderation: 'declined' };
    case 'MessageReleased':
      return { ...state, moderation: 'approved' };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}
