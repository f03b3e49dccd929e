import {
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuditLog, AuditOutcome } from '@ambient/core';
import type { EventSource } from '@ambient/core';

/** One entry as recorded (decision 0057): ids only, no person's data, no payload. */
export interface AuditEntry {
  at: Date;
  log: AuditLog | null;
  outcome: AuditOutcome;
  command: string;
  description: string;
  correlationId: string;
  userId: string | null;
  performerRole: string | null;
  source: EventSource;
  targetKind: AuditTargetKind | null;
  targetId: string | null;
  context: string | null;
  isKiosk: boolean | null;
  errorKey: string | null;
  errorParams: Record<string, number> | null;
  errorSeverity: number | null;
  /** The media ids a playlist entry adds or removes (decision 0082); null otherwise. */
  mediaIds: number[] | null;
}

export type AuditTargetKind =
  'user' | 'resident' | 'kiosk' | 'kioskSerial' | 'album' | 'kioskPlaylist' | 'abbyProfile';

/** How long an entry may wait for its batch, and the most entries one insert carries. */
export const AUDIT_FLUSH_MS = 100;
export const AUDIT_BATCH_MAX = 500;
/** Entries kept for a retry while the database refuses them; beyond, the oldest are dropped (and logged). */
const AUDIT_QUEUE_MAX = 50_000;

const COLUMNS = [
  'at',
  'log',
  'outcome',
  'command',
  'description',
  'correlation_id',
  'user_id',
  'performer_role',
  'source',
  'target_kind',
  'target_id',
  'context',
  'is_kiosk',
  'error_key',
  'error_params',
  'error_severity',
  'media_ids',
] as const;

/** An entry as a row of `audit_entries` (its columns' names), for `jsonb_populate_recordset`. */
const rowOf = (e: AuditEntry): Record<(typeof COLUMNS)[number], unknown> => ({
  at: e.at.toISOString(),
  log: e.log,
  outcome: e.outcome,
  command: e.command,
  description: e.description,
  correlation_id: e.correlationId,
  user_id: e.userId,
  performer_role: e.performerRole,
  source: e.source,
  target_kind: e.targetKind,
  target_id: e.targetId,
  context: e.context,
  is_kiosk: e.isKiosk,
  error_key: e.errorKey,
  error_params: e.errorParams,
  error_severity: e.errorSeverity,
  media_ids: e.mediaIds,
});

/** A batch in one statement of one parameter (the rows as JSON), whatever its size: parsed once. */
const INSERT_BATCH = `INSERT INTO audit_entries (${COLUMNS.join(', ')})
  SELECT ${COLUMNS.join(', ')} FROM jsonb_populate_recordset(NULL::audit_entries, $1::jsonb)`;

/**
 * Writes audit entries in batches (decision 0057): `record` only queues, so a command pays no
 * round trip for its entries; a batch is written as one insert (its rows as one JSON value) at most AUDIT_FLUSH_MS
 * later, or at once when AUDIT_BATCH_MAX entries wait. One batch is written at a time. A failed
 * write keeps its entries for the next; the API's shutdown writes what is left, and what it cannot
 * write then is reported as lost rather than retried against a closed database.
 */
@Injectable()
export class AuditRecorder implements BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('Audit');
  private queue: AuditEntry[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> | null = null;
  /** The last write was refused: the next waits a second instead of following at once. */
  private failedLast = false;
  /** The API has shut down: nothing is written any more. */
  private closed = false;

  constructor(private readonly dataSource: DataSource) {}

  record(entry: AuditEntry): void {
    if (this.closed) return;
    this.queue.push(entry);
    if (this.queue.length > AUDIT_QUEUE_MAX) {
      const dropped = this.queue.splice(0, this.queue.length - AUDIT_QUEUE_MAX);
      this.logger.error(`Audit log unwritable: ${dropped.length} entries dropped`);
    }
    if (this.queue.length >= AUDIT_BATCH_MAX) this.startWriting();
    else this.timer ??= setTimeout(() => this.startWriting(), AUDIT_FLUSH_MS);
  }

  /** Writes every entry queued so far (tests, shutdown). */
  async flush(): Promise<void> {
    while (this.queue.length > 0 || this.writing) {
      this.startWriting();
      await this.writing;
      if (this.failedLast) return;
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.flush();
  }

  onApplicationShutdown(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.queue.length > 0)
      this.logger.error(`Audit log unwritable: ${this.queue.length} entries lost at shutdown`);
    this.queue = [];
  }

  private startWriting(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.writing || this.queue.length === 0 || this.closed) return;
    const batch = this.queue.splice(0, AUDIT_BATCH_MAX);
    this.writing = this.write(batch).finally(() => {
      this.writing = null;
      if (this.closed) return;
      if (this.queue.length > 0 && !this.failedLast) this.startWriting();
      else if (this.queue.length > 0)
        this.timer ??= setTimeout(() => this.startWriting(), AUDIT_FLUSH_MS * 10);
    });
  }

  private async write(batch: AuditEntry[]): Promise<void> {
    try {
      await this.dataSource.query(INSERT_BATCH, [JSON.stringify(batch.map(rowOf))]);
      this.failedLast = false;
    } catch (err) {
      // Kept for the next try, in order; the commands they describe are not held back.
      this.failedLast = true;
      this.queue.unshift(...batch);
      this.logger.warn({ err }, `Audit entries not written yet (${this.queue.length} waiting)`);
    }
  }
}
