import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  KioskType,
  LibraryOwner,
  MediaContainers,
  isProfileValid,
  mediaPathTypes,
  profilePathTypes,
  type AbbyMediaFile,
  type AbbyProfile,
  type AbbyProfileDetail,
  type AbbyProfileDetailFact,
  type AbbyProfileOwner,
  type AbbyProfileWithDetails,
  type MediaItem,
} from '@ambient/core';
import { pageClause, containsPattern, type ListQuery } from '../common/list-query.js';
import { MediaItemsReader } from '../media/index.js';
import { rowIdsOf } from '../playlists/index.js';

interface ProfileRowView {
  id: number;
  resident_id: number | null;
  kiosk_id: number | null;
  name: string;
  description: string;
  is_active: boolean;
  create_date: Date;
  update_by: string | null;
  media_count: string;
  path_types: number[] | null;
}

interface DetailRowView {
  id: number;
  profile_id: number;
  media_file_id: number;
  add_date: Date;
  path_type_id: number | null;
}

/** A profile's details whose file still exists (a deleted file leaves every profile), and their path types. */
const HELD = `FROM abby_profile_details d JOIN media_items m ON m.id = d.media_file_id WHERE d.profile_id = p.id`;
const PROFILE_SELECT = `SELECT p.*, (SELECT count(*) ${HELD}) AS media_count, (SELECT array_agg(DISTINCT m.path_type_id) ${HELD}) AS path_types FROM abby_profiles p`;
const PROFILE_ORDER = 'ORDER BY p.create_date DESC, p.id DESC';
const DETAIL_SELECT = `SELECT d.*, m.path_type_id FROM abby_profile_details d JOIN media_items m ON m.id = d.media_file_id`;

const ownerOfRow = (row: { resident_id: number | null; kiosk_id: number | null }): AbbyProfileOwner =>
  row.resident_id !== null
    ? { residentId: row.resident_id, kioskId: null }
    : { residentId: null, kioskId: row.kiosk_id ?? 0 };

/** Abby profiles and their details, with the media files they hold (decision 0075). */
@Injectable()
export class AbbyProfilesReader {
  constructor(
    private readonly dataSource: DataSource,
    private readonly media: MediaItemsReader,
  ) {}

  /** A resident's or a kiosk's profiles, newest first. */
  ofOwner(owner: AbbyProfileOwner): Promise<AbbyProfile[]> {
    return owner.residentId !== null
      ? this.profiles(`${PROFILE_SELECT} WHERE p.resident_id = $1 ${PROFILE_ORDER}`, [owner.residentId])
      : this.profiles(`${PROFILE_SELECT} WHERE p.kiosk_id = $1 ${PROFILE_ORDER}`, [owner.kioskId]);
  }

  /** One profile with its details, oldest first, or null when it does not exist. */
  async get(profileId: number): Promise<AbbyProfileWithDetails | null> {
    const [profile] = await this.profiles(`${PROFILE_SELECT} WHERE p.id = $1`, [profileId]);
    if (!profile) return null;
    const rows = (await this.dataSource.query(
      `${DETAIL_SELECT} WHERE d.profile_id = $1 ORDER BY d.add_date, d.id`,
      [profileId],
    )) as DetailRowView[];
    return { ...profile, profileDetails: await this.detailsOf(rows) };
  }

  /** These details, with their files. */
  async details(detailIds: readonly number[]): Promise<AbbyProfileDetail[]> {
    const rows = (await this.dataSource.query(
      `${DETAIL_SELECT} WHERE d.id = ANY($1::int[]) ORDER BY d.add_date, d.id`,
      [detailIds],
    )) as DetailRowView[];
    return this.detailsOf(rows);
  }

  /** A resident's profiles, for their erasure. */
  idsOfResident(residentId: number): Promise<number[]> {
    return rowIdsOf(this.dataSource, 'abby_profiles', 'resident_id', residentId);
  }

  /** Whose profile it is, null when there is no such profile. */
  async ownerOf(profileId: number): Promise<AbbyProfileOwner | null> {
    const rows = (await this.dataSource.query(
      `SELECT resident_id, kiosk_id FROM abby_profiles WHERE id = $1`,
      [profileId],
    )) as Array<{ resident_id: number | null; kiosk_id: number | null }>;
    return rows[0] ? ownerOfRow(rows[0]) : null;
  }

