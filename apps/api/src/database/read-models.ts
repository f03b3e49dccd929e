/**
 * The read models: TypeORM entities written only by projections (see projections/) and read
 * by queries. The event log is the truth; `npm run projections:rebuild` remakes these tables.
 */
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { ConfigDetailRow } from '../button-configs/config-detail.row.js';
import { KeyTagRow } from '../key-tags/key-tag.row.js';

@Entity({ name: 'users' })
export class UserRow {
  @PrimaryColumn({ type: 'text' }) id!: string;
  @Index('users_email_key', { unique: true })
  @Column({ type: 'text' })
  email!: string;
  @Column({ type: 'text' }) name!: string;
  @Column({ type: 'text' }) nickname!: string;
  @Column({ type: 'text', nullable: true }) picture!: string | null;
  @Column({ name: 'language_id', type: 'int', nullable: true }) languageId!: number | null;
  @Column({ name: 'default_resident_id', type: 'int', nullable: true }) defaultResidentId!: number | null;
  @Column({ type: 'text' }) role!: string;
  @Index('users_functional_role_idx')
  @Column({ name: 'functional_role', type: 'text' })
  functionalRole!: string;
  @Column({ name: 'domain_ids', type: 'int', array: true, default: () => "'{}'" }) domainIds!: number[];
  @Column({ name: 'facility_ids', type: 'int', array: true, default: () => "'{}'" }) facilityIds!: number[];
  @Column({ name: 'kiosk_ids', type: 'int', array: true, default: () => "'{}'" }) kioskIds!: number[];
  @Column({ name: 'resident_ids', type: 'int', array: true, default: () => "'{}'" }) residentIds!: number[];
  @Column({ name: 'password_hash', type: 'text', nullable: true }) passwordHash!: string | null;
  @Column({ name: 'failed_attempts', type: 'int', default: 0 }) failedAttempts!: number;
  @Column({ type: 'boolean', default: false }) locked!: boolean;
  @Column({ name: 'last_sign_in', type: 'timestamptz', nullable: true }) lastSignIn!: Date | null;
  @Column({ name: 'create_date', type: 'timestamptz' }) createDate!: Date;
  @Column({ name: 'update_date', type: 'timestamptz' }) updateDate!: Date;
}

@Entity({ name: 'organizations' })
export class OrganizationRow {
  @PrimaryColumn({ type: 'int' }) id!: number;
  @Column({ type: 'text' }) name!: string;
  @Column({ name: 'create_date', type: 'timestamptz' }) createDate!: Date;
}

@Entity({ name: 'domains' })
export class DomainRow {
  @PrimaryColumn({ type: 'int' }) id!: number;
  @Index('domains_organization_idx')
  @Column({ name: 'organization_id', type: 'int' })
  organizationId!: number;
  @Column({ type: 'text' }) name!: string;
  @Column({ type: 'text', default: '' }) description!: string;
  @Column({ name: 'create_date', type: 'timestamptz' }) createDate!: Date;
}

@Entity({ name: 'facilities' })
export class FacilityRow {
  @PrimaryColumn({ type: 'int' }) id!: number;
  @Column({ type: 'text' }) name!: string;
  @Column({ type: 'text', default: '' }) street!: string;
  @Column({ type: 'text', default: '' }) city!: string;
  @Column({ name: 'prov_state_id', type: 'int', nullable: true }) provStateId!: number | null;
  @Column({ name: 'country_id', type: 'int', nullable: true }) countryId!: number | null;
  @Index('facilities_domain_idx')
  @Column({ name: 'domain_id', type: 'int', nullable: true })
  domainId!: number | null;
  @Column({ name: 'create_date', type: 'timestamptz' }) createDate!: Date;
}

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

/** Trigram indexes (migration SearchIndexes) serve the list searches; TypeORM leaves them alone. */
@Entity({ name: 'residents' })
@Index('residents_name_trgm_idx', { synchronize: false })
export class ResidentRow {
  @PrimaryColumn({ type: 'int' }) id!: number;
  /** First and last names together, for lists and search. */
  @Column({ type: 'text' }) name!: string;
  @Column({ name: 'first_name', type: 'text', default: '' }) firstName!: string;
  @Column({ name: 'last_name', type: 'text', default: '' }) lastName!: string;
  @Index('residents_kiosk_idx')
  @Column({ name: 'kiosk_id', type: 'int', nullable: true })
  kioskId!: number | null;
  @Column({ name: 'language_id', type: 'int', default: 1 }) languageId!: number;
  @Column({ name: 'bluetooth_beacon_id', type: 'bigint', nullable: true }) bluetoothBeaconId!: string | null;
  @Column({ name: 'uwb_tag_id', type: 'text', nullable: true }) uwbTagId!: string | null;
  @Column({ name: 'game_difficulty_level', type: 'int', nullable: true }) gameDifficultyLevel!: number | null;
  @Column({ type: 'text', nullable: true }) gender!: string | null;
  /** A small inline picture (the seeded portraits). */
  @Column({ name: 'picture_base64', type: 'text', nullable: true }) pictureBase64!: string | null;
  /** A stored picture under the media storage. */
  @Column({ name: 'picture_uri', type: 'text', nullable: true }) pictureUri!: string | null;
  @Column({ name: 'update_by_user_id', type: 'text', nullable: true }) updateByUserId!: string | null;
  @Column({ name: 'create_date', type: 'timestamptz' }) createDate!: Date;
  @Column({ name: 'update_date', type: 'timestamptz', nullable: true }) updateDate!: Date | null;
}

/** How far each projection has read the event log. */
@Entity({ name: 'projection_checkpoints' })
export class ProjectionCheckpointRow {
  @PrimaryColumn({ type: 'text' }) name!: string;
  @Column({ type: 'bigint' }) position!: string;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

export const READ_MODEL_ENTITIES = [
  UserRow,
  OrganizationRow,
  DomainRow,
  FacilityRow,
  KioskRow,
  ResidentRow,
  KeyTagRow,
  ConfigDetailRow,
  ProjectionCheckpointRow,
];
