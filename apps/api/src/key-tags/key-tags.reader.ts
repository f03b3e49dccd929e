import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  geographicalDescription,
  searchFindsUnassigned,
  type FacilityOption,
  type KeyTag,
  type KeyTagMapperResponse,
  type KeyTagResidentFacts,
  type Profile,
} from '@ambient/core';
import { containsPattern } from '../common/list-query.js';
import { kioskScopeCondition } from '../common/scope.js';
import { facilityCode } from '../hierarchy/index.js';

type MapperKiosk = KeyTagMapperResponse['kiosks'][number];
type MapperResident = KeyTagMapperResponse['residents'][number];

interface KeyTagView {
  id: number;
  kiosk_id: number;
  tag_id: string;
  key_num: number;
  resident_id: number | null;
  facility_id: number | null;
  serial_number: string | null;
  facility_name: string | null;
  resident_name: string | null;
}

/** Mappings with what the table shows: the kiosk's serial number, its facility and the resident. */
const KEY_TAG_SELECT = `
  SELECT t.id, t.kiosk_id, t.tag_id, t.key_num, t.resident_id, k.facility_id, k.serial_number,
         f.name AS facility_name, r.name AS resident_name
    FROM key_tags t
    LEFT JOIN kiosks k ON k.id = t.kiosk_id
    LEFT JOIN facilities f ON f.id = k.facility_id
    LEFT JOIN residents r ON r.id = t.resident_id`;

const KEY_TAG_ORDER = 'ORDER BY k.serial_number, t.key_num, t.id';

const toKeyTag = (row: KeyTagView): KeyTag => ({
  id: row.id,
  kioskId: row.kiosk_id,
  tagId: row.tag_id,
  keyNum: row.key_num,
  residentId: row.resident_id,
  facilityId: row.facility_id,
  kioskSerialNumber: row.serial_number ?? '',
  facilityName: row.facility_name,
  residentName: row.resident_name,
});

/** Whether the caller may see a kiosk: it is in their scope, outside it, or does not exist. */
export type KioskAccess = 'visible' | 'hidden' | 'absent';

/**
 * Reads key/tag mappings, scoped like kiosks (ARCHITECTURE, the read path): an admin all; a
 * domain manager those of the kiosks of the facilities in their domains; a kiosk manager those
 * of their kiosks; a family facilitator and a virtual visitor none.
 */
@Injectable()
export class KeyTagsReader {
  constructor(private readonly dataSource: DataSource) {}

  /** True when the caller may see some kiosks at all (and so use the mapper). */
  hasKioskScope(profile: Profile): boolean {
    return kioskScopeCondition(profile, []) !== null;
  }

  /**
   * The mappings in the caller's scope; `search` is the table's search (`keyTagMatchesSearch`):
   * kiosk id and S/N, facility, tag id, key number, resident, and the word the table shows
   * for no resident ("Unassigned", « Non assignée ») in the caller's language (`languageId`).
   */
  async list(
    profile: Profile,
    search = '',
    languageId: number | null = profile.languageId,
  ): Promise<KeyTag[]> {
    const params: unknown[] = [];
    const scope = kioskScopeCondition(profile, params);
    if (!scope) return [];
    const conditions = [scope];
    const needle = search.trim();
    if (needle.length > 0) {
      params.push(containsPattern(needle));
      const p = `$${params.length}`;
      params.push(searchFindsUnassigned(needle, languageId));
      conditions.push(
        `(k.serial_number ILIKE ${p} OR f.name ILIKE ${p} OR t.tag_id ILIKE ${p} OR r.name ILIKE ${p}
          OR t.key_num::text ILIKE ${p} OR t.kiosk_id::text ILIKE ${p}
          OR ($${params.length}::boolean AND t.resident_id IS NULL))`,
      );
    }
    const rows = (await this.dataSource.query(
      `${KEY_TAG_SELECT} WHERE ${conditions.join(' AND ')} ${KEY_TAG_ORDER}`,
      params,
    )) as KeyTagView[];
    return rows.map(toKeyTag);
  }

  /** The mappings of one kiosk (the caller's access to it is checked first). */
  async ofKiosk(kioskId: number): Promise<KeyTag[]> {
    const rows = (await this.dataSource.query(`${KEY_TAG_SELECT} WHERE t.kiosk_id = $1 ${KEY_TAG_ORDER}`, [
      kioskId,
    ])) as KeyTagView[];
    return rows.map(toKeyTag);
  }

  async get(id: number): Promise<KeyTag | null> {
    const rows = (await this.dataSource.query(`${KEY_TAG_SELECT} WHERE t.id = $1`, [id])) as KeyTagView[];
    return rows[0] ? toKeyTag(rows[0]) : null;
  }

  async kioskAccess(profile: Profile, kioskId: number): Promise<KioskAccess> {
    const params: unknown[] = [kioskId];
    const scope = kioskScopeCondition(profile, params) ?? 'FALSE';
    const rows = (await this.dataSource.query(
      `SELECT (${scope}) AS visible FROM kiosks k LEFT JOIN facilities f ON f.id = k.facility_id WHERE k.id = $1`,
      params,
    )) as Array<{ visible: boolean }>;
    if (!rows[0]) return 'absent';
    return rows[0].visible ? 'visible' : 'hidden';
  }

