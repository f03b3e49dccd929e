import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A read model: one row per released Genie update level. */
@Entity({ name: 'genie_releases' })
export class GenieReleaseRow {
  @PrimaryColumn({ type: 'int' }) level!: number;
  @Column({ name: 'file_name', type: 'text' }) fileName!: string;
  @Column({ type: 'bigint' }) size!: string;
  @Column({ name: 'stored_as', type: 'text' }) storedAs!: string;
  @Column({ name: 'released_by_user_id', type: 'text', nullable: true }) releasedByUserId!: string | null;
  @Column({ name: 'released_at', type: 'timestamptz' }) releasedAt!: Date;
}
