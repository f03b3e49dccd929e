import type { RecordedEvent } from './event-store.port.js';

/**
 * What the PostgreSQL store is given by the layer that seals people's personal data in its events
 * (the protection's `PERSON_KEY_SEALING`, decision 0024): what its reads bring beside each event and
 * where the database tells of erasures. The store knows nothing of people's keys itself: a store
 * given no layer reads the events alone, and no erasure concerns what it reads.
 */
export interface SealingLayer {
  /** Names the layer's reads, for the store's prepared statements (one name for one text). */
  readonly name: string;
  /** The read of the log with what the layer reads beside each event: `SELECT e.*, … FROM event_store e …`. */
  readonly selectEvents: string;
  /** What a row's added columns give its event (nothing for an event without sealed fields). */
  keyOf(row: Record<string, unknown>): RecordedEvent['personKey'];
  /** The channel on which the database tells, with a subject, that what opened their data is gone. */
  readonly erasedChannel: string;
}
