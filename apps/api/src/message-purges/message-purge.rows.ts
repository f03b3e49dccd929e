import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A read model: one row per message purge (decision 0070). */
@Entity({ name: 'message_purges' })
export class MessagePurgeRow {
  @PrimaryColumn({ type: 'int' }) id!: number;
  @Column({ name: 'date_purged', type: 'timestamptz' }) datePurged!: Date;
  @Column({ type: 'timestamptz' }) cutoff!: Date;
  @Column({ name: 'retention_days', type: 'int' }) retentionDays!: number;
  @Column({ name: 'num_messages', type: 'int' }) numMessages!: number;
  @Column({ name: 'num_warnings', type: 'int' }) numWarnings!: number;
  @Column({ name: 'num_errors', type: 'int' }) numErrors!: number;
}

/**
 * A read model: one row per message a purge took. The resident, user and kiosk are named by id
 * (their names are read from their own read models when the details are asked for).
 */
@Entity({ name: 'message_purge_details' })
@Index('IDX_message_purge_details_purge', ['purgeId'])
@Index('IDX_message_purge_details_resident', ['residentId'])
export class MessagePurgeDetailRow {
  @PrimaryColumn({ type: 'int' }) id!: number;
  @Column({ name: 'purge_id', type: 'int' }) purgeId!: number;
  @Column({ name: 'message_id', type: 'int' }) messageId!: number;
  @Column({ name: 'resident_id', type: 'int' }) residentId!: number;
  @Column({ name: 'user_id', type: 'text' }) userId!: string;
  @Column({ name: 'kiosk_id', type: 'int', nullable: true }) kioskId!: number | null;
  @Column({ name: 'message_type_id', type: 'int' }) messageTypeId!: number;
  @Column({ type: 'text' }) kind!: string;
  @Column({ name: 'last_opened', type: 'timestamptz', nullable: true }) lastOpened!: Date | null;
  @Column({ type: 'text' }) subject!: string;
  @Column({ name: 'blob_name', type: 'text' }) blobName!: string;
  @Column({ type: 'text' }) outcome!: string;
  @Column({ name: 'media_kept', type: 'int' }) mediaKept!: number;
  @Column({ name: 'is_warning', type: 'boolean' }) isWarning!: boolean;
  @Column({ name: 'is_error', type: 'boolean' }) isError!: boolean;
}
