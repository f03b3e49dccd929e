import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * What each kiosk last reported through the device gateway (decision 0037): the device streams
 * projected, one row per serial number, whether or not the console knows the kiosk yet.
 */
@Entity({ name: 'kiosk_device_status' })
export class KioskStatusRow {
  @PrimaryColumn({ name: 'serial_number', type: 'text', primaryKeyConstraintName: 'PK_kiosk_device_status' })
  serialNumber!: string;
  /** Null until the kiosk has said online or offline. */
  @Index('IDX_kiosk_device_status_presence')
  @Column({ type: 'text', nullable: true })
  presence!: 'online' | 'offline' | null;
  @Column({ name: 'presence_since', type: 'timestamptz', nullable: true }) presenceSince!: Date | null;
  @Column({ name: 'last_seen', type: 'timestamptz' }) lastSeen!: Date;
  @Column({ name: 'media_sync_date', type: 'timestamptz', nullable: true }) mediaSyncDate!: Date | null;
  @Column({ name: 'media_items_held', type: 'int', nullable: true }) mediaItemsHeld!: number | null;
  @Column({ name: 'media_sync_failures', type: 'int', nullable: true }) mediaSyncFailures!: number | null;
  @Column({ name: 'update_level', type: 'int', nullable: true }) updateLevel!: number | null;
  @Column({ name: 'update_install_date', type: 'timestamptz', nullable: true })
  updateInstallDate!: Date | null;
  @Column({ name: 'activity_level', type: 'int', nullable: true }) activityLevel!: number | null;
  @Column({ name: 'activity_install_date', type: 'timestamptz', nullable: true })
  activityInstallDate!: Date | null;
  @Column({ name: 'last_command', type: 'text', nullable: true }) lastCommand!: string | null;
  @Column({ name: 'last_command_id', type: 'text', nullable: true }) lastCommandId!: string | null;
  /** pending until the kiosk answers, then done or failed. */
  @Column({ name: 'last_command_state', type: 'text', nullable: true })
  lastCommandState!: 'pending' | 'done' | 'failed' | null;
  @Column({ name: 'last_command_error', type: 'text', nullable: true }) lastCommandError!: string | null;
  @Column({ name: 'last_command_at', type: 'timestamptz', nullable: true }) lastCommandAt!: Date | null;
}
