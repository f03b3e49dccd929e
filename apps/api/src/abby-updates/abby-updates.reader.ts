import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  ABBY_ZIP_VERSIONS,
  ACTIVITY_LEVELS,
  BASE_UPDATE_LEVELS,
  KioskType,
  UPDATE_OVERRIDE_REF_ID,
  isOnlineBySync,
  listedZips,
  type AbbyActivity,
  type AbbyUpdateZipGroup,
  type AbbyZipFile,
  type AbbyZipVersion,
  type OverrideAbbyKiosk,
} from '@ambient/core';

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** Today's date (UTC) as the online tick reads it. */
export const todayOf = (now: Date): string => now.toISOString().slice(0, 10);

interface ActivityView {
  id: number;
  description: string;
  url: string;
  update_level: number | null;
  response_type_id: number;
  create_date: Date;
  release_date: Date | null;
  update_date: Date | null;
}

interface ZipView {
  version: number;
  level: number;
  file_name: string;
  size: string;
  stored_as: string;
  create_date: Date;
}

interface OverrideView {
  id: number;
  serial_number: string;
  name: string;
  description: string | null;
  facility_id: number | null;
  facility_name: string | null;
  phidget_version: number | null;
  update_level: number | null;
  update_install_date: Date | null;
  media_sync_date: Date | null;
  create_date: Date;
  is_override: boolean;
  override_until: Date | null;
  is_auto_updates: boolean;
}

/** Reads activities, update zips and override kiosks (admins only: the controllers check). */
@Injectable()
export class AbbyUpdatesReader {
  constructor(private readonly dataSource: DataSource) {}

  async activities(): Promise<AbbyActivity[]> {
    const rows = (await this.dataSource.query('SELECT * FROM abby_activities ORDER BY id')) as ActivityView[];
    return rows.map((row) => ({
      id: row.id,
      description: row.description,
      url: row.url,
      updateLevel: row.update_level,
      responseTypeId: row.response_type_id,
      createDate: iso(row.create_date) as string,
      releaseDate: iso(row.release_date),
      updateDate: iso(row.update_date),
    }));
  }

  /** The activities asked for, by id; a missing one is absent. */
  async activitiesByIds(ids: readonly number[]): Promise<AbbyActivity[]> {
    const wanted = new Set(ids);
    return (await this.activities()).filter((a) => wanted.has(a.id));
  }

  /** The number the next activity release takes: one above the highest level so far. */
  async nextActivityUpdate(): Promise<number> {
    const rows = (await this.dataSource.query(
      'SELECT coalesce(max(level), 0) AS level FROM abby_activity_releases',
    )) as Array<{ level: number }>;
    return Math.max(ACTIVITY_LEVELS.length, Number(rows[0]?.level ?? 0)) + 1;
  }

  async activityRelease(level: number): Promise<{ fileName: string; storedAs: string } | null> {
    const rows = (await this.dataSource.query(
      'SELECT file_name, stored_as FROM abby_activity_releases WHERE level = $1',
      [level],
    )) as Array<{ file_name: string; stored_as: string }>;
    const row = rows[0];
    return row ? { fileName: row.file_name, storedAs: row.stored_as } : null;
  }

  /** Each version's zips in release order, the first of each group dropped (spec 02 §7). */
  async zipGroups(): Promise<AbbyUpdateZipGroup[]> {
    const rows = (await this.dataSource.query(
      'SELECT * FROM abby_update_zips ORDER BY version, create_date, level',
    )) as ZipView[];
    return ABBY_ZIP_VERSIONS.map((version) => ({
      phidgetVersion: version,
      zipFiles: listedZips(rows.filter((row) => row.version === version)).map((row) => ({
        filename: row.file_name,
        size: Number(row.size),
        createDate: iso(row.create_date) as string,
        canDelete: true,
      })),
    }));
  }

  /** One zip as the list shows it (also the first of its group, which the list drops). */
  async zipFile(version: AbbyZipVersion, level: number): Promise<AbbyZipFile | null> {
    const rows = (await this.dataSource.query(
      'SELECT * FROM abby_update_zips WHERE version = $1 AND level = $2',
      [version, level],
    )) as ZipView[];
    const row = rows[0];
    return row
      ? {
          filename: row.file_name,
          size: Number(row.size),
          createDate: iso(row.create_date) as string,
          canDelete: true,
        }
      : null;
  }

  async zip(version: AbbyZipVersion, level: number): Promise<{ fileName: string; storedAs: string } | null> {
    const rows = (await this.dataSource.query(
      'SELECT file_name, stored_as FROM abby_update_zips WHERE version = $1 AND level = $2',
      [version, level],
    )) as Array<{ file_name: string; stored_as: string }>;
    const row = rows[0];
    return row ? { fileName: row.file_name, storedAs: row.stored_as } : null;
  }

  /** The highest update level of each Abby kind: the known levels, raised by the zips released. */
  async latestAbbyLevels(): Promise<{ abby21: number; abby22: number; abby3: number }> {
    const rows = (await this.dataSource.query(
      'SELECT version, max(level) AS level FROM abby_update_zips GROUP BY version',
    )) as Array<{ version: number; level: number }>;
    const released = (version: number): number => Number(rows.find((r) => r.version === version)?.level ?? 0);
    return {
      abby21: Math.max(BASE_UPDATE_LEVELS.abby21.length, released(21)),
      abby22: Math.max(BASE_UPDATE_LEVELS.abby22.length, released(22)),
      abby3: BASE_UPDATE_LEVELS.abby3.length,
    };
  }