  /** The profile and owner of each of these details (those that exist). */
  async placesOf(
    detailIds: readonly number[],
  ): Promise<Map<number, { profileId: number; owner: AbbyProfileOwner; mediaFileId: number }>> {
    const rows = (await this.dataSource.query(
      `SELECT d.id, d.profile_id, d.media_file_id, p.resident_id, p.kiosk_id FROM abby_profile_details d JOIN abby_profiles p ON p.id = d.profile_id WHERE d.id = ANY($1::int[])`,
      [detailIds],
    )) as Array<{
      id: number;
      profile_id: number;
      media_file_id: number;
      resident_id: number | null;
      kiosk_id: number | null;
    }>;
    return new Map(
      rows.map((row) => [
        row.id,
        { profileId: row.profile_id, owner: ownerOfRow(row), mediaFileId: row.media_file_id },
      ]),
    );
  }

  /** The profile's details whose file still exists, with the file's path type: what the rules count. */
  async detailFacts(profileId: number): Promise<AbbyProfileDetailFact[]> {
    const rows = (await this.dataSource.query(
      `SELECT d.id, m.path_type_id FROM abby_profile_details d JOIN media_items m ON m.id = d.media_file_id WHERE d.profile_id = $1`,
      [profileId],
    )) as Array<{ id: number; path_type_id: number | null }>;
    return rows.map((row) => ({ detailId: row.id, pathTypeId: row.path_type_id ?? 0 }));
  }

  /**
   * The files of an owner's own library (uploaded "From computer", decision 0080) that these
   * details hold and no other detail does: nothing else reaches them once the details are gone.
   */
  async ownFilesLeaving(detailIds: readonly number[]): Promise<number[]> {
    if (detailIds.length === 0) return [];
    const rows = (await this.dataSource.query(
      `SELECT DISTINCT d.media_file_id AS id FROM abby_profile_details d JOIN media_items m ON m.id = d.media_file_id
        WHERE d.id = ANY($1::int[]) AND m.container <> $2
          AND NOT EXISTS (SELECT 1 FROM abby_profile_details o
                           WHERE o.media_file_id = d.media_file_id AND NOT (o.id = ANY($1::int[])))
        ORDER BY 1`,
      [detailIds, MediaContainers.abbyLibrary],
    )) as Array<{ id: number }>;
    return rows.map((row) => row.id);
  }

  /** A profile's details, for what leaves with it. */
  detailIdsOf(profileId: number): Promise<number[]> {
    return rowIdsOf(this.dataSource, 'abby_profile_details', 'profile_id', profileId);
  }

  /** The owner's active profile, null when none is. */
  async activeOf(owner: AbbyProfileOwner): Promise<number | null> {
    const [column, id] =
      owner.residentId !== null ? ['resident_id', owner.residentId] : ['kiosk_id', owner.kioskId];
    const rows = (await this.dataSource.query(
      `SELECT id FROM abby_profiles WHERE ${column} = $1 AND is_active ORDER BY id`,
      [id],
    )) as Array<{ id: number }>;
    return rows[0]?.id ?? null;
  }

  /** The kiosk an owner's profile plays on: the kiosk, or the resident's kiosk (null when none). */
  async kioskOf(owner: AbbyProfileOwner): Promise<{ kioskId: number; typeId: number } | null> {
    const rows = (await this.dataSource.query(
      owner.residentId !== null
        ? `SELECT k.id, k.type_id FROM residents r JOIN kiosks k ON k.id = r.kiosk_id WHERE r.id = $1`
        : `SELECT k.id, k.type_id FROM kiosks k WHERE k.id = $1`,
      [owner.residentId ?? owner.kioskId],
    )) as Array<{ id: number; type_id: number }>;
    return rows[0] ? { kioskId: rows[0].id, typeId: rows[0].type_id } : null;
  }

  /** The media path type of each of these media files (those that exist). */
  async pathTypesOf(mediaFileIds: readonly number[]): Promise<Map<number, number | null>> {
    const rows = (await this.dataSource.query(
      `SELECT id, path_type_id FROM media_items WHERE id = ANY($1::int[])`,
      [mediaFileIds],
    )) as Array<{ id: number; path_type_id: number | null }>;
    return new Map(rows.map((row) => [row.id, row.path_type_id]));
  }

