/**
 * Message purges (spec 03 §2.16, §3 "Message purge", "Purge detail"; decision 0070): a scheduled
 * job deletes the messages older than the retention period and their stored media, and records
 * each purge, with one detail per message, in a stream of its own. The details name the message's
 * resident, user and kiosk by id; its subject and file title are the resident's, sealed as the
 * message's own texts are (decision 0024).
 */
import { residentContainer } from '../media/containers.js';
import type { MessageKind, MessageTypeId } from '../messages/message.js';

/** How long a message is kept when MESSAGE_RETENTION_DAYS is not set (decision 0070). */
export const DEFAULT_MESSAGE_RETENTION_DAYS = 365;
/** How often the purge runs when MESSAGE_PURGE_EVERY_MS is not set: once a day. */
export const DEFAULT_MESSAGE_PURGE_EVERY_MS = 24 * 3600 * 1000;
/** The most messages one purge takes; the next run takes the rest. */
export const MESSAGE_PURGE_BATCH = 500;

export const messagePurgeStream = (purgeId: number): string => `message-purge-${purgeId}`;

const DAY_MS = 24 * 3600 * 1000;

/** The moment before which a message is purged, for a purge run at `at`. */
export const messagePurgeCutoff = (at: Date, retentionDays: number): Date =>
  new Date(at.getTime() - retentionDays * DAY_MS);

/**
 * What became of one message:
 * - `purged`: the message and the media only it held are deleted;
 * - `sharedMediaKept`: deleted; media it showed from a shared library stays there (a warning);
 * - `mediaHeld`: deleted; media another message (or another slice) still holds stays (a warning);
 * - `mediaFailed`: deleted, but its media could not be removed (an error);
 * - `messageFailed`: the message could not be deleted; it is tried again by the next purge (an error).
 */
export type MessagePurgeOutcome =
  'purged' | 'sharedMediaKept' | 'mediaHeld' | 'mediaFailed' | 'messageFailed';

export const MESSAGE_PURGE_OUTCOMES: readonly MessagePurgeOutcome[] = [
  'purged',
  'sharedMediaKept',
  'mediaHeld',
  'mediaFailed',
  'messageFailed',
];

/** A message whose media was not all removed is a warning: the purge kept something. */
export const isPurgeWarning = (outcome: MessagePurgeOutcome): boolean =>
  outcome === 'mediaHeld' || outcome === 'sharedMediaKept';
export const isPurgeError = (outcome: MessagePurgeOutcome): boolean =>
  outcome === 'mediaFailed' || outcome === 'messageFailed';

/** One message as the purge found and left it. */
export interface MessagePurgeDetailFact {
  detailId: number;
  messageId: number;
  residentId: number;
  userId: string;
  /** The resident's kiosk when the message was purged, if any. */
  kioskId: number | null;
  messageTypeId: MessageTypeId;
  kind: MessageKind;
  /** When the message was first opened, if ever. */
  lastOpened: string | null;
  /** Personal (the resident's): sealed in the log. */
  subject: string;
  /** The title of the file the message showed, '' for a text. Personal (the resident's): sealed. */
  blobName: string;
  outcome: MessagePurgeOutcome;
  /** How many of the message's media items were kept (held elsewhere or shared). */
  mediaKept: number;
}

export type MessagePurgeEvent =
  | { type: 'MessagePurgeDetailRecorded'; data: MessagePurgeDetailFact & { purgeId: number } }
  | {
      type: 'MessagesPurged';
      data: {
        purgeId: number;
        datePurged: string;
        /** Messages sent before this were due. */
        cutoff: string;
        retentionDays: number;
        numMessages: number;
        numWarnings: number;
        numErrors: number;
      };
    };

export type MessagePurgeState = { status: 'none' } | { status: 'recorded'; purgeId: number };

export const initialMessagePurgeState: MessagePurgeState = { status: 'none' };

export function evolveMessagePurge(state: MessagePurgeState, event: MessagePurgeEvent): MessagePurgeState {
  switch (event.type) {
    case 'MessagePurgeDetailRecorded':
      return state;
    case 'MessagesPurged':
      return { status: 'recorded', purgeId: event.data.purgeId };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

/**
 * What a message purge does with one attachment: only media in the message's resident's own
 * library is removed; a shared library's item stays for everyone else who uses it.
 */
export const purgeRemovesMedia = (residentId: number, container: string): boolean =>
  container === residentContainer(residentId);
