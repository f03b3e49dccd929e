import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * The PostgreSQL event store's own table: append-only, one row per event. Declared as an
 * entity only so its schema lives in the same generated migrations; the PostgresEventStore
 * writes it with plain SQL.
 */
@Entity({ name: 'event_store' })
@Unique('event_store_stream_version_key', ['streamId', 'streamVersion'])
export class EventRow {
  @PrimaryGeneratedColumn('increment', { name: 'global_position', type: 'bigint' }) globalPosition!: string;
  @Index('event_store_event_id_key', { unique: true })
  @Column({ name: 'event_id', type: 'uuid' })
  eventId!: string;
  @Column({ name: 'stream_id', type: 'text' }) streamId!: string;
  @Column({ name: 'stream_version', type: 'int' }) streamVersion!: number;
  @Index('event_store_type_idx')
  @Column({ type: 'text' })
  type!: string;
  @Column({ name: 'schema_version', type: 'int', default: 1 }) schemaVersion!: number;
  @Column({ type: 'jsonb' }) data!: unknown;
  @Column({ type: 'jsonb' }) metadata!: unknown;
  @Column({ name: 'recorded_at', type: 'timestamptz', default: () => 'now()' }) recordedAt!: Date;
}
