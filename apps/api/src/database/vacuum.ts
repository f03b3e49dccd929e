import type { DataSource } from 'typeorm';

/** How long a rewrite waits for its table's lock before giving up on that table. */
export const REWRITE_LOCK_TIMEOUT_MS = 3000;

/** What became of one table's rewrite: null when it was rewritten, else why not. */
export interface TableRewrite {
  table: string;
  failure: string | null;
}

interface NoticeClient {
  query(sql: string): Promise<unknown>;
  on(event: 'notice', listener: (notice: { severity?: string; message?: string }) => void): unknown;
  removeListener(
    event: 'notice',
    listener: (notice: { severity?: string; message?: string }) => void,
  ): unknown;
}

const quoted = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/**
 * Rewrites each table, its TOAST table and its indexes into new files (`VACUUM (FULL, ANALYZE)`,
 * decision 0102), so that rows deleted or updated before leave the table's files; the old files are
 * emptied when the rewrite commits. The statistics are gathered again, so no sample of an old value
 * stays in them. Each rewrite holds its table's exclusive lock while it runs, and waits at most
 * `lockTimeoutMs` for it; each runs on its own, outside any transaction, on PostgreSQL and PGlite
 * alike. A table that could not be rewritten (its lock not had in time, a role that may not vacuum
 * it: PostgreSQL then only warns) is answered with why, and the others are still rewritten; this
 * never throws for a table.
 */
export async function rewriteTables(
  dataSource: DataSource,
  tables: readonly string[],
  lockTimeoutMs = REWRITE_LOCK_TIMEOUT_MS,
): Promise<TableRewrite[]> {
  const runner = dataSource.createQueryRunner();
  const outcomes: TableRewrite[] = [];
  try {
    // The driver's own connection: its notices say when a table is skipped, and a failure here is
    // reported by the caller, not logged again as a failed query.
    const client = (await runner.connect()) as NoticeClient;
    let warnings: string[] = [];
    const heard = (notice: { severity?: string; message?: string }): void => {
      if (notice.severity === 'WARNING') warnings.push(notice.message ?? 'a warning');
    };
    client.on('notice', heard);
    try {
      await client.query(`SET lock_timeout = ${Math.max(1, Math.floor(lockTimeoutMs))}`);
      for (const table of [...new Set(tables)].sort()) {
        warnings = [];
        try {
          await client.query(`VACUUM (FULL, ANALYZE) ${quoted(table)}`);
          outcomes.push({ table, failure: warnings.length > 0 ? warnings.join('; ') : null });
        } catch (error) {
          outcomes.push({ table, failure: error instanceof Error ? error.message : String(error) });
        }
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
