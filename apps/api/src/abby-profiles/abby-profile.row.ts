import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A read model: one row per Abby profile, a resident's or a kiosk's (decision 0075). */
@Entity({ name: 'abby_profiles' })
@Index('IDX_abby_profiles_resident', ['residentId'])
@Index('IDX_abby_profiles_kiosk', ['kioskId'])
export class AbbyProfileRow {
  @PrimaryColumn({ type: 'int' }) id!: number;
  @Column({ name: 'resident_id', type: 'int', nullable: true }) residentId!: number | null;
  @Column({ name: 'kiosk_id', type: 'int', nullable: true }) kioskId!: number | null;
  @Column({ type: 'text' }) name!: string;
  @Column({ type: 'text' }) description!: string;
  @Column({ name: 'is_active', type: 'boolean' }) isActive!: boolean;
  @Column({ name: 'create_date', type: 'timestamptz' }) createDate!: Date;
  @Column({ name: 'update_by', type: 'text', nullable: true }) updateBy!: string | null;
}

/** A read model: one row per detail of an Abby profile, the media file it holds. */
@Entity({ name: 'abby_profile_details' })
@Index('IDX_abby_profile_details_profile', ['profileId'])
export class AbbyProfileDetailRow {
  @PrimaryColumn({ type: 'int' }) id!: number;
  @Column({ name: 'profile_id', type: 'int' }) profileId!: number;
  @Column({ name: 'media_file_id', type: 'int' }) mediaFileId!: number;
  @Column({ name: 'add_date', type: 'timestamptz' }) addDate!: Date;
}
