import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../event-store/event-store.port.js';

/**
 * A projection turns events into read-model rows. It keeps its own checkpoint; `apply` runs
 * inside the transaction that also moves that checkpoint, so a read model never skips or
 * repeats an event. Time comes from the event's metadata, never from the clock, so a rebuild
 * gives the same rows as the live run.
 */
export interface Projection {
  readonly name: string;
  /** Read-model tables this projection owns; a rebuild empties them. */
  readonly tables: readonly string[];
  /** The event types it reads; the others only move its checkpoint. */
  readonly handles: ReadonlySet<string>;
  apply(event: RecordedEvent, manager: EntityManager): Promise<void>;
}

/** Multi-provider token under which every projection registers itself. */
export const PROJECTIONS = Symbol('PROJECTIONS');
