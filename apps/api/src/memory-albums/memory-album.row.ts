import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A read model: one row per Memory Album (a resident playlist). */
@Entity({ name: 'memory_albums' })
@Index('IDX_memory_albums_resident', ['residentId'])
export class MemoryAlbumRow {
  @PrimaryColumn({ type: 'int' }) id!: number;
  @Column({ name: 'resident_id', type: 'int' }) residentId!: number;
  @Column({ type: 'text' }) name!: string;
  @Column({ type: 'text' }) description!: string;
  @Column({ name: 'is_slide_show', type: 'boolean' }) isSlideShow!: boolean;
  @Column({ name: 'cover_media_item_id', type: 'int', nullable: true }) coverMediaItemId!: number | null;
  @Column({ name: 'create_date', type: 'timestamptz' }) createDate!: Date;
  @Column({ name: 'update_by', type: 'text', nullable: true }) updateBy!: string | null;
  /** The latest viewing its resident's kiosk reported (decision 0076). */
  @Column({ name: 'last_viewed_at', type: 'timestamptz', nullable: true }) lastViewedAt!: Date | null;
}

/** A read model: one row per item of an album, the media item it shows. */
@Entity({ name: 'memory_album_items' })
@Index('IDX_memory_album_items_album', ['albumId'])
export class MemoryAlbumItemRow {
  @PrimaryColumn({ type: 'int' }) id!: number;
  @Column({ name: 'album_id', type: 'int' }) albumId!: number;
  @Column({ name: 'media_item_id', type: 'int' }) mediaItemId!: number;
  @Column({ name: 'add_date', type: 'timestamptz' }) addDate!: Date;
}
