/**
 * Kiosk emails, called Geniegrams (spec 03 §2.15, §3 "Kiosk email", §4, §5, §6): a note with
 * pictures, sound or videos sent to residents of one Genie. One stream per Geniegram; what it says
 * is written once for each resident it is addressed to, so each copy is sealed under that
 * resident's key and erased with them (decisions 0065, 0066).
 */
import type { MessageKey, MessageParams } from '../i18n/messages.js';
import { MediaContainers, kioskContainer } from '../media/containers.js';
import type { MediaKind } from '../media/media-item.js';

export const KioskEmailLimits = {
  /** What a Geniegram says (not shown in the spec: as a message's text). */
  messageMax: 4000,
  /** Its subject, taken from the message's first line when none is given. */
  subjectMax: 100,
  /** Residents one Geniegram reaches. */
  residentsPerSend: 50,
  /** Attachments one Geniegram holds: the dialog's largest page (spec 03 §9). */
  blobsMax: 12,
} as const;

/** The attachments pages of the dialog (spec 03 §2.15, §9): 1, 4 or 12, 1 at first. */
export const KIOSK_EMAIL_ATTACHMENT_PAGE_SIZES = [1, 4, 12] as const;
/** The resident picker's page (spec 03 §9). */
export const KIOSK_EMAIL_RESIDENT_PAGE_SIZE = 10;

/** The suffix of `POST kioskemails/send[/audio|/images|/videos]` and the kind of file it carries. */
export const KIOSK_EMAIL_UPLOAD_KINDS = {
  audio: 'audio',
  images: 'image',
  videos: 'video',
} as const satisfies Record<string, MediaKind>;
export type KioskEmailUploadKind = keyof typeof KIOSK_EMAIL_UPLOAD_KINDS;

export const kioskEmailStream = (kioskEmailId: number): string => `kiosk-email-${kioskEmailId}`;

/** The libraries a Geniegram takes media from: its kiosk's and the public one. */
export const kioskEmailLibraries = (kioskId: number): readonly string[] => [
  kioskContainer(kioskId),
  MediaContainers.public,
];

/**
 * Which kinds may still be attached after these (spec 03 §4): after a picture or a sound only
 * pictures and sounds, after a video only videos; anything while nothing is attached.
 */
export function selectableKinds(attached: readonly MediaKind[]): readonly MediaKind[] {
  if (attached.length === 0) return ['image', 'audio', 'video'];
  return attached.includes('video') ? ['video'] : ['image', 'audio'];
}

/** Whether these kinds may travel together in one Geniegram. */
export const kindsMix = (kinds: readonly MediaKind[]): boolean =>
  kinds.every((kind) => (kind === 'video') === (kinds[0] === 'video'));

/** The subject a Geniegram shows: its message's first line, cut to the subject's limit. */
export const kioskEmailSubject = (message: string): string =>
  (message.trim().split('\n')[0] ?? '').trim().slice(0, KioskEmailLimits.subjectMax);

export interface KioskEmailFault {
  key: MessageKey;
  params?: MessageParams;
}

/** What the create dialog fills in. */
export interface KioskEmailDraft {
  message: string;
  residentIds: readonly number[];
  kinds: readonly MediaKind[];
}

/** The dialog's rules (spec 03 §5), in its order; null when they hold. */
export function kioskEmailDraftFault(draft: KioskEmailDraft): KioskEmailFault | null {
  if (draft.residentIds.length === 0) return { key: 'kioskEmail.residentRequired' };
  if (draft.residentIds.length > KioskEmailLimits.residentsPerSend)
    return { key: 'kioskEmail.tooManyResidents', params: { max: KioskEmailLimits.residentsPerSend } };
  if (draft.message.trim() === '') return { key: 'kioskEmail.messageRequired' };
  if (draft.message.trim().length > KioskEmailLimits.messageMax)
    return { key: 'kioskEmail.messageTooLong', params: { max: KioskEmailLimits.messageMax } };
  if (draft.kinds.length > KioskEmailLimits.blobsMax)
    return { key: 'kioskEmail.tooManyAttachments', params: { max: KioskEmailLimits.blobsMax } };
  if (!kindsMix(draft.kinds)) return { key: 'kioskEmail.kindsMixed' };
  return null;
}

/**
 * What the caller is to the kiosk, as the handler found it (decision 0065): the residents of the
 * kiosk they may write to, and whether they are an admin (admins read Geniegrams, never send them).
 */
export interface KioskEmailAccess {
  userId: string;
  isAdmin: boolean;
  /** The Genie's residents the caller sees; empty when the kiosk is no Genie. */
  reachableResidentIds: readonly number[];
  isGenie: boolean;
}

/** Who may send a Geniegram to these residents: anyone but an admin who sees each of them. */
export const maySendKioskEmail = (access: KioskEmailAccess, residentIds: readonly number[]): boolean =>
  !access.isAdmin && residentIds.every((id) => access.reachableResidentIds.includes(id));

/** A media item as the handler found it: its library and kind (null when the caller may not read it). */
export interface KioskEmailMediaFact {
  mediaItemId: number;
  container: string | null;
  kind: MediaKind | null;
}

export interface KioskEmailBlobRef {
  blobId: number;
  mediaItemId: number;
}

export type KioskEmailEvent =
  | {
      type: 'KioskEmailSent';
      data: {
        kioskEmailId: number;
        messageId: string;
        kioskId: number;
        senderId: string;
        residentIds: number[];
        blobs: KioskEmailBlobRef[];
      };
    }
  /** What the Geniegram says, written for one resident: theirs, sealed under their key. */
  | {
      type: 'KioskEmailWritten';
      data: { kioskEmailId: number; residentId: number; subject: string; message: string };
    }
  /** An erased resident's copy is gone. */
  | { type: 'KioskEmailCopyErased'; data: { kioskEmailId: number; residentId: number } }
  /** The resident saw it on their Genie for the first time, at the kiosk's time (decision 0078). */
  | { type: 'KioskEmailOpened'; data: { kioskEmailId: number; residentId: number; openedAt: string } };

export interface KioskEmailState {
  kioskEmailId: number | null;
  kioskId: number;
  residentIds: readonly number[];
  /** The residents who have seen it. */
  openedBy: readonly number[];
}

export const initialKioskEmailState: KioskEmailState = {
  kioskEmailId: null,
  kioskId: 0,
  residentIds: [],
  openedBy: [],
};

export function evolveKioskEmail(state: KioskEmailState, event: KioskEmailEvent): KioskEmailState {
  switch (event.type) {
    case 'KioskEmailSent':
      return {
        kioskEmailId: event.data.kioskEmailId,
        kioskId: event.data.kioskId,
        residentIds: event.data.residentIds,
        openedBy: [],
      };
    case 'KioskEmailWritten':
      return state;
    case 'KioskEmailCopyErased':
      return { ...state, residentIds: state.residentIds.filter((id) => id !== event.data.residentId) };
    case 'KioskEmailOpened':
      return { ...state, openedBy: [...state.openedBy, event.data.residentId] };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}
