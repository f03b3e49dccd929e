import type { EventStore } from '../store/event-store.port.js';

/** How far the read models are behind the log. */
export interface ProjectionLag {
  /** Where the projections are: the lowest checkpoint, which every read model has applied. */
  position: bigint;
  /** The log's last position. */
  head: bigint;
  /** Events past `position`. */
  events: number;
  /** How long ago the first of them was recorded; 0 once caught up. */
  seconds: number;
}

/** On a store that cannot count (no `EventStore.behind`) the events behind are read: this many at most. */
export const LAG_READ_AT_MOST = 1000;

/**
 * The lag of projections standing at `position` (`ProjectionRunner.lowestCheckpoint`): nothing
 * beyond the head read once caught up, else the store's count, or on a store without one the
 * events read (at most `LAG_READ_AT_MOST`), aged by this process's clock.
 */
export async function projectionLag(store: EventStore, position: bigint): Promise<ProjectionLag> {
  const head = await store.headPosition();
  if (head <= position) return { position, head, events: 0, seconds: 0 };
  if (store.behind) return { position, head, ...(await store.behind(position)) };
  const events = await store.readAll(position, LAG_READ_AT_MOST);
  const first = events[0];
  const seconds = first ? Math.max(0, (Date.now() - first.recordedAt.getTime()) / 1000) : 0;
  return { position, head, events: events.length, seconds };
}
