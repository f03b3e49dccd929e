import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type {
  FleetKindFilter,
  FleetKiosk,
  FleetKiosksResponse,
  FleetPresenceFilter,
  FleetSortField,
  FleetSummaryResponse,
  KioskKind,
} from '@ambient/core';
import { AbbyUpdatesReader } from '../../abby-updates/index.js';
import { containsPattern, pageClause, type ListQuery } from '../../common/list-query.js';
import { KiosksReader } from '../../kiosks/index.js';
import { KioskStatusRow } from './kiosk-status.row.js';

/** The Fleet screen's sortable columns, each a column of the row view below. */
export const FLEET_SORT: Readonly<Record<FleetSortField, string>> = {
  serialNumber: 'v.serial_number',
  name: 'lower(v.name)',
  facilityName: 'lower(v.facility_name)',
  presence: "CASE v.presence WHEN 'online' THEN 0 WHEN 'offline' THEN 1 ELSE 2 END",
  lastSeen: 'v.last_seen',
  updatesBehind: 'v.updates_behind',
  activityLevel: 'v.activity_level',
  mediaSyncDate: 'v.media_sync_date',
  lastCommandAt: 'v.last_command_at',
};

/** The Fleet screen's filters beyond the search; null is All. */
export interface FleetFilters {
  presence: FleetPresenceFilter | null;
  kind: FleetKindFilter | null;
  /** Only the kiosks behind the latest level of their kind. */
  behindOnly: boolean;
}

interface FleetRowView {
  id: number;
  serial_number: string;
  name: string;
  type_id: number;
  phidget_version: number | null;
  facility_id: number | null;
  facility_name: string | null;
  presence: 'online' | 'offline' | null;
  presence_since: Date | null;
  last_seen: Date | null;
  update_level: number | null;
  latest_update_level: number;
  updates_behind: number;
  activity_level: number | null;
  media_sync_date: Date | null;
  last_command: string | null;
  last_command_state: 'pending' | 'done' | 'failed' | null;
  last_command_error: string | null;
  last_command_at: Date | null;
  total: string;
}

const iso = (value: Date | null): string | null => (value === null ? null : new Date(value).toISOString());

const toFleetKiosk = (row: FleetRowView): FleetKiosk => ({
  id: row.id,
  serialNumber: row.serial_number,
  name: row.name,
  kioskTypeId: row.type_id,
  phidgetVersion: row.phidget_version,
  facilityId: row.facility_id,
  facilityName: row.facility_name,
  presence: row.presence,
  presenceSince: iso(row.presence_since),
  lastSeen: iso(row.last_seen),
  updateLevel: row.update_level,
  latestUpdateLevel: row.latest_update_level,
  updatesBehind: row.updates_behind,
  activityLevel: row.activity_level,
  mediaSyncDate: iso(row.media_sync_date),
  lastCommand: row.last_command,
  lastCommandState: row.last_command_state,
  lastCommandError: row.last_command_error,
  lastCommandAt: iso(row.last_command_at),
});

/**
 * The fleet as the devices report it, beside the console's kiosks. A kiosk's software level is
 * the one its device reported; while it has reported none, the level the console records for it
 * (the spec's `updateLevel`), so a kiosk never connected is judged as the spec's screens judge it.
 */
@Injectable()
export class FleetReader {
  constructor(
    private readonly dataSource: DataSource,
    private readonly kiosks: KiosksReader,
    private readonly abbyUpdates: AbbyUpdatesReader,
  ) {}

  /** The newest software level of each kind: the known levels, raised by the releases. */
  async latestLevels(): Promise<Record<KioskKind, number>> {
    const [levels, abby] = await Promise.all([
      this.kiosks.updateLevels(),
      this.abbyUpdates.latestAbbyLevels(),
    ]);
    return {
      abby21: abby.abby21,
      abby22: abby.abby22,
      abby3: abby.abby3,
      genie: Math.max(0, ...levels.genie),
    };
  }