  /**
   * The shared library's files of a path type the profile does not hold yet (spec 03 §7
   * `mediafiles/available/profile/{p}/pathtype/{t}`), newest first, paged as the library is.
   */
  async available(
    profileId: number,
    pathTypeId: number,
    query: ListQuery,
  ): Promise<{ mediaFiles: AbbyMediaFile[]; total: number }> {
    const params: unknown[] = [MediaContainers.abbyLibrary, pathTypeId, profileId];
    const where = [
      'm.container = $1',
      'm.path_type_id = $2',
      'NOT EXISTS (SELECT 1 FROM abby_profile_details d WHERE d.profile_id = $3 AND d.media_file_id = m.id)',
    ];
    if (query.search) {
      params.push(containsPattern(query.search));
      where.push(`m.title ILIKE $${params.length}`);
    }
    const rows = (await this.dataSource.query(
      `SELECT m.id, m.path_type_id, count(*) OVER () AS total FROM media_items m LEFT JOIN users u ON u.id = m.added_by WHERE ${where.join(' AND ')} ORDER BY ${query.orderBy}, m.id DESC${pageClause(query, params)}`,
      params,
    )) as Array<{ id: number; path_type_id: number; total: string }>;
    const items = await this.media.itemsOf(rows.map((row) => row.id));
    const mediaFiles = rows.flatMap((row) => {
      const item = items.get(row.id);
      return item ? [abbyFileOf(item, row.path_type_id)] : [];
    });
    return { mediaFiles, total: Number(rows[0]?.total ?? 0) };
  }

  /** The serial numbers of these kiosks that are Abbies, to tell them their content changed. */
  async abbySerials(kioskIds: readonly number[]): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT serial_number FROM kiosks WHERE id = ANY($1::int[]) AND type_id = $2 ORDER BY id`,
      [kioskIds, KioskType.Abby],
    )) as Array<{ serial_number: string }>;
    return rows.map((row) => row.serial_number);
  }

  private async profiles(sql: string, params: unknown[]): Promise<AbbyProfile[]> {
    const rows = (await this.dataSource.query(sql, params)) as ProfileRowView[];
    return rows.map(toProfile);
  }

  private async detailsOf(rows: DetailRowView[]): Promise<AbbyProfileDetail[]> {
    const items = await this.media.itemsOf(rows.map((row) => row.media_file_id));
    const paths = new Map(mediaPathTypes(1).map((type) => [type.id as number, type.path]));
    return rows.flatMap((row): AbbyProfileDetail[] => {
      const item = items.get(row.media_file_id);
      if (!item) return [];
      const file = abbyFileOf(item, row.path_type_id ?? 0);
      return [
        {
          ...file,
          id: row.id,
          profileId: row.profile_id,
          addDate: new Date(row.add_date).toISOString(),
          containerOwner:
            file.container === MediaContainers.abbyLibrary
              ? LibraryOwner.SharedLibrary
              : file.container.startsWith('r-')
                ? LibraryOwner.Resident
                : LibraryOwner.Kiosk,
          isLinked: file.container === MediaContainers.abbyLibrary,
          mediaPath: paths.get(file.mediaPathTypeId) ?? '',
        },
      ];
    });
  }
}

/** A media item as an Abby file: the shape the shared library answers. */
function abbyFileOf(item: MediaItem, pathTypeId: number): AbbyMediaFile {
  return {
    mediaFileId: item.mediaItemId,
    title: item.title,
    filename: item.blobName,
    contentType: item.contentType,
    category: item.kind === 'audio' ? 'Audio' : item.kind === 'video' ? 'Video' : 'Image',
    container: item.containerName,
    mediaPathTypeId: pathTypeId,
    size: item.size,
    duration: item.duration,
    createDate: item.createDate,
    processing: item.processing,
    thumbnail: item.thumbnail,
    uri: item.uri,
  };
}

function toProfile(row: ProfileRowView): AbbyProfile {
  const owner = ownerOfRow(row);
  const held = new Set(row.path_types ?? []);
  const isValid = isProfileValid(owner, held);
  return {
    id: row.id,
    residentId: row.resident_id,
    kioskId: row.kiosk_id,
    name: row.name,
    description: row.description,
    isActive: row.is_active,
    isValid,
    status: isValid ? 'Ready' : 'MissingMedia',
    createDate: new Date(row.create_date).toISOString(),
    updateByUserId: row.update_by,
    mediaCount: Number(row.media_count),
    mediaPathStatuses: profilePathTypes(owner).map((id) => ({ id, hasMedia: held.has(id) })),
  };
}
