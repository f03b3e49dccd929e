import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  DEFAULT_ALERT_SETTINGS,
  FunctionalRole,
  facilityTimeZone,
  provStateTimeZone,
  type FacilityAlertSettings,
  type FacilityAlertSettingsAnswer,
  type OfflineAlert,
  type Profile,
} from '@ambient/core';
import { kioskScopeCondition } from '../common/scope.js';
import type { Visibility } from '../common/visibility.js';

interface SettingsColumns {
  grace_period_seconds: number | null;
  day_start: string | null;
  day_end: string | null;
  quiet_days: number[] | null;
  quiet_hours: FacilityAlertSettings['quietHours'] | null;
  time_zone: string | null;
}

/** A facility's settings from its row's columns; the defaults when it has no row. */
function settingsOf(row: SettingsColumns): FacilityAlertSettings {
  if (row.grace_period_seconds === null) return DEFAULT_ALERT_SETTINGS;
  return {
    gracePeriodSeconds: row.grace_period_seconds,
    dayStart: row.day_start ?? DEFAULT_ALERT_SETTINGS.dayStart,
    dayEnd: row.day_end ?? DEFAULT_ALERT_SETTINGS.dayEnd,
    quietDays: row.quiet_days ?? [],
    quietHours: row.quiet_hours ?? [],
    timeZone: row.time_zone,
  };
}

const SETTINGS_COLUMNS = `s.grace_period_seconds, s.day_start, s.day_end, s.quiet_days, s.quiet_hours, s.time_zone`;

/** An outage the sweep may have to tell: an offline device that is a console kiosk. */
export interface OutageCandidate {
  kioskId: number;
  serialNumber: string;
  facilityId: number | null;
  offlineSince: string;
  settings: FacilityAlertSettings;
  timeZone: string;
}

/** Who hears of a kiosk's outage: its kiosk managers and its facility's domain managers. */
export interface AlertRecipient {
  id: string;
  email: string;
  name: string;
  languageId: number | null;
}

const ALERT_SELECT = `SELECT a.kiosk_id AS "kioskId", a.alert_number AS "alertNumber", k.name AS "kioskName",
    a.serial_number AS "serialNumber", a.facility_id AS "facilityId", f.name AS "facilityName",
    a.offline_since AS "offlineSince", a.raised_at AS "raisedAt", a.time_zone AS "timeZone", a.online_at AS "onlineAt",
    a.cleared_at AS "clearedAt"
  FROM kiosk_offline_alerts a
  JOIN kiosks k ON k.id = a.kiosk_id
  LEFT JOIN facilities f ON f.id = k.facility_id`;

type AlertRowView = Omit<OfflineAlert, 'offlineSince' | 'raisedAt' | 'onlineAt' | 'clearedAt'> & {
  offlineSince: Date;
  raisedAt: Date;
  onlineAt: Date | null;
  clearedAt: Date | null;
};

const toAlert = (row: AlertRowView): OfflineAlert => ({
  ...row,
  offlineSince: row.offlineSince.toISOString(),
  raisedAt: row.raisedAt.toISOString(),
  onlineAt: row.onlineAt?.toISOString() ?? null,
  clearedAt: row.clearedAt?.toISOString() ?? null,
});

/** How many of a kiosk's alerts its history shows, newest first. */
export const KIOSK_ALERTS_SHOWN = 50;

/** Scoped reads of the alerts and the settings, and the sweep's questions (decision 0049). */
@Injectable()
export class OfflineAlertsReader {
  constructor(private readonly dataSource: DataSource) {}

  /** Admins see every facility's settings; domain managers those of their domains' facilities. */
  async facilityVisibility(profile: Profile, facilityId: number): Promise<Visibility> {
    const rows = (await this.dataSource.query('SELECT domain_id FROM facilities WHERE id = $1', [
      facilityId,
    ])) as Array<{ domain_id: number | null }>;
    const facility = rows[0];
    if (!facility) return 'missing';
    if (profile.functionalRole === FunctionalRole.Admin) return 'visible';
    return profile.functionalRole === FunctionalRole.DomainManager &&
      facility.domain_id !== null &&
      profile.domainIds.includes(facility.domain_id)
      ? 'visible'
      : 'forbidden';
  }

  async settings(facilityId: number): Promise<FacilityAlertSettingsAnswer> {
    const rows = (await this.dataSource.query(
      `SELECT f.prov_state_id, ${SETTINGS_COLUMNS}
         FROM facilities f LEFT JOIN facility_alert_settings s ON s.facility_id = f.id WHERE f.id = $1`,
      [facilityId],
    )) as Array<SettingsColumns & { prov_state_id: number | null }>;
    const row = rows[0]!;
    const settings = settingsOf(row);
    return {
      facilityId,
      settings,
      effectiveTimeZone: facilityTimeZone(settings, row.prov_state_id),
      provinceTimeZone: provStateTimeZone(row.prov_state_id),
      isDefault: row.grace_period_seconds === null,
    };
  }

