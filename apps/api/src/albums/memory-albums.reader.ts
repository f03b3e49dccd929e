import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type {
  MediaItem,
  PlaylistBlob,
  Profile,
  ResidentPlaylist,
  ResidentPlaylistDetail,
} from '@ambient/core';
import { residentScopeCondition } from '../common/scope.js';
import { MediaItemsReader } from '../media/index.js';

interface AlbumRowView {
  id: number;
  resident_id: number;
  name: string;
  description: string;
  is_slide_show: boolean;
  cover_media_item_id: number | null;
  create_date: Date;
  update_by: string | null;
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

  /** One album with its items, oldest first, or null when it does not exist. */
  /** A resident's albums, for an erasure that removes them with the resident. */
  async idsOfResident(residentId: number): Promise<number[]> {
    const rows = (await this.dataSource.query(
      `SELECT id FROM memory_albums WHERE resident_id = $1 ORDER BY id`,
      [residentId],
    )) as Array<{ id: number }>;
    return rows.map((row) => row.id);
  }

  async get(albumId: number): Promise<ResidentPlaylistDetail | null> {
    const [album] = await this.albums(`${ALBUM_SELECT} WHERE a.id = $1`, [albumId]);
    if (!album) return null;
    const rows = (await this.dataSource.query(
      `SELECT * FROM memory_album_items WHERE album_id = $1 ORDER BY add_date, id`,
      [albumId],
    )) as ItemRowView[];
    return { ...album, playlistBlobs: await this.blobsOf(rows) };
  }

  /** These album items, with their media. */
  async blobs(itemIds: readonly number[]): Promise<PlaylistBlob[]> {
    const rows = (await this.dataSource.query(
      `SELECT * FROM memory_album_items WHERE id = ANY($1::int[]) ORDER BY add_date, id`,
      [itemIds],
    )) as ItemRowView[];
    return this.blobsOf(rows);
  }

  /** The resident an album belongs to, null when there is no such album. */
  async residentOf(albumId: number): Promise<number | null> {
    const rows = (await this.dataSource.query(`SELECT resident_id FROM memory_albums WHERE id = $1`, [
      albumId,
    ])) as Array<{ resident_id: number }>;
    return rows[0]?.resident_id ?? null;
  }

  /** The album and resident of each of these items (those that exist). */
  async placesOf(itemIds: readonly number[]): Promise<Map<number, { albumId: number; residentId: number }>> {
    const rows = (await this.dataSource.query(
      `SELECT i.id, i.album_id, a.resident_id FROM memory_album_items i JOIN memory_albums a ON a.id = i.album_id WHERE i.id = ANY($1::int[])`,
      [itemIds],
    )) as Array<{ id: number; album_id: number; resident_id: number }>;
    return new Map(rows.map((row) => [row.id, { albumId: row.album_id, residentId: row.resident_id }]));
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

  private async blobsOf(rows: ItemRowView[]): Promise<PlaylistBlob[]> {
    const items = await this.media.itemsOf(rows.map((row) => row.media_item_id));
    return rows.flatMap((row) => {
      const item = items.get(row.media_item_id);
      return item
        ? [
            {
              ...item,
              id: row.id,
              playlistId: row.album_id,
              addDate: new Date(row.add_date).toISOString(),
              // Kiosks report no viewing yet (decision 0081).
              lastViewDate: null,
            },
          ]
        : [];
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
  };
}
