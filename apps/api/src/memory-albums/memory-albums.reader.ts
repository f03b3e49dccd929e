import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type {
  KioskAlbum,
  MediaItem,
  PlaylistBlob,
  Profile,
  ResidentPlaylist,
  ResidentPlaylistDetail,
} from '@ambient/core';
import { residentScopeCondition } from '../common/scope.js';
import { MediaItemsReader } from '../media/index.js';
import { rowIdsOf } from '../playlists/index.js';

interface AlbumRowView {
  id: number;
  resident_id: number;
  name: string;
  description: string;
  is_slide_show: boolean;
  cover_media_item_id: number | null;
  create_date: Date;
  update_by: string | null;
  last_viewed_at: Date | null;
  media_count: string;
}

interface ItemRowView {
  id: number;
  album_id: number;
  media_item_id: number;
  add_date: Date;
}

/** An album's items whose media still exists (a deleted media item leaves every album). */
const MEDIA_COUNT = `(SELECT count(*) FROM memory_album_items i JOIN media_items m ON m.id = i.media_item_id WHERE i.album_id = a.id) AS media_count`;
const ALBUM_SELECT = `SELECT a.*, ${MEDIA_COUNT} FROM memory_albums a`;
const ALBUM_ORDER = 'ORDER BY a.create_date DESC, a.id DESC';

/** Memory Albums and their items, with the media items they show (decision 0042). */
@Injectable()
export class MemoryAlbumsReader {
  constructor(
    private readonly dataSource: DataSource,
    private readonly media: MediaItemsReader,
  ) {}

  /** The albums of every resident the caller may see, newest first. */
  async visible(profile: Profile): Promise<ResidentPlaylist[]> {
    const params: unknown[] = [];
    const scope = residentScopeCondition(profile, params);
    if (!scope) return [];
    return this.albums(
      `${ALBUM_SELECT} JOIN residents r ON r.id = a.resident_id LEFT JOIN kiosks k ON k.id = r.kiosk_id LEFT JOIN facilities f ON f.id = k.facility_id WHERE ${scope} ${ALBUM_ORDER}`,
      params,
    );
  }

  /** One resident's albums, newest first. */
  ofResident(residentId: number): Promise<ResidentPlaylist[]> {
    return this.albums(`${ALBUM_SELECT} WHERE a.resident_id = $1 ${ALBUM_ORDER}`, [residentId]);
  }

  /**
   * The albums of the residents who live on this kiosk now (of one of them, or one album, when
   * named), newest first, as the kiosk reads them (decision 0076).
   */
  async ofKiosk(
    kioskId: number,
    filter: { residentId?: number | null; albumId?: number | null } = {},
  ): Promise<KioskAlbum[]> {
    const rows = (await this.dataSource.query(
      `${ALBUM_SELECT} JOIN residents r ON r.id = a.resident_id
        WHERE r.kiosk_id = $1 AND ($2::int IS NULL OR a.resident_id = $2) AND ($3::int IS NULL OR a.id = $3)
        ${ALBUM_ORDER}`,
      [kioskId, filter.residentId ?? null, filter.albumId ?? null],
    )) as AlbumRowView[];
    return rows.map((row) => {
      const { id, residentId, name, isSlideShow, mediaCount, lastViewDate } = toAlbum(row, undefined);
      return { id, residentId, name, isSlideShow, mediaCount, lastViewDate };
    });
  }

  /** A resident's albums, for an erasure that removes them with the resident. */
  idsOfResident(residentId: number): Promise<number[]> {
    return rowIdsOf(this.dataSource, 'memory_albums', 'resident_id', residentId);
  }

  /** One album with its items, oldest first, or null when it does not exist. */
  async get(albumId: number): Promise<ResidentPlaylistDetail | null> {
    const [album] = await this.albums(`${ALBUM_SELECT} WHERE a.id = $1`, [albumId]);
    if (!album) return null;
    const rows = (await this.dataSource.query(
      `SELECT * FROM memory_album_items WHERE album_id = $1 ORDER BY add_date, id`,
      [albumId],
    )) as ItemRowView[];
    return { ...album, playlistBlobs: await this.blobsOf(rows, album.lastViewDate) };
  }

  /** These album items, with their media. */
  async blobs(itemIds: readonly number[]): Promise<PlaylistBlob[]> {
    const rows = (await this.dataSource.query(
      `SELECT * FROM memory_album_items WHERE id = ANY($1::int[]) ORDER BY add_date, id`,
      [itemIds],
    )) as ItemRowView[];
    const viewed = await this.lastViewedOf([...new Set(rows.map((row) => row.album_id))]);
    return this.blobsOf(rows, (albumId) => viewed.get(albumId) ?? null);
  }

