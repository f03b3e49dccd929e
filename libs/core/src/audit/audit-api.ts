/** What the event log endpoints answer (spec 03 §3 "Event", §7 "Purges and logs"; decision 0058). */
import type { AuditContext, AuditOutcome } from './audit-log.js';

/**
 * One entry of a log, with the spec's fields. People's names and emails are not in the audit
 * entries: they are read from the read models when the page is read (decision 0057).
 */
export type AuditMediaAction = 'added' | 'removed';

export interface AuditEvent {
  id: number;
  /** The performer's name and email; null for the system or a device. */
  username: string | null;
  email: string | null;
  performedByRole: string | null;
  /** Where the command came from: the console, a device, the system. */
  source: 'console' | 'device' | 'system';
  /** The English description the spec's rules read (attempts, "invalid data", "Error occurred"). */
  description: string;
  /** The command recorded, and what this entry says of it. */
  command: string;
  outcome: AuditOutcome;
  /** Why it was refused or failed, in the reader's language; null otherwise. */
  errorMessage: string | null;
  errorSeverity: number | null;
  targetId: string | null;
  targetName: string | null;
  targetEmail: string | null;
  targetRole: string | null;
  /** The product of the target (ABBY or GENIE) where it has one. */
  targetContext: AuditContext | null;
  createDate: string;
  /** The kind of history the target has (its History action), or null when it has none. */
  historyKind: HistoryKind | null;
  /** Playlist events: the kiosk and the resident of the playlist, and its name. */
  kioskName: string | null;
  residentName: string | null;
  title: string | null;
  blobName: string | null;
  /**
   * Playlist events that add or remove media: which (decision 0082), each titled as the media
   * library says when the log is read, null when it has since been deleted; null for other entries.
   */
  media: AuditMedia | null;
}

/** The media an entry adds or removes. */
export interface AuditMedia {
  action: AuditMediaAction;
  items: Array<{ id: number; title: string | null }>;
}

export interface AuditEventsResponse {
  events: AuditEvent[];
  /** How many entries match, counted up to AUDIT_COUNT_CAP (a page beyond it is never offered). */
  total: number;
  /** More entries match than `total` says. */
  totalCapped: boolean;
}

/** Counting a million matching entries on every page would cost more than the page itself. */
export const AUDIT_COUNT_CAP = 10_000;

/** What an auditor replays (issue 14, point 3): one stream of the log, by the kind of its subject. */
export const HISTORY_KINDS = ['resident', 'kiosk', 'user', 'album', 'kioskPlaylist', 'abbyProfile'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** One field an event changed in its subject's state: what it was before and after. */
export interface HistoryChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** One event of a subject's history: who, when, from where, what, and what it changed. */
export interface HistoryStep {
  /** The event's place in the whole log. */
  position: string;
  /** Its place in the subject's stream, from 0. */
  version: number;
  at: string;
  type: string;
  command: string;
  userId: string | null;
  /** The performer's name as the users read model has it now (erased people read as erased). */
  username: string | null;
  performedByRole: string | null;
  source: 'console' | 'device' | 'system';
  changes: HistoryChange[];
}

/** GET admin/history/{kind}/{id}: the history up to `at` (all of it when absent), and the state then. */
export interface HistoryResponse {
  kind: HistoryKind;
  id: string;
  at: string | null;
  /** The stream's version reached at `at`; null before its first event. */
  version: number | null;
  /** The subject as its events had made it at `at`. */
  state: Record<string, unknown>;
  events: HistoryStep[];
  /**
   * The names, as the read models hold them now, of the ids the events and the state refer to
   * (`HISTORY_REFERENCE_FIELDS`: a kiosk's facility, a user's kiosks...), by kind and id.
   */
  names: HistoryNames;
}

/** What the ids of a history's fields name. */
export type HistoryReference = 'kiosk' | 'facility' | 'domain' | 'resident' | 'user';
export type HistoryNames = Partial<Record<HistoryReference, Record<string, string>>>;
