import { Logger as NestLogger } from '@nestjs/common';
import type { Logger } from 'typeorm';

/** SQLSTATEs that are answers, not faults: a stale expected version, a unique key taken. */
const EXPECTED = new Set(['ES409', '23505']);

/**
 * TypeORM's logger for the API: failed queries are logged (without their parameters, which can
 * hold personal data), except the refusals the code handles itself, such as an append at a
 * stale expected version, which the aggregate store retries.
 */
export class QueryErrorLogger implements Logger {
  private readonly logger = new NestLogger('Database');

  logQueryError(error: string | Error, query: string): void {
    const code = typeof error === 'string' ? undefined : (error as Error & { code?: unknown }).code;
    if (typeof code === 'string' && EXPECTED.has(code)) return;
    this.logger.error(`${typeof error === 'string' ? error : error.message} in ${query.slice(0, 200)}`);
  }

  logQuery(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(String(message));
  }
}
