/** What the kiosk emails endpoints answer (spec 03 §3 "Kiosk email", §7 "Kiosk emails"). */
import type { KioskType } from '../constants.js';

/** An attachment of a Geniegram: the media item it shows. */
export interface KioskEmailBlob {
  id: number;
  mediaItemId: number;
  title: string;
  description: string;
  blobName: string;
  /** A signed address of the file to play. */
  uri: string;
  containerName: string;
  contentType: string;
  size: number;
  /** Seconds; null for a picture. */
  duration: number | null;
  /** A signed address of the thumbnail; null for audio and while it is being made. */
  thumbnail: string | null;
  createDate: string;
}

export interface KioskEmail {
  id: number;
  /** The Geniegram's own message id, which admins copy when they follow one up. */
  messageId: string;
  kioskId: number;
  subject: string;
  message: string;
  sender: { id: string; nickname: string };
  blobs: KioskEmailBlob[];
  /** Whom it was addressed to, as the spec's users: each resident's name (residents have no address). */
  users: Array<{ nickname: string; email: string }>;
  /** The residents it was addressed to that the caller sees, and when each first saw it on the kiosk. */
  residents: Array<{ id: number; name: string; firstOpened: string | null }>;
  createDate: string;
}

/** A resident of the kiosk as the create dialog's picker shows them. */
export interface KioskEmailResident {
  id: number;
  name: string;
  kioskId: number;
  kioskTypeId: KioskType;
  picture: string | null;
  /** Whether the caller may send them a Geniegram. */
  isSelectable: boolean;
}

export interface KioskEmailsResponse {
  kioskEmails: KioskEmail[];
  selectorResidents: KioskEmailResident[];
}
