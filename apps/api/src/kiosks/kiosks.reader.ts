import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  ACTIVITY_LEVELS,
  BASE_UPDATE_LEVELS,
  DomainError,
  geographicalDescription,
  kioskKindOf,
  type DomainOption,
  type FacilityOption,
  type Kiosk,
  type KioskDeleteFacts,
  type PhidgetVersion,
  type Profile,
  type UpdateLevels,
  type UserRef,
} from '@ambient/core';
import { containsPattern, pageClause, type ListQuery } from '../common/list-query.js';
import { kioskScopeCondition } from '../common/scope.js';
import { facilityCode } from '../hierarchy/index.js';
import { GenieReleasesReader } from '../genie-releases/index.js';
import { DataKey } from '@ambient/event-sourcing';
import { openTeamviewerPassword } from './teamviewer-password.js';

interface KioskRowView {
  id: number;
  name: string;
  serial_number: string;
  description: string | null;
  type_id: number;
  facility_id: number | null;
  phidget_config_id: number | null;
  phidget_version: number | null;
  phidget_hub_serial_number: number | null;
  machine_name: string | null;
  identifier: string | null;
  picture_uri: string | null;
  contact_user_id: string | null;
  contact_phone: string | null;
  contact_position: string | null;
  contact_availability: string | null;
  teamviewer_id: string | null;
  teamviewer_password: string | null;
  language_id: number;
  subscription_level: number | null;
  update_level: number | null;
  is_auto_updates: boolean;
  update_install_date: Date | null;
  activity_level: number | null;
  activity_install_date: Date | null;
  media_sync_date: Date | null;
  ambient_invitation_ids: number[];
  is_active: boolean;
  update_by_user_id: string | null;
  create_date: Date;
  facility_name: string | null;
  city: string | null;
  prov_state_id: number | null;
  domain_name: string | null;
  organization_name: string | null;
  has_residents: boolean;
  total: string;
}

export const KIOSK_SORT: Record<string, string> = {
  serialNumber: 'lower(k.serial_number)',
  id: 'k.id',
  name: 'lower(k.name)',
  facilityName: 'lower(f.name)',
  domainName: 'lower(d.name)',
  organizationName: 'lower(o.name)',
  createDate: 'k.create_date',
};

const KIOSK_SELECT = `
  SELECT k.*, f.name AS facility_name, f.city, f.prov_state_id, d.name AS domain_name, o.name AS organization_name,
         (SELECT count(*) FROM (SELECT 1 FROM residents r WHERE r.kiosk_id = k.id LIMIT 1) one) > 0 AS has_residents,
         count(*) OVER () AS total
    FROM kiosks k
    LEFT JOIN facilities f ON f.id = k.facility_id
    LEFT JOIN domains d ON d.id = f.domain_id
    LEFT JOIN organizations o ON o.id = d.organization_id`;

const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);

/** `secrets`: the data key, to show a super admin the TeamViewer fields; null hides them. */
function toKiosk(row: KioskRowView, secrets: DataKey | null): Kiosk {
  return {
    id: row.id,
    serialNumber: row.serial_number,
    name: row.name,
    description: row.description,
    kioskTypeId: row.type_id,
    typeId: row.type_id,
    facilityId: row.facility_id,
    phidgetConfigId: row.phidget_config_id,
    phidgetHubSerialNumber: row.phidget_hub_serial_number,
    phidgetVersion: (row.phidget_version === 21 || row.phidget_version === 22
      ? row.phidget_version
      : null) as PhidgetVersion,
    machineName: row.machine_name,
    identifier: row.identifier,
    pictureUri: row.picture_uri,
    contactUserId: row.contact_user_id,
    contactPhone: row.contact_phone,
    contactPosition: row.contact_position,
    contactAvailability: row.contact_availability,
    teamviewerId: secrets ? row.teamviewer_id : null,
    teamviewerPassword: secrets ? openTeamviewerPassword(row.teamviewer_password, secrets) : null,
    languageId: row.language_id,
    updateLevel: row.update_level,
    isAutoUpdates: row.is_auto_updates,
    updateInstallDate: iso(row.update_install_date),
    activityLevel: row.activity_level,
    activityInstallDate: iso(row.activity_install_date),
    mediaSyncDate: iso(row.media_sync_date),
    subscriptionLevel: row.subscription_level,
    ambientInvitationIds: row.ambient_invitation_ids,
    facilityName: row.facility_name,
    facilityLocation:
      row.facility_id === null ? null : geographicalDescription(row.city ?? '', row.prov_state_id),
    domainName: row.domain_name,
    organizationName: row.organization_name,
    isActive: row.is_active,
    hasResidents: row.has_residents,
    createDate: new Date(row.create_date).toISOString(),
    updateByUserId: row.update_by_user_id,
  };
}

