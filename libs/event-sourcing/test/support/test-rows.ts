/** The TypeORM entities of the suites' read models (see `test-tables.migration.ts`). */
import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'members' })
export class MemberRow {
  @PrimaryColumn({ type: 'text' }) id!: string;
  @Column({ type: 'text' }) email!: string;
  @Column({ type: 'text' }) name!: string;
  @Column({ type: 'text', default: '' }) nickname!: string;
  @Column({ type: 'text', nullable: true }) picture!: string | null;
  @Column({ name: 'language_id', type: 'int', nullable: true }) languageId!: number | null;
  @Column({ type: 'text', default: 'Guest' }) role!: string;
  @Column({ name: 'domain_ids', type: 'int', array: true, default: '{}' }) domainIds!: number[];
  @Column({ name: 'kiosk_ids', type: 'int', array: true, default: '{}' }) kioskIds!: number[];
  @Column({ name: 'resident_ids', type: 'int', array: true, default: '{}' }) residentIds!: number[];
  @Column({ name: 'email_verified', type: 'boolean', default: false }) emailVerified!: boolean;
  @Column({ type: 'boolean', default: false }) locked!: boolean;
  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true }) lockedUntil!: Date | null;
  @Column({ name: 'last_sign_in', type: 'timestamptz', nullable: true }) lastSignIn!: Date | null;
  @Column({ name: 'create_date', type: 'timestamptz' }) createDate!: Date;
  @Column({ name: 'update_date', type: 'timestamptz' }) updateDate!: Date;
}

@Entity({ name: 'plans' })
export class PlanRow {
  @PrimaryColumn({ type: 'int' }) id!: number;
  @Column({ type: 'text' }) name!: string;
  @Column({ type: 'int' }) level!: number;
  @Column({ type: 'text' }) status!: string;
  @Column({ name: 'pause_reason', type: 'text', nullable: true }) pauseReason!: string | null;
  @Column({ type: 'jsonb' }) groups!: unknown;
  @Column({ name: 'create_date', type: 'timestamptz' }) createDate!: Date;
}

@Entity({ name: 'journal_entries' })
export class JournalEntryRow {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'BY DEFAULT' }) id!: string;
  @Column({ type: 'timestamptz' }) at!: Date;
  @Column({ type: 'text' }) note!: string;
  @Column({ name: 'member_id', type: 'text', nullable: true }) memberId!: string | null;
}

@Entity({ name: 'device_sightings' })
export class DeviceSightingRow {
  @PrimaryColumn({ name: 'serial_number', type: 'text' }) serialNumber!: string;
  @Column({ name: 'seen_at', type: 'timestamptz' }) seenAt!: Date;
}

export const TEST_ENTITIES = [MemberRow, PlanRow, JournalEntryRow, DeviceSightingRow];
