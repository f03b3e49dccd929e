import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  MediaContainers,
  containerOwner,
  type AbbyMediaFile,
  type AbbyMediaFilesResponse,
  isEditableFolder,
  type KioskFolder,
  type MediaItem,
  type MediaItemsResponse,
  type MediaKind,
  type MediaProcessing,
  type MediaSortField,
} from '@ambient/core';
import { containsPattern, pageClause, type ListQuery } from '../common/list-query.js';
import { MediaHolds } from './media-holds.js';
import { MediaSigner } from '../storage/index.js';
import { thumbnailKey } from './media-keys.js';

/** The media tables' sortable columns (spec 03 §2.1: newest first by default). */
export const MEDIA_SORT: Readonly<Record<MediaSortField, string>> = {
  title: 'lower(m.title)',
  createDate: 'm.create_date',
  kind: 'm.kind',
  addedBy: 'lower(u.name)',
};

interface MediaRowView {
  id: number;
  container: string;
  kind: MediaKind;
  blob_key: string;
  content_type: string;
  size: string;
  duration: number | null;
  title: string;
  description: string;
  kiosk_folder: KioskFolder | null;
  added_by_name: string | null;
  create_date: Date;
  processing: MediaProcessing;
  playable_key: string | null;
  has_thumbnail: boolean;
  path_type_id: number | null;
  total?: string;
}

const MEDIA_FROM = 'media_items m LEFT JOIN users u ON u.id = m.added_by';
const MEDIA_SELECT = `SELECT m.*, u.name AS added_by_name FROM ${MEDIA_FROM}`;

/** The items of one library, and single items, with signed addresses of their files. */
@Injectable()
export class MediaItemsReader {
  constructor(
    private readonly dataSource: DataSource,
    private readonly signer: MediaSigner,
    private readonly holds: MediaHolds,
  ) {}

  /** The items as answered: a held one (a message's attachment) cannot be selected for deletion. */
  private async itemsFrom(rows: readonly MediaRowView[]): Promise<MediaItem[]> {
    const held = await this.holds.heldOf(rows.map((row) => row.id));
    return rows.map((row) => this.toItem(row, !held.has(row.id)));
  }

  /**
   * One page of a Genie library, searched by title and description, filtered by kind. The Abby
   * files a resident's or a kiosk's library also keeps (decision 0080) are its profiles', not listed.
   */
  async page(container: string, query: ListQuery, kind: MediaKind | null): Promise<MediaItemsResponse> {
    const { rows, total } = await this.rows(container, query, { kind, pathTypeId: null, genie: true });
    return { mediaItems: await this.itemsFrom(rows), total };
  }

  /** One page of Abby's shared library, searched by title, filtered by media path type. */
  async abbyPage(query: ListQuery, pathTypeId: number | null): Promise<AbbyMediaFilesResponse> {
    const { rows, total } = await this.rows(MediaContainers.abbyLibrary, query, {
      kind: null,
      pathTypeId,
      genie: false,
    });
    return { mediaFiles: rows.map((row) => this.toAbbyFile(row)), total };
  }

  async get(id: number): Promise<MediaItem | null> {
    const row = await this.row(id);
    return row ? ((await this.itemsFrom([row]))[0] ?? null) : null;
  }

  async getAbbyFile(id: number): Promise<AbbyMediaFile | null> {
    const row = await this.row(id);
    return row && row.container === MediaContainers.abbyLibrary ? this.toAbbyFile(row) : null;
  }

  private async row(id: number): Promise<MediaRowView | null> {
    const rows = (await this.dataSource.query(`${MEDIA_SELECT} WHERE m.id = $1`, [id])) as MediaRowView[];
    return rows[0] ?? null;
  }

  private async rows(
    container: string,
    query: ListQuery,
    filters: { kind: MediaKind | null; pathTypeId: number | null; genie: boolean },
  ): Promise<{ rows: MediaRowView[]; total: number }> {
    const params: unknown[] = [container];
    const where = ['m.container = $1'];
    if (filters.genie) where.push('m.path_type_id IS NULL');
    if (filters.kind !== null) {
      params.push(filters.kind);
      where.push(`m.kind = $${params.length}`);
    }
    if (filters.pathTypeId !== null) {
      params.push(filters.pathTypeId);
      where.push(`m.path_type_id = $${params.length}`);
    }
    if (query.search) {
      params.push(containsPattern(query.search));
      where.push(`(m.title ILIKE $${params.length} OR m.description ILIKE $${params.length})`);
    }
    const rows = (await this.dataSource.query(
      `SELECT m.*, u.name AS added_by_name, count(*) OVER () AS total FROM ${MEDIA_FROM} WHERE ${where.join(' AND ')} ORDER BY ${query.orderBy}, m.id DESC${pageClause(query, params)}`,
      params,
    )) as MediaRowView[];
    return { rows, total: Number(rows[0]?.total ?? 0) };
  }

