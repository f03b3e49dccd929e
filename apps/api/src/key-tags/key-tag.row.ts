import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Read model of the kiosk key/tag mappings, written only by the KeyTagsProjection. */
@Entity({ name: 'key_tags' })
export class KeyTagRow {
  @PrimaryColumn({ type: 'int' }) id!: number;
  @Index('key_tags_kiosk_idx')
  @Column({ name: 'kiosk_id', type: 'int' })
  kioskId!: number;
  @Index('key_tags_tag_id_idx')
  @Column({ name: 'tag_id', type: 'text' })
  tagId!: string;
  @Column({ name: 'key_num', type: 'int' }) keyNum!: number;
  @Index('key_tags_resident_idx')
  @Column({ name: 'resident_id', type: 'int', nullable: true })
  residentId!: number | null;
  @Column({ name: 'create_date', type: 'timestamptz' }) createDate!: Date;
  @Column({ name: 'update_date', type: 'timestamptz' }) updateDate!: Date;
}
