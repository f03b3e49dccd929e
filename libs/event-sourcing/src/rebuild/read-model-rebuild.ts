import {
  type DataSource,
  type EntityManager,
  type EntityTarget,
  type ObjectLiteral,
  type QueryRunner,
} from 'typeorm';
import type { EventStore, RecordedEvent } from '../store/event-store.port.js';
import { readInBatches } from '../store/read-in-batches.js';
import type { EventUpcaster } from '../upcasting.js';
import { RowBuffer } from './row-buffer.js';
import {
  createShadow,
  dropLeftovers,
  dropShadows,
  planShadow,
  runOnEach,
  swapShadow,
  type ShadowTable,
} from './shadow-tables.js';

/** The advisory lock a rebuild holds while it writes tables beside the live ones (one at a time). */
const REBUILD_LOCK = 7_310_594_102;

/**
 * Statements that make keys, indexes and statistics, the longest first (generalized inverted and
 * search trees, then statistics, then the rest), so the connections that share them end together.
 */
const byCost = (statements: string[]): string[] => {
  const cost = (statement: string) =>
    / USING (gin|gist) /.test(statement) ? 0 : statement.startsWith('ANALYZE ') ? 1 : 2;
  return [...statements].sort((a, b) => cost(a) - cost(b));
};

/** How the runner writes read models in bulk (a rebuild's rows). */
export interface ProjectionSettings {
  /** The database takes `COPY … FROM STDIN`: PostgreSQL does, PGlite's socket does not. */
  copyRows: boolean;
}

export const PROJECTION_SETTINGS = Symbol('PROJECTION_SETTINGS');

/** What a rebuild did. */
export interface RebuildReport {
  events: number;
  rows: number;
  position: bigint;
  seconds: number;
  /** Time spent reading and folding the log before the swap. */
  foldSeconds: number;
  /** Time until the first event was folded (the reading threads' start, the first slice). */
  firstEventSeconds: number;
  eventsPerSecond: number;
}

/** What a rebuild needs of a projection (a registered `Projection` is one). */
export interface RebuiltProjection {
  readonly name: string;
  readonly tables: readonly string[];
  readonly handles: ReadonlySet<string>;
  apply(event: RecordedEvent, manager: EntityManager): Promise<void>;
}

/** What a rebuild works with: the projection runner's own parts. */
export interface RebuildParts {
  dataSource: DataSource;
  store: EventStore;
  upcaster: EventUpcaster;
  settings: ProjectionSettings | null;
  /** What a projection's failure on an event is reported as (the runner's `ProjectionFailed`). */
  failed: (projection: string, event: RecordedEvent, cause: unknown) => Error;
}

/**
 * Rebuilds every read model from the log while the application keeps serving. The whole log is
 * folded in memory (a `RowBuffer` per projection: no round trip per event); on PostgreSQL each
 * table with rows is then written beside the live one, with its keys and indexes (`writeBeside`).
 * Then one transaction locks every projection's checkpoint (live runners, here or in other
 * processes, wait), folds what was appended meanwhile, writes what that changed into the tables
 * beside and swaps them in, empties and writes the others, and moves the checkpoints to the end.
 * Readers wait for that transaction and then see the new rows: never an empty or half-built read
 * model. The runner that asked (`ProjectionRunner.rebuild`) then moves its checkpoints there too.
 */
