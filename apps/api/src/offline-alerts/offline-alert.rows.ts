import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { ClockSpan } from '@ambient/core';

/** A facility's alert settings, once changed (read model; no row: the defaults hold). */
@Entity({ name: 'facility_alert_settings' })
export class FacilityAlertSettingsRow {
  @PrimaryColumn({ name: 'facility_id', type: 'int' }) facilityId!: number;
  @Column({ name: 'grace_period_seconds', type: 'int' }) gracePeriodSeconds!: number;
  @Column({ name: 'day_start', type: 'text' }) dayStart!: string;
  @Column({ name: 'day_end', type: 'text' }) dayEnd!: string;
  @Column({ name: 'quiet_days', type: 'int', array: true, default: () => "'{}'" }) quietDays!: number[];
  @Column({ name: 'quiet_hours', type: 'jsonb', default: () => "'[]'" }) quietHours!: ClockSpan[];
  @Column({ name: 'time_zone', type: 'text', nullable: true }) timeZone!: string | null;
}

/** Each told outage of a kiosk (read model of the kiosks' offline alert streams). */
@Entity({ name: 'kiosk_offline_alerts' })
@Index('kiosk_offline_alerts_open_idx', ['clearedAt', 'kioskId'])
export class OfflineAlertRow {
  @PrimaryColumn({ name: 'kiosk_id', type: 'int' }) kioskId!: number;
  @PrimaryColumn({ name: 'alert_number', type: 'int' }) alertNumber!: number;
  @Column({ name: 'serial_number', type: 'text' }) serialNumber!: string;
  @Column({ name: 'facility_id', type: 'int', nullable: true }) facilityId!: number | null;
  @Column({ name: 'offline_since', type: 'timestamptz' }) offlineSince!: Date;
  @Column({ name: 'raised_at', type: 'timestamptz' }) raisedAt!: Date;
  /** The zone the outage was judged in (the facility's at the time). */
  @Column({ name: 'time_zone', type: 'text' }) timeZone!: string;
  @Column({ name: 'online_at', type: 'timestamptz', nullable: true }) onlineAt!: Date | null;
  @Column({ name: 'cleared_at', type: 'timestamptz', nullable: true }) clearedAt!: Date | null;
}

/**
 * Each device's presence as its device stream says, for the sweep (read model of the device
 * streams): since when it is offline, and when it last came online.
 */
@Entity({ name: 'kiosk_offline_watch' })
@Index('kiosk_offline_watch_presence_idx', ['presence', 'offlineSince'])
export class OfflineWatchRow {
  @PrimaryColumn({ name: 'serial_number', type: 'text' }) serialNumber!: string;
  @Column({ type: 'text' }) presence!: 'online' | 'offline';
  @Column({ name: 'offline_since', type: 'timestamptz', nullable: true }) offlineSince!: Date | null;
  @Column({ name: 'online_since', type: 'timestamptz', nullable: true }) onlineSince!: Date | null;
}