  /** These items (those that exist), by id: what playlists show of the media they hold. */
  async itemsOf(ids: readonly number[]): Promise<Map<number, MediaItem>> {
    if (ids.length === 0) return new Map();
    const rows = (await this.dataSource.query(`${MEDIA_SELECT} WHERE m.id = ANY($1::int[])`, [
      ids,
    ])) as MediaRowView[];
    const items = await this.itemsFrom(rows);
    return new Map(items.map((item) => [item.mediaItemId, item]));
  }

  /** The containers of these items (those that exist), for the scope checks of a bulk delete. */
  async containersOf(ids: readonly number[]): Promise<Map<number, string>> {
    const rows = (await this.dataSource.query(
      `SELECT id, container FROM media_items WHERE id = ANY($1::int[])`,
      [ids],
    )) as Array<{ id: number; container: string }>;
    return new Map(rows.map((row) => [row.id, row.container]));
  }

  /** The items of a library, for an erasure that removes it whole. */
  async idsIn(container: string): Promise<number[]> {
    const rows = (await this.dataSource.query(`SELECT id FROM media_items WHERE container = $1 ORDER BY id`, [
      container,
    ])) as Array<{ id: number }>;
    return rows.map((row) => row.id);
  }

  /** The item stored under `key` (the upload's key), for the workers that process it. */
  async idOfKey(key: string): Promise<number | null> {
    const rows = (await this.dataSource.query(`SELECT id FROM media_items WHERE blob_key = $1`, [
      key,
    ])) as Array<{
      id: number;
    }>;
    return rows[0]?.id ?? null;
  }

  /** The items stored under these keys, by key (keys no item holds are left out). */
  async idsOfKeys(keys: readonly string[]): Promise<Map<string, number>> {
    const rows = (await this.dataSource.query(
      `SELECT id, blob_key FROM media_items WHERE blob_key = ANY($1::text[])`,
      [keys],
    )) as Array<{ id: number; blob_key: string }>;
    return new Map(rows.map((row) => [row.blob_key, row.id]));
  }

  /** Items whose processing has not ended: their jobs are queued again at start. */
  async pending(): Promise<Array<{ id: number; kind: MediaKind; key: string }>> {
    const rows = (await this.dataSource.query(
      `SELECT id, kind, blob_key FROM media_items WHERE processing = 'pending' ORDER BY id`,
    )) as Array<{ id: number; kind: MediaKind; blob_key: string }>;
    return rows.map((row) => ({ id: row.id, kind: row.kind, key: row.blob_key }));
  }

  private toAbbyFile(row: MediaRowView): AbbyMediaFile {
    // Abby's files are never a message's: every one may be selected.
    const item = this.toItem(row, true);
    return {
      mediaFileId: item.mediaItemId,
      title: item.title,
      filename: item.blobName,
      contentType: item.contentType,
      category: item.kind === 'audio' ? 'Audio' : item.kind === 'video' ? 'Video' : 'Image',
      container: item.containerName,
      mediaPathTypeId: row.path_type_id ?? 0,
      size: item.size,
      duration: item.duration,
      createDate: item.createDate,
      processing: item.processing,
      thumbnail: item.thumbnail,
      uri: item.uri,
    };
  }

  private toItem(row: MediaRowView, isSelectable: boolean): MediaItem {
    const owner = containerOwner(row.container);
    return {
      mediaItemId: row.id,
      blobName: row.blob_key.slice(row.container.length + 1),
      containerName: row.container,
      title: row.title,
      description: row.description,
      kind: row.kind,
      contentType: row.content_type,
      size: Number(row.size),
      duration: row.duration,
      kioskFolder: row.kiosk_folder,
      addedBy: row.added_by_name,
      createDate: new Date(row.create_date).toISOString(),
      processing: row.processing,
      thumbnail: row.has_thumbnail ? this.signer.address(thumbnailKey(row.blob_key)) : null,
      uri: this.signer.address(row.playable_key ?? row.blob_key),
      isEditable: isEditableFolder(row.kiosk_folder),
      isSelectable,
      kioskId: owner?.kind === 'kiosk' ? owner.id : null,
    };
  }
}