  async kioskExists(kioskId: number | null): Promise<boolean> {
    if (kioskId === null) return false;
    const rows = (await this.dataSource.query('SELECT 1 FROM kiosks WHERE id = $1', [kioskId])) as unknown[];
    return rows.length > 0;
  }

  /** Another mapping (than `exceptId`) already has this tag id. */
  async tagTaken(tagId: string, exceptId: number | null): Promise<boolean> {
    const rows = (await this.dataSource.query(
      'SELECT 1 FROM key_tags WHERE tag_id = $1 AND ($2::int IS NULL OR id <> $2) LIMIT 1',
      [tagId, exceptId],
    )) as unknown[];
    return rows.length > 0;
  }

  /** Where the resident lives and which other mapping they have, or null when they do not exist. */
  async residentFacts(residentId: number | null, keyTagId: number): Promise<KeyTagResidentFacts | null> {
    if (residentId === null) return null;
    const rows = (await this.dataSource.query(
      `SELECT r.kiosk_id,
              (SELECT t.id FROM key_tags t WHERE t.resident_id = r.id AND t.id <> $2 ORDER BY t.id LIMIT 1) AS other_key_tag_id
         FROM residents r WHERE r.id = $1`,
      [residentId, keyTagId],
    )) as Array<{ kiosk_id: number | null; other_key_tag_id: number | null }>;
    const row = rows[0];
    return row ? { kioskId: row.kiosk_id, otherKeyTagId: row.other_key_tag_id } : null;
  }

  /** The mappings assigned to a resident (at most one while the rules hold). */
  async keyTagIdsOfResident(residentId: number): Promise<number[]> {
    const rows = (await this.dataSource.query('SELECT id FROM key_tags WHERE resident_id = $1 ORDER BY id', [
      residentId,
    ])) as Array<{ id: number }>;
    return rows.map((row) => row.id);
  }

  async residentName(residentId: number | null): Promise<string | null> {
    if (residentId === null) return null;
    const rows = (await this.dataSource.query('SELECT name FROM residents WHERE id = $1', [
      residentId,
    ])) as Array<{
      name: string;
    }>;
    return rows[0]?.name ?? null;
  }

  /** The first kiosks (by id) with the first resident (by id) living on each, for the demo seed. */
  async firstResidentOfKiosks(limit: number): Promise<Array<{ kioskId: number; residentId: number | null }>> {
    const rows = (await this.dataSource.query(
      `SELECT k.id AS kiosk_id,
              (SELECT r.id FROM residents r WHERE r.kiosk_id = k.id ORDER BY r.id LIMIT 1) AS resident_id
         FROM kiosks k ORDER BY k.id LIMIT $1`,
      [limit],
    )) as Array<{ kiosk_id: number; resident_id: number | null }>;
    return rows.map((row) => ({ kioskId: row.kiosk_id, residentId: row.resident_id }));
  }

  /**
   * What the mapper screen needs: the kiosks in scope, their residents and facilities, and the
   * mappings (those the search finds, when one is given).
   */
  async mapper(
    profile: Profile,
    search = '',
    languageId: number | null = profile.languageId,
  ): Promise<{
    kiosks: MapperKiosk[];
    residents: MapperResident[];
    facilities: FacilityOption[];
    keyTags: KeyTag[];
  }> {
    const params: unknown[] = [];
    const scope = kioskScopeCondition(profile, params);
    if (!scope) return { kiosks: [], residents: [], facilities: [], keyTags: [] };
    const kiosks = (await this.dataSource.query(
      `SELECT k.id, k.name, k.serial_number, k.type_id, k.facility_id
         FROM kiosks k LEFT JOIN facilities f ON f.id = k.facility_id
        WHERE ${scope} ORDER BY k.serial_number`,
      params,
    )) as Array<{
      id: number;
      name: string;
      serial_number: string;
      type_id: number;
      facility_id: number | null;
    }>;
    const residents = (await this.dataSource.query(
      `SELECT r.id, r.name, r.kiosk_id
         FROM residents r JOIN kiosks k ON k.id = r.kiosk_id LEFT JOIN facilities f ON f.id = k.facility_id
        WHERE ${scope} ORDER BY r.name, r.id`,
      params,
    )) as Array<{ id: number; name: string; kiosk_id: number | null }>;
    const facilities = (await this.dataSource.query(
      `SELECT DISTINCT f.id, f.name, f.city, f.prov_state_id
         FROM kiosks k JOIN facilities f ON f.id = k.facility_id
        WHERE ${scope} ORDER BY f.name, f.id`,
      params,
    )) as Array<{ id: number; name: string; city: string; prov_state_id: number | null }>;
    return {
      kiosks: kiosks.map((k) => ({
        id: k.id,
        name: k.name,
        serialNumber: k.serial_number,
        typeId: k.type_id,
        facilityId: k.facility_id,
      })),
      residents: residents.map((r) => ({ id: r.id, name: r.name, kioskId: r.kiosk_id })),
      facilities: facilities.map((f) => ({
        id: f.id,
        name: f.name,
        code: facilityCode(f.id),
        geographicalDescription: geographicalDescription(f.city, f.prov_state_id),
      })),
      keyTags: await this.list(profile, search, languageId),
    };
  }
}
