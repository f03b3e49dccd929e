import type { DataSource } from 'typeorm';

/** How long a rewrite waits for its table's lock before giving up on that table. */
export const REWRITE_LOCK_TIMEOUT_MS = 3000;

/**
 * How long a rewrite of several tables tries again, in all, while a transaction still open
 * elsewhere may see rows deleted before it (the rewrite then copies them): an erasure waits for it,
 * so the tables share one allowance instead of each having its own.
 */
export const REWRITE_KEPT_ROWS_TIMEOUT_MS = 3000;

/** What became of one table's rewrite: null when it was rewritten, else why not. */
export interface TableRewrite {
  table: string;
  failure: string | null;
}

interface Notice {
  severity?: string;
  message?: string;
  detail?: string;
}

interface NoticeClient {
  query(sql: string): Promise<unknown>;
  on(event: 'notice', listener: (notice: Notice) => void): unknown;
  removeListener(event: 'notice', listener: (notice: Notice) => void): unknown;
}

/** VACUUM VERBOSE's count of the deleted rows it had to copy, for a transaction that may still see them. */
const KEPT_ROWS = /^(\d+) dead row versions cannot be removed yet/;

const quoted = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/**
 * Rewrites each table, its TOAST table and its indexes into new files (`VACUUM (FULL, ANALYZE)`,
 * decision 0102), so that rows deleted or updated before leave the table's files; the old files are
 * emptied when the rewrite commits. The statistics are gathered again, so no sample of an old value
 * stays in them. Each rewrite holds its table's exclusive lock while it runs, and waits at most
 * `lockTimeoutMs` for it; each runs on its own, outside any transaction, on PostgreSQL and PGlite
 * alike. A rewrite copies the deleted rows a transaction still open elsewhere may see (another
 * connection's snapshot older than the deletion); it says how many, and the table is rewritten
 * again, a little later each time, until it holds none or `keptRowsTimeoutMs` (for all the tables
 * together) has passed; each table is rewritten once at least. A table
 * that could not be rewritten (its lock not had in time, a role that may not vacuum it: PostgreSQL
 * then only warns, deleted rows still kept for an open transaction) is answered with why, and the
 * others are still rewritten; this never throws for a table.
 */
export async function rewriteTables(
  dataSource: DataSource,
  tables: readonly string[],
  lockTimeoutMs = REWRITE_LOCK_TIMEOUT_MS,
  keptRowsTimeoutMs = REWRITE_KEPT_ROWS_TIMEOUT_MS,
): Promise<TableRewrite[]> {
  const runner = dataSource.createQueryRunner();
  const outcomes: TableRewrite[] = [];
  try {
    // The driver's own connection: its notices say when a table is skipped, and a failure here is
    // reported by the caller, not logged again as a failed query.
    const client = (await runner.connect()) as NoticeClient;
    let warnings: string[] = [];
    let kept = 0;
    const heard = (notice: Notice): void => {
      if (notice.severity === 'WARNING') warnings.push(notice.message ?? 'a warning');
      const keptRows = KEPT_ROWS.exec(notice.detail ?? '');
      if (keptRows) kept += Number(keptRows[1]);
    };
    /** One rewrite of the table: why it failed, or null. */
    const rewrite = async (table: string): Promise<string | null> => {
      warnings = [];
      kept = 0;
      try {
        await client.query(`VACUUM (FULL, ANALYZE, VERBOSE) ${quoted(table)}`);
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
      if (warnings.length > 0) return warnings.join('; ');
      return kept > 0
        ? `${kept} deleted row${kept === 1 ? '' : 's'} kept for a transaction still open`
        : null;
    };
    client.on('notice', heard);
    try {
      await client.query(`SET lock_timeout = ${Math.max(1, Math.floor(lockTimeoutMs))}`);
      const until = Date.now() + keptRowsTimeoutMs;
      for (const table of [...new Set(tables)].sort()) {
        let failure = await rewrite(table);
        for (let pause = 50; failure !== null && kept > 0 && Date.now() + pause <= until; pause *= 2) {
          await new Promise((resolve) => setTimeout(resolve, pause));
          failure = await rewrite(table);
        }
        outcomes.push({ table, failure });
      }
    } finally {
      client.removeListener('notice', heard);
      await client.query('RESET lock_timeout').catch(() => undefined);
    }
  } finally {
    await runner.release();
  }
  return outcomes;
}
