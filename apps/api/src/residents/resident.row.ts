import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A read model: written only by its projection, remade by a rebuild. */
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
