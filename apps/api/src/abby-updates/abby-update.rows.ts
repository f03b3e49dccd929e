import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A read model: one row per Abby activity. */
@Entity({ name: 'abby_activities' })
export class AbbyActivityRow {
  @PrimaryColumn({ type: 'int' }) id!: number;
  @Column({ type: 'text' }) description!: string;
  @Column({ type: 'text' }) url!: string;
  @Column({ name: 'response_type_id', type: 'int' }) responseTypeId!: number;
  @Column({ name: 'update_level', type: 'int', nullable: true }) updateLevel!: number | null;
  @Column({ name: 'create_date', type: 'timestamptz' }) createDate!: Date;
  @Column({ name: 'release_date', type: 'timestamptz', nullable: true }) releaseDate!: Date | null;
  @Column({ name: 'update_date', type: 'timestamptz', nullable: true }) updateDate!: Date | null;
}

/** A read model: one row per activity release (its update number), with the file kept. */
@Entity({ name: 'abby_activity_releases' })
export class AbbyActivityReleaseRow {
  @PrimaryColumn({ type: 'int' }) level!: number;
  @Column({ name: 'activity_id', type: 'int' }) activityId!: number;
  @Column({ type: 'text' }) comment!: string;
  @Column({ name: 'file_name', type: 'text' }) fileName!: string;
  @Column({ type: 'bigint' }) size!: string;
  @Column({ name: 'stored_as', type: 'text' }) storedAs!: string;
  @Column({ name: 'released_at', type: 'timestamptz' }) releasedAt!: Date;
}

/** A read model: one row per Abby update zip kept, per Phidget version. */
@Entity({ name: 'abby_update_zips' })
export class AbbyUpdateZipRow {
  @PrimaryColumn({ type: 'int' }) version!: number;
  @PrimaryColumn({ type: 'int' }) level!: number;
  @Column({ name: 'file_name', type: 'text' }) fileName!: string;
  @Column({ type: 'bigint' }) size!: string;
  @Column({ name: 'stored_as', type: 'text' }) storedAs!: string;
  @Column({ name: 'create_date', type: 'timestamptz' }) createDate!: Date;
}

/** A read model: the override kiosks (`refId` "update-override"). */
@Entity({ name: 'abby_override_kiosks' })
export class AbbyOverrideKioskRow {
  @PrimaryColumn({ name: 'kiosk_id', type: 'int' }) kioskId!: number;
  @Column({ name: 'activated_at', type: 'timestamptz' }) activatedAt!: Date;
  /** When it stops being one by itself (decision 0085); null: it lasts. */
  @Column({ name: 'until', type: 'timestamptz', nullable: true }) until!: Date | null;
}
