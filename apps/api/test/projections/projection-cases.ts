import type { EntityManager, DataSource } from 'typeorm';
import type { Projection, RecordedEvent } from '@ambient/event-sourcing';

/**
 * One slice's projection cases: `describe` blocks that read the shared database through
 * `dataSource()` (called inside the tests, once it is open).
 */
export type ProjectionCases = (dataSource: () => DataSource) => void;

/** A time after the given events' default one, for events whose time the rows show. */
export const LATER = '2026-03-02T09:15:00.000Z';

/** The event types each projection (by name) was given by the cases, so far. */
export const coveredTypes = new Map<string, Set<string>>();

/**
 * The projection, recording the event types its cases hand it: the suite checks at the end that
 * every type each projection handles was given at least once.
 */
export function covered<P extends Projection>(projection: P): P {
  const types = coveredTypes.get(projection.name) ?? new Set<string>();
  coveredTypes.set(projection.name, types);
  const watched = Object.create(projection) as P;
  watched.apply = async (event: RecordedEvent, manager: EntityManager): Promise<void> => {
    types.add(event.type);
    await projection.apply(event, manager);
  };
  return watched;
}
