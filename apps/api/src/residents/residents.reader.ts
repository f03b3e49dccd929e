import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError, geographicalDescription, type Profile, type Resident } from '@ambient/core';
import { containsPattern, pageClause, type ListQuery } from '../common/list-query.js';
import { residentScopeCondition } from '../common/scope.js';
import { assertVisible, type Visibility } from '../common/visibility.js';
import { PictureStore } from '../storage/index.js';

interface ResidentRowView {
  id: number;
  new_messages?: string | number | null;
  name: string;
  first_name: string;
  last_name: string;
  kiosk_id: number | null;
  language_id: number;
  bluetooth_beacon_id: string | null;
  uwb_tag_id: string | null;
  game_difficulty_level: number | null;
  gender: string | null;
  picture_base64: string | null;
  picture_uri: string | null;
  update_by_user_id: string | null;
  create_date: Date;
  update_date: Date | null;
  kiosk_name: string | null;
  kiosk_type_id: number | null;
  serial_number: string | null;
  facility_id: number | null;
  facility_name: string | null;
  city: string | null;
  prov_state_id: number | null;
  total: string;
  kiosk_key_tag_id: number | null;
}

export const RESIDENT_SORT: Record<string, string> = {
  firstName: 'lower(r.first_name)',
  lastName: 'lower(r.last_name)',
  name: 'lower(r.name)',
  kioskName: 'lower(k.name)',
  facilityName: 'lower(f.name)',
  createDate: 'r.create_date',
  id: 'r.id',
};

const RESIDENT_SELECT = `
  SELECT r.*, k.name AS kiosk_name, k.type_id AS kiosk_type_id, k.serial_number, k.facility_id,
         f.name AS facility_name, f.city, f.prov_state_id, count(*) OVER () AS total,
         (SELECT kt.id FROM key_tags kt WHERE kt.resident_id = r.id LIMIT 1) AS kiosk_key_tag_id,
         (SELECT count(*) FROM messages m
           WHERE m.resident_id = r.id AND m.message_type_id = 1 AND m.first_opened IS NULL
             AND (m.moderation IS NULL OR m.moderation = 'approved')) AS new_messages
    FROM residents r
    LEFT JOIN kiosks k ON k.id = r.kiosk_id
    LEFT JOIN facilities f ON f.id = k.facility_id`;

function toResident(row: ResidentRowView): Resident {
  return {
    id: row.id,
    name: row.name,
    firstName: row.first_name,
    lastName: row.last_name,
    kioskId: row.kiosk_id,
    kioskTypeId: row.kiosk_type_id,
    facilityId: row.facility_id,
    pictureBase64: row.picture_base64,
    languageId: row.language_id,
    bluetoothBeaconId: row.bluetooth_beacon_id === null ? null : Number(row.bluetooth_beacon_id),
    uwbTagId: row.uwb_tag_id,
    kioskKeyTagId: row.kiosk_key_tag_id,
    gameDifficultyLevel: row.game_difficulty_level,
    gender: row.gender === 'M' ? 'M' : null,
    isActive: true,
    // Messages to the resident their kiosk has not shown yet (decision 0044).
    newMessages: Number(row.new_messages ?? 0),
    createDate: new Date(row.create_date).toISOString(),
    updateDate: new Date(row.update_date ?? row.create_date).toISOString(),
    updateByUserId: row.update_by_user_id,
    kiosk:
      row.kiosk_id === null
        ? null
        : {
            id: row.kiosk_id,
            name: row.kiosk_name ?? '',
            typeId: row.kiosk_type_id ?? 0,
            serialNumber: row.serial_number ?? '',
            facility:
              row.facility_id === null
                ? null
                : {
                    name: row.facility_name ?? '',
                    geographicalDescription: geographicalDescription(row.city ?? '', row.prov_state_id),
                  },
          },
  };
}

export interface ResidentFilter {
  kioskTypeId?: number | null;
  kioskId?: number | null;
}

/** Reads residents within the caller's scope, and their pictures. */
@Injectable()
export class ResidentsReader {
  constructor(
    private readonly dataSource: DataSource,
    private readonly pictureFiles: PictureStore,
  ) {}

