import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A read model: written only by its projection, remade by a rebuild. */
@Entity({ name: 'kiosks' })
@Index('kiosks_serial_number_trgm_idx', { synchronize: false })
@Index('kiosks_name_trgm_idx', { synchronize: false })
export class KioskRow {
  @PrimaryColumn({ type: 'int' }) id!: number;
  @Column({ type: 'text' }) name!: string;
  @Index('kiosks_serial_number_key', { unique: true })
  @Column({ name: 'serial_number', type: 'text' })
  serialNumber!: string;
  @Column({ type: 'text', nullable: true }) description!: string | null;
  @Column({ name: 'type_id', type: 'int' }) typeId!: number;
  @Index('kiosks_facility_idx')
  @Column({ name: 'facility_id', type: 'int', nullable: true })
  facilityId!: number | null;
  @Column({ name: 'phidget_config_id', type: 'int', nullable: true }) phidgetConfigId!: number | null;
  @Column({ name: 'phidget_version', type: 'int', nullable: true }) phidgetVersion!: number | null;
  @Column({ name: 'phidget_hub_serial_number', type: 'int', nullable: true }) phidgetHubSerialNumber!:
    number | null;
  @Column({ name: 'machine_name', type: 'text', nullable: true }) machineName!: string | null;
  @Column({ type: 'text', nullable: true }) identifier!: string | null;
  @Column({ name: 'picture_uri', type: 'text', nullable: true }) pictureUri!: string | null;
  @Column({ name: 'contact_user_id', type: 'text', nullable: true }) contactUserId!: string | null;
  @Column({ name: 'contact_phone', type: 'text', nullable: true }) contactPhone!: string | null;
  @Column({ name: 'contact_position', type: 'text', nullable: true }) contactPosition!: string | null;
  @Column({ name: 'contact_availability', type: 'text', nullable: true }) contactAvailability!: string | null;
  @Column({ name: 'teamviewer_id', type: 'text', nullable: true }) teamviewerId!: string | null;
  @Column({ name: 'teamviewer_password', type: 'text', nullable: true }) teamviewerPassword!: string | null;
  @Column({ name: 'language_id', type: 'int', default: 1 }) languageId!: number;
  @Column({ name: 'subscription_level', type: 'int', nullable: true }) subscriptionLevel!: number | null;
  @Column({ name: 'update_level', type: 'int', nullable: true }) updateLevel!: number | null;
  @Column({ name: 'is_auto_updates', type: 'boolean', default: true }) isAutoUpdates!: boolean;
  @Column({ name: 'update_install_date', type: 'timestamptz', nullable: true })
  updateInstallDate!: Date | null;
  @Column({ name: 'activity_level', type: 'int', nullable: true }) activityLevel!: number | null;
  @Column({ name: 'activity_install_date', type: 'timestamptz', nullable: true })
  activityInstallDate!: Date | null;
  @Column({ name: 'media_sync_date', type: 'timestamptz', nullable: true }) mediaSyncDate!: Date | null;
  @Column({ name: 'ambient_invitation_ids', type: 'int', array: true, default: () => "'{}'" })
  ambientInvitationIds!: number[];
  @Column({ name: 'is_active', type: 'boolean', default: true }) isActive!: boolean;
  @Column({ name: 'update_by_user_id', type: 'text', nullable: true }) updateByUserId!: string | null;
  @Column({ name: 'create_date', type: 'timestamptz' }) createDate!: Date;
}