export async function rebuildReadModels(
  parts: RebuildParts,
  projections: readonly RebuiltProjection[],
  options: { batchSize?: number } = {},
): Promise<RebuildReport> {
  const { dataSource, store, upcaster, failed } = parts;
  const started = performance.now();
  const batchSize = options.batchSize ?? 10_000;
  const buffers = new Map(projections.map((p) => [p.name, new RowBuffer(dataSource)]));
  let position = 0n;
  let events = 0;
  let firstEvent = 0;
  // Each type's readers, with their buffers, found once (a rebuild folds millions of events).
  const readers = new Map<string, Array<{ projection: RebuiltProjection; manager: EntityManager }>>();
  const readersOf = (type: string) => {
    let found = readers.get(type);
    if (!found) {
      found = projections
        .filter((projection) => projection.handles.has(type))
        .map((projection) => ({ projection, manager: buffers.get(projection.name)!.manager }));
      readers.set(type, found);
    }
    return found;
  };
  const fold = async (batches: AsyncIterable<RecordedEvent[]>): Promise<void> => {
    for await (const batch of batches) {
      if (firstEvent === 0 && batch.length > 0) firstEvent = performance.now();
      for (const recorded of batch) {
        const event = upcaster.upcast(recorded);
        for (const { projection, manager } of readersOf(event.type)) {
          try {
            await projection.apply(event, manager);
          } catch (error) {
            throw failed(projection.name, event, error);
          }
        }
        position = recorded.globalPosition;
        events += 1;
      }
    }
  };
  const releaseKeys = store.holdKeys?.() ?? (() => undefined);
  try {
    // The next batches are read (on PostgreSQL by a thread of their own) while one is folded.
    await fold(
      store.readAhead?.(position, batchSize) ??
        readInBatches((after, limit) => store.readAll(after, limit), position, batchSize),
    );
  } finally {
    releaseKeys();
  }
  const folded = performance.now();
  const tables = projections.flatMap((p) => p.tables);
  const copy = parts.settings?.copyRows ?? false;
  // On PostgreSQL each table with rows is written beside the live one first, with its keys and
  // indexes, while the console keeps reading the live one; the events appended meanwhile are
  // folded and written into it in the transaction, which then swaps it in.
  const beside = copy ? await writeBeside(dataSource, [...buffers.values()], tables) : null;
  for (const buffer of buffers.values()) buffer.track();
  let rows = 0;
  try {
    await dataSource.transaction(async (manager) => {
      await manager.query('SELECT name FROM projection_checkpoints ORDER BY name FOR UPDATE');
      // What was appended while folding. On PostgreSQL read through this transaction's own
      // connection (PGlite has only one).
      await fold(
        readInBatches(
          (after, limit) =>
            store.readAllIn ? store.readAllIn(manager, after, limit) : store.readAll(after, limit),
          position,
          batchSize,
        ),
      );
      const shadows = new Map((beside?.shadows ?? []).map((shadow) => [shadow.live, shadow.next]));
      // The other tables emptied: those that hold rows (no one else writes them while the
      // checkpoints are locked; a table's TRUNCATE costs new files even when it is empty).
      const emptied = tables.filter((table) => !shadows.has(table));
      const filled =
        emptied.length === 0
          ? []
          : ((await manager.query(
              `SELECT name FROM (VALUES ${emptied.map((t, n) => `($${n + 1}, EXISTS (SELECT 1 FROM "${t}"))`).join(', ')})
                 AS t(name, filled) WHERE filled`,
              emptied,
            )) as Array<{ name: string }>);
      if (filled.length > 0)
        await manager.query(`TRUNCATE ${filled.map(({ name }) => `"${name}"`).join(', ')}`);
      for (const buffer of buffers.values()) rows += await buffer.flush(manager, { copy, shadows });
      for (const shadow of beside?.shadows ?? []) await swapShadow(manager, shadow);
      await manager.query(
        `INSERT INTO projection_checkpoints (name, position, updated_at)
         SELECT name, $2, now() FROM unnest($1::text[]) AS name
         ON CONFLICT (name) DO UPDATE SET position = excluded.position, updated_at = excluded.updated_at`,
        [projections.map((projection) => projection.name), position.toString()],
      );
    });
  } catch (error) {
    if (beside) await dropShadows(beside.runners[0]!, beside.shadows).catch(() => undefined);
    throw error;
  } finally {
    await beside?.release();
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    events,
    rows,
    position,
    seconds,
    foldSeconds: (folded - started) / 1000,
    firstEventSeconds: ((firstEvent || folded) - started) / 1000,
    eventsPerSecond: seconds > 0 ? events / seconds : events,
  };
}

/**
 * Writes the buffered rows of each table among `tables` into a table beside the live one, then
 * gives those their keys, indexes and statistics, on two connections at once (decision 0094).
 * A table that cannot simply be replaced (see `planShadow`) is written in the transaction, as on
 * PGlite. One rebuild at a time does this (an advisory lock, held until `release`).
 */
async function writeBeside(
  dataSource: DataSource,
  buffers: readonly RowBuffer[],
  tables: readonly string[],
): Promise<{ shadows: ShadowTable[]; runners: QueryRunner[]; release: () => Promise<void> }> {
  const runners = [dataSource.createQueryRunner(), dataSource.createQueryRunner()];
  const release = async () => {
    await runners[0]!.query('SELECT pg_advisory_unlock($1)', [REBUILD_LOCK]).catch(() => undefined);
    for (const runner of runners) await runner.release();
  };
  await runners[0]!.query('SELECT pg_advisory_lock($1)', [REBUILD_LOCK]);
  await dropLeftovers(runners[0]!).catch(async (error: unknown) => {
    await release();
    throw error;
  });
  const planned: Array<{ shadow: ShadowTable; buffer: RowBuffer; target: EntityTarget<ObjectLiteral> }> = [];
  try {
    // A table that several projections write stays in the transaction too.
    const written = buffers.flatMap((buffer) => buffer.targets.map(({ table }) => table));
    for (const buffer of buffers)
      for (const { target, table } of buffer.targets) {
        if (!tables.includes(table) || written.indexOf(table) !== written.lastIndexOf(table)) continue;
        const shadow = await planShadow(runners[0]!, table, planned.length);
        if (shadow) planned.push({ shadow, buffer, target });
      }
    let next = 0;
    await Promise.all(
      runners.map(async (runner) => {
        while (next < planned.length) {
          const { shadow, buffer, target } = planned[next++]!;
          await createShadow(runner, shadow);
          await buffer.write(runner.manager, target, shadow.next, { copy: true });
        }
      }),
    );
    await runOnEach(runners, byCost(planned.flatMap(({ shadow }) => shadow.builds)));
  } catch (error) {
    await dropShadows(
      runners[0]!,
      planned.map(({ shadow }) => shadow),
    ).catch(() => undefined);
    await release();
    throw error;
  }
  return { shadows: planned.map(({ shadow }) => shadow), runners, release };
}