export type { Visibility } from '../common/visibility.js';
import { assertVisible, type Visibility } from '../common/visibility.js';

export interface KioskFilter {
  facilityId?: number | null;
  typeId?: number | null;
}

/**
 * Reads kiosks, always within the caller's scope. TeamViewer fields only for super admins, the
 * password opened from its sealed form (decision 0024).
 */
@Injectable()
export class KiosksReader {
  constructor(
    private readonly dataSource: DataSource,
    private readonly genieReleases: GenieReleasesReader,
    private readonly dataKey: DataKey,
  ) {}

  /** The SQL of a kiosk list (also run on bare `pg` by bench/list-pages.js); null when nothing is in scope. */
  listSql(
    profile: Profile,
    query: ListQuery,
    filter: KioskFilter,
  ): { sql: string; params: unknown[] } | null {
    const params: unknown[] = [];
    const scope = kioskScopeCondition(profile, params);
    if (!scope) return null;
    const conditions = [scope];
    if (filter.facilityId != null) {
      params.push(filter.facilityId);
      conditions.push(`k.facility_id = $${params.length}`);
    }
    if (filter.typeId != null) {
      params.push(filter.typeId);
      conditions.push(`k.type_id = $${params.length}`);
    }
    if (query.search) {
      // Serial number and name on their trigram indexes; organization, domain, facility and its
      // location through the (small) set of matching facilities; the id exactly.
      params.push(containsPattern(query.search));
      const p = `$${params.length}`;
      const id = /^\d{1,9}$/.test(query.search) ? Number(query.search) : 0;
      params.push(id);
      conditions.push(
        `(k.serial_number ILIKE ${p} OR k.name ILIKE ${p} OR k.id = $${params.length}
          OR k.facility_id IN (SELECT sf.id FROM facilities sf
                                 LEFT JOIN domains sd ON sd.id = sf.domain_id
                                 LEFT JOIN organizations so ON so.id = sd.organization_id
                                WHERE sf.name ILIKE ${p} OR sf.city ILIKE ${p} OR sd.name ILIKE ${p} OR so.name ILIKE ${p}))`,
      );
    }
    const sql = `${KIOSK_SELECT} WHERE ${conditions.join(' AND ')} ORDER BY ${query.orderBy}, k.id${pageClause(query, params)}`;
    return { sql, params };
  }

  async list(
    profile: Profile,
    query: ListQuery,
    filter: KioskFilter,
    withSecrets: boolean,
  ): Promise<{ kiosks: Kiosk[]; total: number }> {
    const statement = this.listSql(profile, query, filter);
    if (!statement) return { kiosks: [], total: 0 };
    const rows = (await this.dataSource.query(statement.sql, statement.params)) as KioskRowView[];
    const secrets = withSecrets ? this.dataKey : null;
    return { kiosks: rows.map((row) => toKiosk(row, secrets)), total: Number(rows[0]?.total ?? 0) };
  }

  async visibility(profile: Profile, id: number): Promise<Visibility> {
    const params: unknown[] = [id];
    const scope = kioskScopeCondition(profile, params) ?? 'FALSE';
    const rows = (await this.dataSource.query(
      `SELECT ${scope} AS visible FROM kiosks k LEFT JOIN facilities f ON f.id = k.facility_id WHERE k.id = $1`,
      params,
    )) as Array<{ visible: boolean }>;
    if (rows.length === 0) return 'missing';
    return rows[0]?.visible ? 'visible' : 'forbidden';
  }

  /** The kiosk, when the caller may see it: 404 when it is gone, 403 when it is outside their scope. */
  async requireVisible(profile: Profile, id: number, withSecrets: boolean): Promise<Kiosk> {
    assertVisible(await this.visibility(profile, id), 'kiosk.notFound');
    const kiosk = await this.get(id, withSecrets);
    if (!kiosk) throw new DomainError('kiosk.notFound', {}, 404, 1);
    return kiosk;
  }

  async get(id: number, withSecrets: boolean): Promise<Kiosk | null> {
    const rows = (await this.dataSource.query(`${KIOSK_SELECT} WHERE k.id = $1`, [id])) as KioskRowView[];
    return rows[0] ? toKiosk(rows[0], withSecrets ? this.dataKey : null) : null;
  }