  /** The open alerts of the kiosks in the caller's scope, oldest outage first. */
  async open(profile: Profile): Promise<OfflineAlert[]> {
    const params: unknown[] = [];
    const scope = kioskScopeCondition(profile, params);
    if (scope === null) return [];
    const rows = (await this.dataSource.query(
      `${ALERT_SELECT} WHERE a.cleared_at IS NULL AND ${scope} ORDER BY a.offline_since, a.kiosk_id`,
      params,
    )) as AlertRowView[];
    return rows.map(toAlert);
  }

  /** A kiosk's alerts, newest first (the caller's right to the kiosk is judged before). */
  async ofKiosk(kioskId: number): Promise<OfflineAlert[]> {
    const rows = (await this.dataSource.query(
      `${ALERT_SELECT} WHERE a.kiosk_id = $1 ORDER BY a.alert_number DESC LIMIT ${KIOSK_ALERTS_SHOWN}`,
      [kioskId],
    )) as AlertRowView[];
    return rows.map(toAlert);
  }

  async alert(kioskId: number, alertNumber: number): Promise<OfflineAlert | null> {
    const rows = (await this.dataSource.query(
      `${ALERT_SELECT} WHERE a.kiosk_id = $1 AND a.alert_number = $2`,
      [kioskId, alertNumber],
    )) as AlertRowView[];
    return rows[0] ? toAlert(rows[0]) : null;
  }

  /** Offline console kiosks whose outage has no alert yet, with their facility's settings and zone. */
  async outages(): Promise<OutageCandidate[]> {
    const rows = (await this.dataSource.query(
      `SELECT k.id AS kiosk_id, w.serial_number, k.facility_id, w.offline_since, f.prov_state_id, ${SETTINGS_COLUMNS}
         FROM kiosk_offline_watch w
         JOIN kiosks k ON k.serial_number = w.serial_number
         LEFT JOIN facilities f ON f.id = k.facility_id
         LEFT JOIN facility_alert_settings s ON s.facility_id = k.facility_id
        WHERE w.presence = 'offline'
          AND NOT EXISTS (SELECT 1 FROM kiosk_offline_alerts a
                           WHERE a.kiosk_id = k.id AND a.offline_since = w.offline_since)`,
    )) as Array<
      SettingsColumns & {
        kiosk_id: number;
        serial_number: string;
        facility_id: number | null;
        offline_since: Date;
        prov_state_id: number | null;
      }
    >;
    return rows.map((row) => {
      const settings = settingsOf(row);
      return {
        kioskId: row.kiosk_id,
        serialNumber: row.serial_number,
        facilityId: row.facility_id,
        offlineSince: row.offline_since.toISOString(),
        settings,
        timeZone: facilityTimeZone(settings, row.prov_state_id),
      };
    });
  }

  /** Open alerts whose device has come online since the outage began. */
  async recoveries(): Promise<Array<{ kioskId: number; onlineAt: string }>> {
    const rows = (await this.dataSource.query(
      `SELECT a.kiosk_id, w.online_since
         FROM kiosk_offline_alerts a
         JOIN kiosk_offline_watch w ON w.serial_number = a.serial_number
        WHERE a.cleared_at IS NULL AND w.online_since >= a.offline_since`,
    )) as Array<{ kiosk_id: number; online_since: Date }>;
    return rows.map((row) => ({ kioskId: row.kiosk_id, onlineAt: row.online_since.toISOString() }));
  }

  /** A person to email, as the users read model has them now. */
  async recipient(userId: string): Promise<AlertRecipient | null> {
    const rows = (await this.dataSource.query(
      `SELECT id, email, name, language_id AS "languageId" FROM users WHERE id = $1`,
      [userId],
    )) as AlertRecipient[];
    return rows[0] ?? null;
  }

  /** The kiosk's managers and its facility's domain managers, each once. */
  async recipients(kioskId: number): Promise<AlertRecipient[]> {
    return (await this.dataSource.query(
      `SELECT u.id, u.email, u.name, u.language_id AS "languageId"
         FROM users u
        WHERE (u.functional_role = 'KioskManager' AND $1 = ANY(u.kiosk_ids))
           OR (u.functional_role = 'DomainManager' AND EXISTS (
                SELECT 1 FROM kiosks k JOIN facilities f ON f.id = k.facility_id
                 WHERE k.id = $1 AND f.domain_id = ANY(u.domain_ids)))
        ORDER BY u.id`,
      [kioskId],
    )) as AlertRecipient[];
  }
}