  /** The serial numbers of the console's kiosks of one kind (a release concerns them all). */
  async serialsOf(kind: KioskKind): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT serial_number FROM kiosks
        WHERE (CASE WHEN type_id = 2 THEN 'genie' WHEN phidget_version = 21 THEN 'abby21'
                    WHEN phidget_version = 22 THEN 'abby22' ELSE 'abby3' END) = $1
        ORDER BY serial_number`,
      [kind],
    )) as Array<{ serial_number: string }>;
    return rows.map((row) => row.serial_number);
  }

  /** What the kiosk with this serial last reported, or null when it never spoke to the gateway. */
  async statusOf(serialNumber: string): Promise<KioskStatusRow | null> {
    return this.dataSource.getRepository(KioskStatusRow).findOneBy({ serialNumber });
  }

  /**
   * One page of the Fleet screen: every console kiosk beside what its device last reported,
   * searched by serial, name or facility, filtered and sorted in one statement.
   */
  async page(query: ListQuery, filters: FleetFilters): Promise<FleetKiosksResponse> {
    const latest = await this.latestLevels();
    const params: unknown[] = [latest.abby21, latest.abby22, latest.abby3, latest.genie];
    const where: string[] = [];
    if (query.search) {
      params.push(containsPattern(query.search));
      const p = `$${params.length}`;
      where.push(`(v.serial_number ILIKE ${p} OR v.name ILIKE ${p} OR v.facility_name ILIKE ${p})`);
    }
    if (filters.presence === 'never') where.push('v.presence IS NULL');
    else if (filters.presence !== null) {
      params.push(filters.presence);
      where.push(`v.presence = $${params.length}`);
    }
    if (filters.kind !== null) where.push(`v.type_id = ${filters.kind === 'abby' ? 1 : 2}`);
    if (filters.behindOnly) where.push('v.updates_behind > 0');
    const rows = (await this.dataSource.query(
      `SELECT v.*, count(*) OVER () AS total FROM (
         SELECT l.*, GREATEST(l.latest_update_level - COALESCE(l.update_level, 0), 0)::int AS updates_behind FROM (
           SELECT k.id, k.serial_number, k.name, k.type_id,
                  CASE WHEN k.type_id = 1 THEN k.phidget_version END AS phidget_version,
                  k.facility_id, f.name AS facility_name, s.presence, s.presence_since, s.last_seen,
                  COALESCE(s.update_level, k.update_level) AS update_level,
                  (CASE WHEN k.type_id = 2 THEN $4::int
                        WHEN k.phidget_version = 21 THEN $1::int
                        WHEN k.phidget_version = 22 THEN $2::int ELSE $3::int END) AS latest_update_level,
                  COALESCE(s.activity_level, k.activity_level) AS activity_level,
                  COALESCE(s.media_sync_date, k.media_sync_date) AS media_sync_date,
                  s.last_command, s.last_command_state, s.last_command_error, s.last_command_at
             FROM kiosks k
             LEFT JOIN kiosk_device_status s ON s.serial_number = k.serial_number
             LEFT JOIN facilities f ON f.id = k.facility_id) l) v
        ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY ${query.orderBy}, v.serial_number${pageClause(query, params)}`,
      params,
    )) as FleetRowView[];
    return { kiosks: rows.map(toFleetKiosk), total: Number(rows[0]?.total ?? 0) };
  }

  async summary(): Promise<FleetSummaryResponse> {
    const latest = await this.latestLevels();
    const rows = (await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE s.presence = 'online')::int AS online,
              count(*) FILTER (WHERE s.presence = 'offline')::int AS offline,
              count(*) FILTER (WHERE s.presence IS NULL)::int AS "neverConnected",
              count(*) FILTER (WHERE k.type_id = 1 AND COALESCE(s.update_level, k.update_level, 0) <
                CASE k.phidget_version WHEN 21 THEN $1::int WHEN 22 THEN $2::int ELSE $3::int END)::int AS "abbysBehind",
              count(*) FILTER (WHERE k.type_id = 2 AND COALESCE(s.update_level, k.update_level, 0) < $4::int)::int
                AS "geniesBehind"
         FROM kiosks k LEFT JOIN kiosk_device_status s ON s.serial_number = k.serial_number`,
      [latest.abby21, latest.abby22, latest.abby3, latest.genie],
    )) as FleetSummaryResponse[];
    return rows[0]!;
  }
}
