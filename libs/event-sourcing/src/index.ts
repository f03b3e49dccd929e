export * from './decider.js';
export * from './command-context.js';
export * from './upcasting.js';
export * from './aggregate-store.js';
export * from './event-sourcing.module.js';
export * from './projections/projection.js';
export * from './projections/projection-runner.js';
export * from './projections/projection-failed.js';
export type { AppliedListener } from './projections/applied-listeners.js';
export * from './projections/projection-lag.js';
export * from './rebuild/read-model-rebuild.js';
export * from './rebuild/row-buffer.js';
export * from './rebuild/shadow-tables.js';
export { readLogAhead, readLogInThread, type LogReaderSettings } from './rebuild/log-reader.js';
export * from './projections/projection-checkpoint.entity.js';
export * from './store/event-store.port.js';
export * from './store/append-observer.js';
export * from './store/postgres-event-store.js';
export * from './store/log-read-ahead.js';
export * from './store/sealing-layer.js';
export * from './store/open-eventstoredb.js';
export * from './store/polling-subscription.js';
export * from './store/deferred-writes.js';
export * from './store/event-row.entity.js';
export * from './store/event-store-append.migration.js';
export * from './store/inline-claims.migration.js';
export * from './protection/data-key.js';
export * from './protection/personal-data-codec.js';
export * from './protection/person-keys.js';
export * from './protection/person-keys.migration.js';
export * from './protection/person-key-erased.migration.js';
export * from './protection/protected-event-store.js';
export * from './protection/person-key-sealing.js';

import { ProjectionCheckpointRow } from './projections/projection-checkpoint.entity.js';
import { EventStoreAppendFunction1795260000000 } from './store/event-store-append.migration.js';
import { InlineProjectionClaims1796150000000 } from './store/inline-claims.migration.js';
import { EventStoreAppendedNotice1797100000000 } from './store/appended-notice.migration.js';
import { EventStoreAppendedPosition1797600000000 } from './store/appended-position.migration.js';
import { EventRow } from './store/event-row.entity.js';
import { PersonKeyRow } from './protection/person-keys.js';
import { PersonKeys1796100000200 } from './protection/person-keys.migration.js';
import { PersonKeyErasedNotice1798700000000 } from './protection/person-key-erased.migration.js';

/** The engine's own tables, for the host's TypeORM data source. */
export const EVENT_SOURCING_ENTITIES = [EventRow, ProjectionCheckpointRow, PersonKeyRow];
/**
 * The engine's own schema changes after the host's initial migration (which created its
 * tables), for the host to list among its migrations (TypeORM runs them in timestamp order).
 */
export const EVENT_SOURCING_MIGRATIONS = [
  EventStoreAppendFunction1795260000000,
  PersonKeys1796100000200,
  InlineProjectionClaims1796150000000,
  EventStoreAppendedNotice1797100000000,
  EventStoreAppendedPosition1797600000000,
  PersonKeyErasedNotice1798700000000,
];
