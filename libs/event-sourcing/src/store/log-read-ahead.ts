import type { KeyObject } from 'node:crypto';
import type { RecordedEvent } from './event-store.port.js';

/** What the PostgreSQL store asks of a reader that reads its log ahead (see `LogReadAhead`). */
export interface LogReadAheadSettings {
  connectionString: string;
  /** Whether the store reads with a sealing layer (each sealed event then goes with what opens it). */
  sealed: boolean;
  /** Reads after this position. */
  after: string;
  /** How wide a range of positions each read takes (so no batch holds more events). */
  batchSize: number;
  /** The data key, to open the sealed fields the reader can (`EventStore.readAhead`'s `openWith`). */
  openWith: KeyObject | null;
}

/**
 * How the PostgreSQL store reads its log ahead for a rebuild with connections of its own (the
 * rebuild's reading threads, `readLogAhead`): given to the store, which does not know how.
 */
export type LogReadAhead = (settings: LogReadAheadSettings) => AsyncIterable<RecordedEvent[]>;
