import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  KioskType,
  missingKinds,
  type KioskPlaylist,
  type KioskPlaylistDetail,
  type KioskPlaylistItemFact,
  type MediaItem,
  type MediaKind,
  type PlaylistBlob,
  type Profile,
} from '@ambient/core';
import { kioskScopeCondition } from '../common/scope.js';
import { MediaItemsReader } from '../media/index.js';

interface PlaylistRowView {
  id: number;
  kiosk_id: number;
  name: string;
  description: string;
  is_active: boolean;
  cover_media_item_id: number | null;
  create_date: Date;
  update_by: string | null;
  media_count: string;
  kinds: MediaKind[] | null;
}

interface ItemRowView {
  id: number;
  playlist_id: number;
  media_item_id: number;
  add_date: Date;
}

/** A playlist's items whose media still exists (a deleted media item leaves every playlist), and their kinds. */
const HELD = `FROM kiosk_playlist_items i JOIN media_items m ON m.id = i.media_item_id WHERE i.playlist_id = p.id`;
const PLAYLIST_SELECT = `SELECT p.*, (SELECT count(*) ${HELD}) AS media_count, (SELECT array_agg(DISTINCT m.kind) ${HELD}) AS kinds FROM kiosk_playlists p`;
const PLAYLIST_ORDER = 'ORDER BY p.create_date DESC, p.id DESC';

/** Community Playlists and their items, with the media items they show (decision 0053). */
@Injectable()
export class KioskPlaylistsReader {
  constructor(
    private readonly dataSource: DataSource,
    private readonly media: MediaItemsReader,
  ) {}

  /** The playlists of every kiosk the caller may see, newest first. */
  async visible(profile: Profile): Promise<KioskPlaylist[]> {
    const params: unknown[] = [];
    const scope = kioskScopeCondition(profile, params);
    if (!scope) return [];
    return this.playlists(
      `${PLAYLIST_SELECT} JOIN kiosks k ON k.id = p.kiosk_id LEFT JOIN facilities f ON f.id = k.facility_id WHERE ${scope} ${PLAYLIST_ORDER}`,
      params,
    );
  }

  /** One kiosk's playlists, newest first. */
  ofKiosk(kioskId: number): Promise<KioskPlaylist[]> {
    return this.playlists(`${PLAYLIST_SELECT} WHERE p.kiosk_id = $1 ${PLAYLIST_ORDER}`, [kioskId]);
  }

  /** One playlist with its items, oldest first, or null when it does not exist. */
  async get(playlistId: number): Promise<KioskPlaylistDetail | null> {
    const [playlist] = await this.playlists(`${PLAYLIST_SELECT} WHERE p.id = $1`, [playlistId]);
    if (!playlist) return null;
    const rows = (await this.dataSource.query(
      `SELECT * FROM kiosk_playlist_items WHERE playlist_id = $1 ORDER BY add_date, id`,
      [playlistId],
    )) as ItemRowView[];
    return { ...playlist, playlistBlobs: await this.blobsOf(rows) };
  }

  /** These playlist items, with their media. */
  async blobs(itemIds: readonly number[]): Promise<PlaylistBlob[]> {
    const rows = (await this.dataSource.query(
      `SELECT * FROM kiosk_playlist_items WHERE id = ANY($1::int[]) ORDER BY add_date, id`,
      [itemIds],
    )) as ItemRowView[];
    return this.blobsOf(rows);
  }

  /** The kiosk a playlist belongs to, null when there is no such playlist. */
  async kioskOf(playlistId: number): Promise<number | null> {
    const rows = (await this.dataSource.query(`SELECT kiosk_id FROM kiosk_playlists WHERE id = $1`, [
      playlistId,
    ])) as Array<{ kiosk_id: number }>;
    return rows[0]?.kiosk_id ?? null;
  }

  /** The playlist and kiosk of each of these items (those that exist). */
  async placesOf(
    itemIds: readonly number[],
  ): Promise<Map<number, { playlistId: number; kioskId: number; mediaItemId: number }>> {
    const rows = (await this.dataSource.query(
      `SELECT i.id, i.playlist_id, i.media_item_id, p.kiosk_id FROM kiosk_playlist_items i JOIN kiosk_playlists p ON p.id = i.playlist_id WHERE i.id = ANY($1::int[])`,
      [itemIds],
    )) as Array<{ id: number; playlist_id: number; media_item_id: number; kiosk_id: number }>;
    return new Map(
      rows.map((row) => [
        row.id,
        { playlistId: row.playlist_id, kioskId: row.kiosk_id, mediaItemId: row.media_item_id },
      ]),
    );
  }

  /** The playlist's items whose media still exists, with the media's kind: what the active rule counts. */
  async itemFacts(playlistId: number): Promise<KioskPlaylistItemFact[]> {
    const rows = (await this.dataSource.query(
      `SELECT i.id, m.kind FROM kiosk_playlist_items i JOIN media_items m ON m.id = i.media_item_id WHERE i.playlist_id = $1`,
      [playlistId],
    )) as Array<{ id: number; kind: MediaKind }>;
    return rows.map((row) => ({ itemId: row.id, kind: row.kind }));
  }

  /** The kiosk's active playlist, null when none is. */
  async activeOf(kioskId: number): Promise<number | null> {
    const rows = (await this.dataSource.query(
      `SELECT id FROM kiosk_playlists WHERE kiosk_id = $1 AND is_active ORDER BY id`,
      [kioskId],
    )) as Array<{ id: number }>;
    return rows[0]?.id ?? null;
  }

  /** A kiosk's type (null when it does not exist): community playlists are a Genie's. */
  async kioskTypeOf(kioskId: number): Promise<number | null> {
    const rows = (await this.dataSource.query(`SELECT type_id FROM kiosks WHERE id = $1`, [
      kioskId,
    ])) as Array<{
      type_id: number;
    }>;
    return rows[0]?.type_id ?? null;
  }

  /** The serial numbers of these kiosks that are Genies, to tell them their content changed. */
  async genieSerials(kioskIds: readonly number[]): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT serial_number FROM kiosks WHERE id = ANY($1::int[]) AND type_id = $2 ORDER BY id`,
      [kioskIds, KioskType.Genie],
    )) as Array<{ serial_number: string }>;
    return rows.map((row) => row.serial_number);
  }

  private async playlists(sql: string, params: unknown[]): Promise<KioskPlaylist[]> {
    const rows = (await this.dataSource.query(sql, params)) as PlaylistRowView[];
    const covers = await this.media.itemsOf(
      rows.flatMap((row) => (row.cover_media_item_id === null ? [] : [row.cover_media_item_id])),
    );
    return rows.map((row) =>
      toPlaylist(row, row.cover_media_item_id === null ? undefined : covers.get(row.cover_media_item_id)),
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
              playlistId: row.playlist_id,
              addDate: new Date(row.add_date).toISOString(),
            },
          ]
        : [];
    });
  }
}

function toPlaylist(row: PlaylistRowView, cover: MediaItem | undefined): KioskPlaylist {
  return {
    id: row.id,
    kioskId: row.kiosk_id,
    name: row.name,
    description: row.description,
    isActive: row.is_active,
    // A cover whose media was deleted is no cover.
    coverImageMediaItemId: cover?.mediaItemId ?? null,
    coverImageBlobName: cover?.blobName ?? null,
    createDate: new Date(row.create_date).toISOString(),
    updateByUserId: row.update_by,
    mediaCount: Number(row.media_count),
    isMissingMedia: missingKinds(row.kinds ?? []).length > 0,
  };
}
