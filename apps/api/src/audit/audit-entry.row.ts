import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One entry of the audit log (decision 0057): a command's attempt or outcome, or a read of a
 * person's history. Append-only, written in batches by AuditRecorder, beside the event store and
 * never in it. It names people by id only: no name, email, payload or secret is kept here. Its
 * indexes (migration AuditLog) serve the logs' pages and searches; TypeORM leaves them alone.
 */
@Entity({ name: 'audit_entries' })
@Index('audit_entries_log_at_idx', { synchronize: false })
@Index('audit_entries_quiet_idx', { synchronize: false })
@Index('audit_entries_target_idx', { synchronize: false })
@Index('audit_entries_user_idx', { synchronize: false })
@Index('audit_entries_description_idx', { synchronize: false })
export class AuditEntryRow {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'BY DEFAULT' }) id!: string;
  @Column({ type: 'timestamptz' }) at!: Date;
  /** user, resident, kiosk or playlist; null for a command no log shows. */
  @Column({ type: 'text', nullable: true }) log!: string | null;
  @Column({ type: 'text' }) outcome!: string;
  @Column({ type: 'text' }) command!: string;
  @Column({ type: 'text' }) description!: string;
  @Column({ name: 'correlation_id', type: 'text' }) correlationId!: string;
  @Column({ name: 'user_id', type: 'text', nullable: true }) userId!: string | null;
  @Column({ name: 'performer_role', type: 'text', nullable: true }) performerRole!: string | null;
  @Column({ type: 'text' }) source!: string;
  /** user, resident, kiosk, kioskSerial or album. */
  @Column({ name: 'target_kind', type: 'text', nullable: true }) targetKind!: string | null;
  @Column({ name: 'target_id', type: 'text', nullable: true }) targetId!: string | null;
  /** Playlist entries: ABBY or GENIE, and whether the playlist is a kiosk's. */
  @Column({ type: 'text', nullable: true }) context!: string | null;
  @Column({ name: 'is_kiosk', type: 'boolean', nullable: true }) isKiosk!: boolean | null;
  /** A refusal or failure: the message key and its parameters (numbers only), and its severity. */
  @Column({ name: 'error_key', type: 'text', nullable: true }) errorKey!: string | null;
  @Column({ name: 'error_params', type: 'jsonb', nullable: true }) errorParams!: Record<
    string,
    number
  > | null;
  @Column({ name: 'error_severity', type: 'int', nullable: true }) errorSeverity!: number | null;
  /** Playlist entries that add or remove media: their ids, never their titles (decision 0082). */
  @Column({ name: 'media_ids', type: 'int', array: true, nullable: true }) mediaIds!: number[] | null;
}
