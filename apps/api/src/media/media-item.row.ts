import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A read model: one row per media item (a Genie item, or an Abby file of its shared library), in its library. */
@Entity({ name: 'media_items' })
@Index('IDX_media_items_container_created', ['container', 'createDate'])
export class MediaItemRow {
  @PrimaryColumn({ type: 'int' }) id!: number;
  @Column({ type: 'text' }) container!: string;
  @Column({ type: 'text' }) kind!: string;
  @Index('IDX_media_items_blob_key', { unique: true })
  @Column({ name: 'blob_key', type: 'text' })
  blobKey!: string;
  @Column({ name: 'content_type', type: 'text' }) contentType!: string;
  @Column({ type: 'bigint' }) size!: string;
  @Column({ type: 'double precision', nullable: true }) duration!: number | null;
  @Column({ type: 'text' }) title!: string;
  @Column({ type: 'text' }) description!: string;
  @Column({ name: 'kiosk_folder', type: 'text', nullable: true }) kioskFolder!: string | null;
  @Column({ name: 'added_by', type: 'text', nullable: true }) addedBy!: string | null;
  @Column({ name: 'create_date', type: 'timestamptz' }) createDate!: Date;
  @Column({ type: 'text' }) processing!: string;
  @Column({ name: 'processing_error', type: 'text', nullable: true }) processingError!: string | null;
  @Column({ name: 'playable_key', type: 'text', nullable: true }) playableKey!: string | null;
  @Column({ name: 'has_thumbnail', type: 'boolean' }) hasThumbnail!: boolean;
  @Column({ name: 'path_type_id', type: 'int', nullable: true }) pathTypeId!: number | null;
}