  /** Every Abby kiosk with its override mark, for Manage Override Kiosks. */
  async overrideKiosks(now: Date): Promise<OverrideAbbyKiosk[]> {
    return (await this.abbyRows()).map((row) => ({
      id: row.id,
      serialNumber: row.serial_number,
      name: row.name,
      description: row.description,
      facilityId: row.facility_id,
      facilityName: row.facility_name,
      phidgetVersion: row.phidget_version,
      updateLevel: row.update_level,
      updateInstallDate: iso(row.update_install_date),
      mediaSyncDate: iso(row.media_sync_date),
      isOnline: isOnlineBySync(iso(row.media_sync_date), todayOf(now)),
      createDate: iso(row.create_date) as string,
      refId: row.is_override ? UPDATE_OVERRIDE_REF_ID : null,
      overrideUntil: iso(row.override_until),
    }));
  }

  /** The override kiosks whose end has come by `now` (decision 0085), in id order. */
  async overridesDue(now: Date): Promise<number[]> {
    const rows = (await this.dataSource.query(
      'SELECT kiosk_id FROM abby_override_kiosks WHERE until <= $1 ORDER BY kiosk_id',
      [now],
    )) as Array<{ kiosk_id: number }>;
    return rows.map((r) => r.kiosk_id);
  }

  /** The kiosks a selection names: id and type; the missing ones are absent. */
  async candidates(ids: readonly number[]): Promise<Array<{ id: number; typeId: number }>> {
    if (ids.length === 0) return [];
    return (await this.dataSource.query(
      'SELECT id, type_id AS "typeId" FROM kiosks WHERE id = ANY($1::int[])',
      [[...ids]],
    )) as Array<{ id: number; typeId: number }>;
  }

  /** Serial numbers and zip versions of the kiosks named. */
  async serialsOf(
    ids: readonly number[],
  ): Promise<Array<{ serialNumber: string; phidgetVersion: number | null }>> {
    if (ids.length === 0) return [];
    return (await this.dataSource.query(
      'SELECT serial_number AS "serialNumber", phidget_version AS "phidgetVersion" FROM kiosks WHERE id = ANY($1::int[]) ORDER BY serial_number',
      [[...ids]],
    )) as Array<{ serialNumber: string; phidgetVersion: number | null }>;
  }

  /**
   * The kiosks a zip release of a version concerns (decision 0033): its Abbys with automatic
   * updates, and its override kiosks even without.
   */
  async zipReleaseAudience(version: AbbyZipVersion): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT k.serial_number FROM kiosks k
        WHERE k.type_id = $1 AND k.phidget_version = $2
          AND (k.is_auto_updates OR EXISTS (SELECT 1 FROM abby_override_kiosks o WHERE o.kiosk_id = k.id))
        ORDER BY k.serial_number`,
      [KioskType.Abby, version],
    )) as Array<{ serial_number: string }>;
    return rows.map((r) => r.serial_number);
  }

  /**
   * The software level each named Abby is at: its own, or the latest of its kind while it has
   * none. Serials of no Abby are left out.
   */
  async softwareLevelsOf(
    serialNumbers: readonly string[],
  ): Promise<Array<{ serialNumber: string; updateLevel: number }>> {
    if (serialNumbers.length === 0) return [];
    const rows = (await this.dataSource.query(
      `SELECT serial_number AS "serialNumber", update_level AS "updateLevel", phidget_version AS "phidgetVersion"
         FROM kiosks WHERE type_id = $1 AND serial_number = ANY($2::text[]) ORDER BY serial_number`,
      [KioskType.Abby, [...serialNumbers]],
    )) as Array<{ serialNumber: string; updateLevel: number | null; phidgetVersion: number | null }>;
    const latest = await this.latestAbbyLevels();
    const latestOf = (version: number | null): number =>
      version === 21 ? latest.abby21 : version === 22 ? latest.abby22 : latest.abby3;
    return rows.map(({ serialNumber, updateLevel, phidgetVersion }) => ({
      serialNumber,
      updateLevel: updateLevel && updateLevel > 0 ? updateLevel : Math.max(latestOf(phidgetVersion), 1),
    }));
  }

  /** Every Abby: an activity release concerns them all. */
  async abbySerials(): Promise<string[]> {
    const rows = (await this.dataSource.query(
      'SELECT serial_number FROM kiosks WHERE type_id = $1 ORDER BY serial_number',
      [KioskType.Abby],
    )) as Array<{ serial_number: string }>;
    return rows.map((r) => r.serial_number);
  }

  async overrideIds(): Promise<number[]> {
    const rows = (await this.dataSource.query(
      'SELECT kiosk_id FROM abby_override_kiosks ORDER BY kiosk_id',
    )) as Array<{
      kiosk_id: number;
    }>;
    return rows.map((r) => r.kiosk_id);
  }

  private async abbyRows(): Promise<OverrideView[]> {
    return (await this.dataSource.query(
      `SELECT k.id, k.serial_number, k.name, k.description, k.facility_id, f.name AS facility_name,
              k.phidget_version, k.update_level, k.update_install_date, k.media_sync_date, k.create_date,
              k.is_auto_updates, (o.kiosk_id IS NOT NULL) AS is_override, o.until AS override_until
         FROM kiosks k
         LEFT JOIN facilities f ON f.id = k.facility_id
         LEFT JOIN abby_override_kiosks o ON o.kiosk_id = k.id
        WHERE k.type_id = $1
        ORDER BY k.serial_number`,
      [KioskType.Abby],
    )) as OverrideView[];
  }
}