  /** The SQL of a resident list (also run on bare `pg` by bench/list-pages.js); null when nothing is in scope. */
  listSql(
    profile: Profile,
    query: ListQuery,
    filter: ResidentFilter = {},
  ): { sql: string; params: unknown[] } | null {
    const params: unknown[] = [];
    const scope = residentScopeCondition(profile, params);
    if (!scope) return null;
    const conditions = [scope];
    if (filter.kioskTypeId != null) {
      params.push(filter.kioskTypeId);
      conditions.push(`k.type_id = $${params.length}`);
    }
    if (filter.kioskId != null) {
      params.push(filter.kioskId);
      conditions.push(`r.kiosk_id = $${params.length}`);
    }
    if (query.search) {
      params.push(containsPattern(query.search));
      const p = `$${params.length}`;
      // By name, or by the kiosk's name or serial number, or by its facility's name or city
      // (the search box says "Name, kiosk or facility"). Residents and kiosks are searched on
      // trigram indexes; the facilities, few, are matched first into a small array reached
      // through the kiosks' facility index; the kiosks go into an array too, so the planner
      // can OR bitmap index scans on residents.
      conditions.push(
        `(r.name ILIKE ${p} OR r.kiosk_id = ANY (ARRAY(
            SELECT sk.id FROM kiosks sk
             WHERE sk.name ILIKE ${p} OR sk.serial_number ILIKE ${p}
                OR sk.facility_id = ANY (ARRAY(SELECT sf.id FROM facilities sf WHERE sf.name ILIKE ${p} OR sf.city ILIKE ${p})))))`,
      );
    }
    const sql = `${RESIDENT_SELECT} WHERE ${conditions.join(' AND ')} ORDER BY ${query.orderBy}, r.id${pageClause(query, params)}`;
    return { sql, params };
  }

  async list(
    profile: Profile,
    query: ListQuery,
    filter: ResidentFilter = {},
  ): Promise<{ residents: Resident[]; total: number }> {
    const statement = this.listSql(profile, query, filter);
    if (!statement) return { residents: [], total: 0 };
    const rows = (await this.dataSource.query(statement.sql, statement.params)) as ResidentRowView[];
    return { residents: rows.map(toResident), total: Number(rows[0]?.total ?? 0) };
  }

  async visibility(profile: Profile, id: number): Promise<Visibility> {
    const params: unknown[] = [id];
    const scope = residentScopeCondition(profile, params) ?? 'FALSE';
    const rows = (await this.dataSource.query(
      `SELECT ${scope} AS visible FROM residents r LEFT JOIN kiosks k ON k.id = r.kiosk_id LEFT JOIN facilities f ON f.id = k.facility_id WHERE r.id = $1`,
      params,
    )) as Array<{ visible: boolean }>;
    if (rows.length === 0) return 'missing';
    return rows[0]?.visible ? 'visible' : 'forbidden';
  }

  /** The resident, when the caller may see them: 404 when gone, 403 when outside their scope. */
  async requireVisible(profile: Profile, id: number): Promise<Resident> {
    assertVisible(await this.visibility(profile, id), 'resident.notFound');
    const resident = await this.get(id);
    if (!resident) throw new DomainError('resident.notFound', {}, 404, 1);
    return resident;
  }

  async get(id: number): Promise<Resident | null> {
    const rows = (await this.dataSource.query(`${RESIDENT_SELECT} WHERE r.id = $1`, [
      id,
    ])) as ResidentRowView[];
    if (!rows[0]) return null;
    const resident = toResident(rows[0]);
    return { ...resident, pictureBase64: await this.pictureOf(rows[0]) };
  }

  /** Type of a kiosk, or null when it does not exist. */
  async kioskType(kioskId: number | null): Promise<number | null> {
    if (kioskId === null) return null;
    const rows = (await this.dataSource.query('SELECT type_id FROM kiosks WHERE id = $1', [
      kioskId,
    ])) as Array<{ type_id: number }>;
    return rows[0]?.type_id ?? null;
  }

  /** Pictures as data URLs, for the residents among `ids` (all in scope when `ids` is null). */
  async pictures(
    profile: Profile,
    ids: number[] | null,
  ): Promise<Array<{ residentId: number; base64: string }>> {
    const params: unknown[] = [];
    const scope = residentScopeCondition(profile, params);
    if (!scope) return [];
    let where = scope;
    if (ids !== null) {
      params.push(ids);
      where += ` AND r.id = ANY($${params.length}::int[])`;
    }
    const rows = (await this.dataSource.query(
      `SELECT r.id, r.picture_base64, r.picture_uri FROM residents r LEFT JOIN kiosks k ON k.id = r.kiosk_id
         LEFT JOIN facilities f ON f.id = k.facility_id
        WHERE ${where} AND (r.picture_base64 IS NOT NULL OR r.picture_uri IS NOT NULL) ORDER BY r.id`,
      params,
    )) as Array<{ id: number; picture_base64: string | null; picture_uri: string | null }>;
    const out: Array<{ residentId: number; base64: string }> = [];
    for (const row of rows) {
      const base64 = await this.pictureOf(row);
      if (base64) out.push({ residentId: row.id, base64 });
    }
    return out;
  }

  async pictureOf(row: {
    picture_base64: string | null;
    picture_uri: string | null;
  }): Promise<string | null> {
    if (row.picture_base64) return row.picture_base64;
    if (!row.picture_uri) return null;
    // An inline picture (the seeded portraits) is already a data URL.
    if (row.picture_uri.startsWith('data:')) return row.picture_uri;
    try {
      const bytes = await this.pictureFiles.read(row.picture_uri);
      if (!bytes) return null;
      const type = row.picture_uri.endsWith('.jpg') ? 'jpeg' : (row.picture_uri.split('.').pop() ?? 'png');
      return `data:image/${type};base64,${bytes.toString('base64')}`;
    } catch {
      return null;
    }
  }
}
