import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '@ambient/core';
import type { DataSource, EntityManager } from 'typeorm';
import type { DomainEvent } from '../decider.js';
import type { Projection } from '../projections/projection.js';
import { RowBuffer } from '../rebuild/row-buffer.js';
import type { RecordedEvent } from '../store/event-store.port.js';

/** The time of every given event whose metadata does not say otherwise. */
export const GIVEN_AT = '2026-01-05T14:30:00.000Z';

/** The metadata of every given event, before its own overrides. */
export const GIVEN_METADATA: EventMetadata = {
  userId: null,
  functionalRole: null,
  at: GIVEN_AT,
  correlationId: 'given',
  command: 'Given',
  source: 'console',
};

/**
 * An event as a projection spec takes it: the plain `{ type, data }` of the domain, with
 * optional overrides of its metadata, its stream and its schema version.
 */
export type GivenEvent<E extends DomainEvent = DomainEvent> = E extends DomainEvent
  ? E & { metadata?: Partial<EventMetadata>; streamId?: string; version?: number }
  : never;

/** A row as the `pg` driver returns it: column name to value. */
export type Row = Record<string, unknown>;

export interface ProjectionGiven {
  /**
   * Applies the given events (once, however many checks follow), runs `sql` and asserts that it
   * returns exactly `expectedRows`, in order (deep, strict equality: timestamps are `Date`s,
   * bigint columns strings, JSON columns objects). Write an `ORDER BY` when there are several.
   * Then folds the same events as a rebuild does (in memory, written at once) and asserts the
   * same rows again: a projection that cannot be rebuilt, or rebuilds to other rows, fails here.
   */
  then(sql: string, expectedRows: readonly Row[], params?: readonly unknown[]): Promise<void>;
  /** Applies the given events (once) and returns what `sql` reads, for checks of one's own. */
  rows(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Applies the given events (once) and returns them as recorded, handled or not. */
  applied(): Promise<RecordedEvent[]>;
}

export interface ProjectionSpec<E extends DomainEvent> {
  /**
   * The projection's tables emptied, then these events recorded (positions increasing across the
   * whole spec, stream versions counted per stream) and the ones the projection handles applied
   * in one transaction, as the projection runner applies a batch.
   */
  given(...events: GivenEvent<E>[]): ProjectionGiven;
}

/**
 * given/then for a projection on a real database, asserting with `node:assert/strict` so it
 * works under any test runner:
 *
 *   const spec = projectionSpec<OrganizationEvent>(new OrganizationsProjection(), dataSource);
 *   await spec
 *     .given({ type: 'OrganizationCreated', data: { organizationId: 1, name: 'Acme' } })
 *     .then('SELECT id, name FROM organizations', [{ id: 1, name: 'Acme' }]);
 *
 * The data source must hold the projection's tables (the host's migrations run). Each `given`
 * starts from empty read-model tables, so the specs of one file do not see each other's rows.
 */
export function projectionSpec<E extends DomainEvent = DomainEvent>(
  projection: Projection,
  dataSource: DataSource,
  options: {
    /**
     * Check the rows a rebuild gives too (the default). Off only for a projection that is never
     * rebuilt in memory, as the spec's own fixtures written in SQL.
     */
    rebuilt?: boolean;
  } = {},
): ProjectionSpec<E> {
  const checksRebuild = options.rebuilt ?? true;
  let position = 0n;

  const record = (events: readonly GivenEvent<E>[]): RecordedEvent[] => {
    const versions = new Map<string, number>();
    return events.map(({ type, data, metadata, streamId = 'given', version = 1 }) => {
      const streamVersion = versions.get(streamId) ?? 0;
      versions.set(streamId, streamVersion + 1);
      position += 1n;
      const full: EventMetadata = { ...GIVEN_METADATA, ...metadata };
      return {
        eventId: randomUUID(),
        streamId,
        streamVersion,
        globalPosition: position,
        type,
        version,
        data,
        metadata: full,
        recordedAt: new Date(full.at),
      };
    });
  };

  const truncate = async (manager: EntityManager): Promise<void> => {
    if (projection.tables.length > 0)
      await manager.query(`TRUNCATE ${projection.tables.map((table) => `"${table}"`).join(', ')}`);
  };

  const apply = async (recorded: RecordedEvent[]): Promise<RecordedEvent[]> => {
    await dataSource.transaction(async (manager) => {
      await truncate(manager);
      for (const event of recorded)
        if (projection.handles.has(event.type)) await projection.apply(event, manager);
    });
    return recorded;
  };

  /** The same events folded as `ProjectionRunner.rebuild` folds them, then written in place of the live rows. */
  const rebuild = async (recorded: RecordedEvent[]): Promise<void> => {
    const buffer = new RowBuffer(dataSource);
    for (const event of recorded)
      if (projection.handles.has(event.type)) await projection.apply(event, buffer.manager);
    await dataSource.transaction(async (manager) => {
      await truncate(manager);
      await buffer.flush(manager);
    });
  };

  return {
    given: (...events) => {
      const recorded = record(events);
      let applying: Promise<RecordedEvent[]> | null = null;
      /** The tables hold the rebuilt rows, not the live ones, since the last check. */
      let rebuilt = false;
      const applied = async (): Promise<RecordedEvent[]> => {
        if (rebuilt) {
          rebuilt = false;
          applying = apply(recorded);
        }
        return (applying ??= apply(recorded));
      };
      const rows = async (sql: string, params: readonly unknown[] = []): Promise<Row[]> => {
        await applied();
        return (await dataSource.query(sql, [...params])) as Row[];
      };
      return {
        then(sql, expectedRows, params) {
          // A function here means `given(...)` itself was awaited; throwing (synchronously) makes
          // that await fail instead of hanging.
          if (typeof sql !== 'string')
            throw new TypeError(
              'A projection spec is not a promise: finish it with .then(sql, expectedRows).',
            );
          return (async () => {
            assert.deepStrictEqual(await rows(sql, params), expectedRows);
            if (!checksRebuild) return;
            await rebuild(recorded);
            rebuilt = true;
            assert.deepStrictEqual(
              (await dataSource.query(sql, [...(params ?? [])])) as Row[],
              expectedRows,
              'The rebuilt rows differ from the live ones',
            );
          })();
        },
        rows,
        applied,
      };
    },
  };
}
