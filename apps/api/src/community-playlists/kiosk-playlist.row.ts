import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A read model: one row per Community Playlist (a kiosk playlist). */
@Entity({ name: 'kiosk_playlists' })
@Index('IDX_kiosk_playlists_kiosk', ['kioskId'])
export class KioskPlaylistRow {
  @PrimaryColumn({ type: 'int' }) id!: number;
  @Column({ name: 'kiosk_id', type: 'int' }) kioskId!: number;
  @Column({ type: 'text' }) name!: string;
  @Column({ type: 'text' }) description!: string;
  @Column({ name: 'is_active', type: 'boolean' }) isActive!: boolean;
  @Column({ name: 'cover_media_item_id', type: 'int', nullable: true }) coverMediaItemId!: number | null;
  @Column({ name: 'create_date', type: 'timestamptz' }) createDate!: Date;
  @Column({ name: 'update_by', type: 'text', nullable: true }) updateBy!: string | null;
}

/** A read model: one row per item of a kiosk playlist, the media item it shows. */
@Entity({ name: 'kiosk_playlist_items' })
@Index('IDX_kiosk_playlist_items_playlist', ['playlistId'])
export class KioskPlaylistItemRow {
  @PrimaryColumn({ type: 'int' }) id!: number;
  @Column({ name: 'playlist_id', type: 'int' }) playlistId!: number;
  @Column({ name: 'media_item_id', type: 'int' }) mediaItemId!: number;
  @Column({ name: 'add_date', type: 'timestamptz' }) addDate!: Date;
}
