/** What the message purge endpoints answer (spec 03 §3 "Message purge", "Purge detail", §7). */
import type { ApiResponse } from '../api-types.js';
import type { MessageKind } from '../messages/message.js';

export interface MessagePurge {
  id: number;
  datePurged: string;
  numMessages: number;
  numWarnings: number;
  numErrors: number;
}

/** The spec's direction texts: from a user to a resident, or the other way. */
export const PURGE_DIRECTIONS = ['User To Resident', 'Resident To User'] as const;
export type PurgeDirection = (typeof PURGE_DIRECTIONS)[number];

export interface MessagePurgeDetail {
  id: number;
  messagePurgeId: number;
  kiosk: string;
  resident: string;
  user: string;
  direction: PurgeDirection;
  /** When the message was first opened; null when it never was. */
  lastOpened: string | null;
  subject: string;
  /** The message's kind: the detail grid's Type. */
  type: MessageKind;
  blobName: string;
  /** What became of the message, in the caller's language. */
  statusMessage: string;
  isWarning: boolean;
  isError: boolean;
}

export type MessagePurgesResponse = ApiResponse<{ messagePurges: MessagePurge[] }>;
export type MessagePurgeDetailsResponse = ApiResponse<{ messagePurgeDetails: MessagePurgeDetail[] }>;