  /** The last viewing of each of these albums that has one. */
  private async lastViewedOf(albumIds: readonly number[]): Promise<Map<number, string>> {
    const rows = (await this.dataSource.query(
      `SELECT id, last_viewed_at FROM memory_albums WHERE id = ANY($1::int[]) AND last_viewed_at IS NOT NULL`,
      [albumIds],
    )) as Array<{ id: number; last_viewed_at: Date }>;
    return new Map(rows.map((row) => [row.id, new Date(row.last_viewed_at).toISOString()]));
  }

  /** The resident an album belongs to, null when there is no such album. */
  async residentOf(albumId: number): Promise<number | null> {
    const rows = (await this.dataSource.query(`SELECT resident_id FROM memory_albums WHERE id = $1`, [
      albumId,
    ])) as Array<{ resident_id: number }>;
    return rows[0]?.resident_id ?? null;
  }

  /** The album, resident and media item of each of these items (those that exist). */
  async placesOf(
    itemIds: readonly number[],
  ): Promise<Map<number, { albumId: number; residentId: number; mediaItemId: number }>> {
    const rows = (await this.dataSource.query(
      `SELECT i.id, i.album_id, i.media_item_id, a.resident_id FROM memory_album_items i JOIN memory_albums a ON a.id = i.album_id WHERE i.id = ANY($1::int[])`,
      [itemIds],
    )) as Array<{ id: number; album_id: number; media_item_id: number; resident_id: number }>;
    return new Map(
      rows.map((row) => [
        row.id,
        { albumId: row.album_id, residentId: row.resident_id, mediaItemId: row.media_item_id },
      ]),
    );
  }

  private async albums(sql: string, params: unknown[]): Promise<ResidentPlaylist[]> {
    const rows = (await this.dataSource.query(sql, params)) as AlbumRowView[];
    const covers = await this.media.itemsOf(
      rows.flatMap((row) => (row.cover_media_item_id === null ? [] : [row.cover_media_item_id])),
    );
    return rows.map((row) =>
      toAlbum(row, row.cover_media_item_id === null ? undefined : covers.get(row.cover_media_item_id)),
    );
  }

  /**
   * The items with their media. An item was last viewed when its album last was, if it was in
   * the album then (decision 0076): kiosks report albums shown, not each picture.
   */
  private async blobsOf(
    rows: ItemRowView[],
    albumViewed: string | null | ((albumId: number) => string | null),
  ): Promise<PlaylistBlob[]> {
    const items = await this.media.itemsOf(rows.map((row) => row.media_item_id));
    return rows.flatMap((row) => {
      const item = items.get(row.media_item_id);
      if (!item) return [];
      const addDate = new Date(row.add_date).toISOString();
      const viewed = typeof albumViewed === 'function' ? albumViewed(row.album_id) : albumViewed;
      return [
        {
          ...item,
          id: row.id,
          playlistId: row.album_id,
          addDate,
          lastViewDate: viewed !== null && viewed >= addDate ? viewed : null,
        },
      ];
    });
  }

  /** Which of `mediaItemIds` an album shows: an automatic purge keeps them (decision 0070). */
  async mediaInAlbums(mediaItemIds: readonly number[]): Promise<Set<number>> {
    const rows = (await this.dataSource.query(
      'SELECT DISTINCT media_item_id FROM memory_album_items WHERE media_item_id = ANY($1::int[])',
      [mediaItemIds],
    )) as Array<{ media_item_id: number }>;
    return new Set(rows.map((row) => row.media_item_id));
  }
}

function toAlbum(row: AlbumRowView, cover: MediaItem | undefined): ResidentPlaylist {
  return {
    id: row.id,
    residentId: row.resident_id,
    name: row.name,
    description: row.description,
    isSlideShow: row.is_slide_show,
    // A cover whose media was deleted is no cover.
    coverImageMediaItemId: cover?.mediaItemId ?? null,
    coverImageBlobName: cover?.blobName ?? null,
    coverImage: cover ? (cover.thumbnail ?? cover.uri) : null,
    createDate: new Date(row.create_date).toISOString(),
    updateByUserId: row.update_by,
    mediaCount: Number(row.media_count),
    lastViewDate: row.last_viewed_at === null ? null : new Date(row.last_viewed_at).toISOString(),
  };
}