  /** Serial numbers are compared as typed (they are upper case by convention), on the unique index. */
  async serialTaken(serialNumber: string, exceptId: number | null): Promise<boolean> {
    const rows = (await this.dataSource.query('SELECT id FROM kiosks WHERE serial_number = $1', [
      serialNumber.trim(),
    ])) as Array<{
      id: number;
    }>;
    return rows.some((row) => row.id !== exceptId);
  }

  async facilityDomainId(id: number | null): Promise<number | null> {
    if (id === null || id <= 0) return null;
    const rows = (await this.dataSource.query('SELECT domain_id FROM facilities WHERE id = $1', [
      id,
    ])) as Array<{
      domain_id: number | null;
    }>;
    return rows[0]?.domain_id ?? null;
  }

  async facilityExists(id: number | null): Promise<boolean> {
    if (id === null || id <= 0) return false;
    return (
      ((await this.dataSource.query('SELECT 1 FROM facilities WHERE id = $1', [id])) as unknown[]).length > 0
    );
  }

  /** Users who manage the kiosk (kiosk managers with it among their kiosks). */
  async managers(id: number): Promise<UserRef[]> {
    return (await this.dataSource.query(
      `SELECT id, name FROM users WHERE functional_role = 'KioskManager' AND $1 = ANY(kiosk_ids) ORDER BY name`,
      [id],
    )) as UserRef[];
  }

  async deleteFacts(id: number): Promise<KioskDeleteFacts> {
    const residents = (await this.dataSource.query(
      'SELECT name FROM residents WHERE kiosk_id = $1 ORDER BY name',
      [id],
    )) as Array<{
      name: string;
    }>;
    return {
      residentNames: residents.map((r) => r.name),
      managerNames: (await this.managers(id)).map((u) => u.name),
    };
  }

  /** The update levels per kind; released Genie updates extend the Genie levels. */
  async updateLevels(): Promise<UpdateLevels> {
    const released = await this.genieReleases.latestLevel();
    const genieMax = Math.max(BASE_UPDATE_LEVELS.genie.length, released);
    return { ...BASE_UPDATE_LEVELS, genie: Array.from({ length: genieMax }, (_, i) => i + 1) };
  }

  async levelsFor(
    typeId: number,
    phidgetVersion: PhidgetVersion,
  ): Promise<{ updateLevels: number[]; activityLevels: number[] }> {
    const levels = await this.updateLevels();
    return { updateLevels: levels[kioskKindOf(typeId, phidgetVersion)], activityLevels: ACTIVITY_LEVELS };
  }

  async facilityOptions(profile: Profile): Promise<FacilityOption[]> {
    const params: unknown[] = [];
    const isAdmin = profile.functionalRole === 'Admin';
    if (!isAdmin) params.push(profile.domainIds, profile.kioskIds);
    const rows = (await this.dataSource.query(
      `SELECT f.id, f.name, f.city, f.prov_state_id FROM facilities f
        ${isAdmin ? '' : 'WHERE f.domain_id = ANY($1::int[]) OR EXISTS (SELECT 1 FROM kiosks k WHERE k.facility_id = f.id AND k.id = ANY($2::int[]))'}
        ORDER BY f.name`,
      params,
    )) as Array<{ id: number; name: string; city: string; prov_state_id: number | null }>;
    return rows.map((f) => ({
      id: f.id,
      name: f.name,
      code: facilityCode(f.id),
      geographicalDescription: geographicalDescription(f.city, f.prov_state_id),
    }));
  }

  async domainOptions(profile: Profile): Promise<DomainOption[]> {
    const isAdmin = profile.functionalRole === 'Admin';
    const rows = (await this.dataSource.query(
      `SELECT d.id, d.name, o.name AS organization_name,
              coalesce((SELECT array_agg(f.id ORDER BY f.id) FROM facilities f WHERE f.domain_id = d.id), '{}') AS facility_ids
         FROM domains d JOIN organizations o ON o.id = d.organization_id
        ${isAdmin ? '' : 'WHERE d.id = ANY($1::int[])'} ORDER BY d.name`,
      isAdmin ? [] : [profile.domainIds],
    )) as Array<{ id: number; name: string; organization_name: string; facility_ids: number[] }>;
    return rows.map((d) => ({
      id: d.id,
      name: d.name,
      organizationName: d.organization_name,
      facilityIds: d.facility_ids,
    }));
  }
}
