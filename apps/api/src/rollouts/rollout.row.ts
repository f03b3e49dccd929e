import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { RolloutPauseReason, RolloutStatus, UpdateKind } from '@ambient/core';

/** A group of a rollout's plan as the read model keeps it. */
export interface RolloutGroupColumn {
  name: string;
  successThreshold: number;
  errorThreshold: number;
}

/** A read model: one row per rollout (decision 0052). */
@Entity({ name: 'rollouts' })
export class RolloutRow {
  @PrimaryColumn({ type: 'int', primaryKeyConstraintName: 'PK_rollouts' }) id!: number;
  @Column({ type: 'text' }) name!: string;
  @Column({ type: 'text' }) kind!: UpdateKind;
  @Column({ name: 'kiosk_kind', type: 'text' }) kioskKind!: string;
  @Column({ type: 'int' }) level!: number;
  @Index('IDX_rollouts_status')
  @Column({ type: 'text' })
  status!: RolloutStatus;
  @Column({ name: 'pause_reason', type: 'text', nullable: true }) pauseReason!: RolloutPauseReason | null;
  @Column({ name: 'current_group', type: 'int' }) currentGroup!: number;
  @Column({ type: 'jsonb' }) groups!: RolloutGroupColumn[];
  @Column({ name: 'create_date', type: 'timestamptz' }) createDate!: Date;
  @Column({ name: 'update_date', type: 'timestamptz' }) updateDate!: Date;
}

/** A read model: each kiosk of a rollout, its group and where it stands. */
@Entity({ name: 'rollout_kiosks' })
@Index('IDX_rollout_kiosks_serial', ['serialNumber'])
export class RolloutKioskRow {
  @PrimaryColumn({ name: 'rollout_id', type: 'int', primaryKeyConstraintName: 'PK_rollout_kiosks' })
  rolloutId!: number;
  @PrimaryColumn({ name: 'serial_number', type: 'text', primaryKeyConstraintName: 'PK_rollout_kiosks' })
  serialNumber!: string;
  @Column({ name: 'group_index', type: 'int' }) groupIndex!: number;
  /** waiting (its group not started), told, installed or failed. */
  @Column({ type: 'text' }) state!: 'waiting' | 'told' | 'installed' | 'failed';
  @Column({ type: 'text', nullable: true }) error!: string | null;
  /** When its group was told of the update: a failed command older than this is not this rollout's. */
  @Column({ name: 'told_at', type: 'timestamptz', nullable: true }) toldAt!: Date | null;
  @Column({ name: 'update_date', type: 'timestamptz' }) updateDate!: Date;
}
