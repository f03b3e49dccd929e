import { createRequire } from 'node:module';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';

/** node-postgres's conversion of a parameter to the text it sends, and its quoting of a literal. */
const pgUtils = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue(value: unknown): string | Buffer | null | undefined;
  escapeLiteral(text: string): string;
};

/** A statement a projection asked for, kept to be sent with the append. */
interface Deferred {
  sql: string;
  parameters: readonly unknown[];
}

/** A projection asked for something that cannot wait for the append (a read, or raw SQL with literals). */
export class NotDeferrable extends Error {
  constructor(sql: string) {
    super(`This statement cannot be sent with the append: ${sql.slice(0, 80)}`);
  }
}

/** Statements that only write, with their values as `$n` parameters and no literal of their own. */
const WRITE = /^\s*(INSERT|UPDATE|DELETE)\b/i;
/** A quoted or dollar-quoted literal, where a `$n` might not be a placeholder. */
const LITERAL = /'|\$[A-Za-z_]*\$/;

/**
 * The writes of projections applied inline, kept as SQL instead of sent one round trip each, so
 * the append sends them with itself: BEGIN, the projections' rows, the append and COMMIT in one
 * simple-protocol query (see `PostgresEventStore.appendInTransaction`).
 *
 * `manager` is TypeORM's own EntityManager over a query runner that keeps each statement TypeORM
 * builds (insert, upsert, update, delete: the same SQL and parameters it would have sent) and
 * answers it with an empty result; projections applied inline never read what they wrote
 * (`Projection.inline`). Anything but a plain write is refused with `NotDeferrable`, and the
 * caller then applies the projections in a transaction of its own, statement by statement.
 */
export class DeferredWrites {
  readonly manager: EntityManager;
  private readonly kept: Deferred[] = [];
  private readonly runner: QueryRunner;

  constructor(dataSource: DataSource) {
    // A query runner that never connects: its `query` keeps the statement.
    this.runner = dataSource.createQueryRunner();
    const keep = async (sql: string, parameters: unknown[] = [], structured = false): Promise<unknown> => {
      if (!WRITE.test(sql) || LITERAL.test(sql)) throw new NotDeferrable(sql);
      this.kept.push({ sql, parameters });
      return structured ? { records: [], raw: [], affected: undefined } : [];
    };
    this.runner.query = keep as QueryRunner['query'];
    this.manager = dataSource.createEntityManager(this.runner);
  }

  /** The kept statements, their parameters written as literals. */
  statements(): string[] {
    return this.kept.map(({ sql, parameters }) =>
      sql.replace(/\$(\d+)/g, (placeholder, n: string) => {
        const index = Number(n) - 1;
        if (index < 0 || index >= parameters.length) throw new NotDeferrable(sql);
        return literal(parameters[index]);
      }),
    );
  }

  async release(): Promise<void> {
    await this.runner.release();
  }
}

/**
 * A parameter as the literal of the text the driver would have sent for it (node-postgres's own
 * conversion: dates, arrays, JSON, buffers): an untyped literal takes its type from where it
 * stands, as an untyped parameter does.
 */
function literal(value: unknown): string {
  const text = pgUtils.prepareValue(value);
  if (text === null || text === undefined) return 'NULL';
  if (Buffer.isBuffer(text)) return `'\\x${text.toString('hex')}'::bytea`;
  return pgUtils.escapeLiteral(String(text));
}
