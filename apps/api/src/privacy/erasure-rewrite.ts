import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ProjectionRunner, type UnitOfWork } from '@ambient/event-sourcing';
import { rewriteTables } from '../database/vacuum.js';

/**
 * The tables an erasure changes beside the read models (decision 0024): the person's key row (its
 * former version holds the key, wrapped: with the data key it would open their data again) and the
 * stored answers of Idempotency-Key requests; for a user, their password hash.
 */
const KEY_TABLES = ['person_keys', 'idempotency_keys'] as const;
const USER_TABLES = ['credentials'] as const;

/** A unit of work that notes the type of every event appended through it into `types`. */
export function notingTypes(unit: UnitOfWork, types: Set<string>): UnitOfWork {
  return {
    load: (streamId, decider) => unit.load(streamId, decider),
    append: (streamId, events, as) => {
      for (const event of events) types.add(event.type);
      unit.append(streamId, events, as);
    },
    alongside: (write) => unit.alongside(write),
  };
}

/**
 * After an erasure is committed, rewrites the tables it deleted or updated rows of (decision 0102):
 * every table of the projections that read an event type it appended, and the tables its own writes
 * changed. Until then the rows it deleted, and the versions of the rows before it updated them,
 * stay in the tables' files, readable by whoever reads the files. A rewrite that fails is logged
 * with what the operator can run instead; the erasure stands.
 */
@Injectable()
export class ErasureRewrite {
  private readonly logger = new Logger('Privacy');

  constructor(
    private readonly projections: ProjectionRunner,
    private readonly dataSource: DataSource,
  ) {}

  /** The tables an erasure that appended events of these types changed. */
  tablesOf(appended: ReadonlySet<string>, erasedUser: boolean): string[] {
    const read = this.projections.registered
      .filter((projection) => [...appended].some((type) => projection.handles.has(type)))
      .flatMap((projection) => projection.tables);
    return [...new Set([...read, ...KEY_TABLES, ...(erasedUser ? USER_TABLES : [])])].sort();
  }

  /** Rewrites them; never throws. */
  async rewrite(subject: string, appended: ReadonlySet<string>, erasedUser: boolean): Promise<void> {
    const tables = this.tablesOf(appended, erasedUser);
    const started = Date.now();
    try {
      const outcomes = await rewriteTables(this.dataSource, tables);
      const failed = outcomes.filter((outcome) => outcome.failure !== null);
      for (const { table, failure } of failed)
        this.logger.warn(
          `The table ${table} was not rewritten after the erasure of ${subject} (${failure}): ` +
            `what the erasure deleted stays in its files until VACUUM FULL ${table} is run (decision 0102)`,
        );
      this.logger.log(
        `Rewrote ${outcomes.length - failed.length} of ${tables.length} tables after the erasure of ${subject} ` +
          `in ${Date.now() - started} ms`,
      );
    } catch (error) {
      this.logger.warn(
        `The tables ${tables.join(', ')} were not rewritten after the erasure of ${subject} (${String(error)}): ` +
          'what the erasure deleted stays in their files until VACUUM FULL is run on each (decision 0102)',
      );
    }
  }
}
