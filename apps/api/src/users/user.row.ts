import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A read model: written only by its projection, remade by a rebuild. The user manager's indexes
 * (migration UserManagerIndexes) are TypeORM's to leave alone.
 */
@Entity({ name: 'users' })
@Index('users_name_trgm_idx', { synchronize: false })
@Index('users_email_trgm_idx', { synchronize: false })
@Index('users_kiosk_ids_idx', { synchronize: false })
@Index('users_resident_ids_idx', { synchronize: false })
@Index('users_domain_ids_idx', { synchronize: false })
@Index('users_name_id_idx', { synchronize: false })
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
  @Column({ name: 'failed_attempts', type: 'int', default: 0 }) failedAttempts!: number;
  @Column({ type: 'boolean', default: false }) locked!: boolean;
  /** When the current lock ends; null when not locked (or locked before locks had a term). */
  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true }) lockedUntil!: Date | null;
  /** The stream version of the last sign-out, password change, lock or block: older access tokens are refused. */
  @Column({ name: 'session_generation', type: 'int', default: 0 }) sessionGeneration!: number;
  /** The last time every session ended: refresh tokens of sign-ins before it are refused. */
  @Column({ name: 'sessions_ended_at', type: 'timestamptz', nullable: true }) sessionsEndedAt!: Date | null;
  @Column({ name: 'last_sign_in', type: 'timestamptz', nullable: true }) lastSignIn!: Date | null;
  /** Whether the owner followed an emailed link to this address. */
  @Column({ name: 'email_verified', type: 'boolean', default: false }) emailVerified!: boolean;
  /** The last change of password (by its owner, a link or an admin). */
  @Column({ name: 'last_password_reset', type: 'timestamptz', nullable: true })
  lastPasswordReset!: Date | null;
  @Column({ name: 'create_date', type: 'timestamptz' }) createDate!: Date;
  @Column({ name: 'update_date', type: 'timestamptz' }) updateDate!: Date;
}
