import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  geographicalDescription,
  KioskType,
  type ComboOption,
  type KioskSummary,
  type Profile,
  type ResidentSummary,
} from '@ambient/core';
import { kioskScopeCondition, residentScopeCondition } from '../common/scope.js';
import { MediaSigner } from '../storage/index.js';

interface KioskSummaryRow {
  id: number;
  name: string;
  serial_number: string;
  type_id: number;
  subscription_level: number | null;
  facility_id: number | null;
  facility_name: string | null;
  city: string | null;
  prov_state_id: number | null;
  domain_id: number | null;
  domain_name: string | null;
  organization_name: string | null;
}

interface ResidentSummaryRow {
  id: number;
  name: string;
  picture_base64: string | null;
  picture_uri: string | null;
  kiosk_id: number | null;
  kiosk_name: string | null;
  serial_number: string | null;
  type_id: number | null;
  new_messages: string | number;
}

const KIOSK_SELECT = `
  SELECT k.id, k.name, k.serial_number, k.type_id, k.subscription_level,
         f.id AS facility_id, f.name AS facility_name, f.city, f.prov_state_id,
         d.id AS domain_id, d.name AS domain_name, o.name AS organization_name
    FROM kiosks k
    LEFT JOIN facilities f ON f.id = k.facility_id
    LEFT JOIN domains d ON d.id = f.domain_id
    LEFT JOIN organizations o ON o.id = d.organization_id`;

const RESIDENT_SELECT = `
  SELECT r.id, r.name, r.picture_base64, r.picture_uri, k.id AS kiosk_id, k.name AS kiosk_name, k.serial_number, k.type_id,
         (SELECT count(*) FROM messages m
           WHERE m.resident_id = r.id AND m.message_type_id = 1 AND m.first_opened IS NULL
             AND (m.moderation IS NULL OR m.moderation = 'approved')) AS new_messages
    FROM residents r
    LEFT JOIN kiosks k ON k.id = r.kiosk_id`;

const toKiosk = (row: KioskSummaryRow): KioskSummary => ({
  id: row.id,
  name: row.name,
  serialNumber: row.serial_number,
  typeId: row.type_id,
  facility:
    row.facility_id === null
      ? null
      : {
          id: row.facility_id,
          name: row.facility_name ?? '',
          geographicalDescription: geographicalDescription(row.city ?? '', row.prov_state_id),
        },
  domain:
    row.domain_id === null
      ? null
      : { id: row.domain_id, name: row.domain_name ?? '', organizationName: row.organization_name ?? '' },
  subscriptionLevel: row.type_id === KioskType.Abby ? row.subscription_level : null,
});

/** A resident for the pickers; a stored picture is given as a signed address the browser can load. */
const toResident = (row: ResidentSummaryRow, signer: MediaSigner): ResidentSummary => ({
  id: row.id,
  name: row.name,
  pictureBase64: row.picture_base64 ?? signer.present(row.picture_uri),
  kioskTypeId: row.type_id,
  kiosk:
    row.kiosk_id === null
      ? null
      : { id: row.kiosk_id, name: row.kiosk_name ?? '', serialNumber: row.serial_number ?? '' },
  newMessages: Number(row.new_messages),
});

/**
 * Reads kiosks and residents, always scoped by what the caller may see: an admin all; a domain
 * manager the kiosks of the facilities in their domains; a kiosk manager their kiosks; a
 * family facilitator their residents; a virtual visitor nothing.
 */
@Injectable()
export class HierarchyReader {
  constructor(
    private readonly dataSource: DataSource,
    private readonly signer: MediaSigner,
  ) {}

  async kiosksFor(profile: Profile): Promise<KioskSummary[]> {
    const params: unknown[] = [];
    const scope = kioskScopeCondition(profile, params);
    if (!scope) return [];
    const rows = (await this.dataSource.query(
      `${KIOSK_SELECT} WHERE ${scope} ORDER BY k.serial_number`,
      params,
    )) as KioskSummaryRow[];
    return rows.map(toKiosk);
  }

  /** The kiosks a facility hosts (admins read these before deleting a facility). */
  async kiosksOfFacility(facilityId: number): Promise<KioskSummary[]> {
    const rows = (await this.dataSource.query(
      `${KIOSK_SELECT} WHERE k.facility_id = $1 ORDER BY k.serial_number`,
      [facilityId],
    )) as KioskSummaryRow[];
    return rows.map(toKiosk);
  }

  async residentsFor(profile: Profile): Promise<ResidentSummary[]> {
    const params: unknown[] = [];
    const scope = residentScopeCondition(profile, params);
    if (!scope) return [];
    const rows = (await this.dataSource.query(
      `${RESIDENT_SELECT} LEFT JOIN facilities f ON f.id = k.facility_id WHERE ${scope} ORDER BY r.name`,
      params,
    )) as ResidentSummaryRow[];
    return rows.map((row) => toResident(row, this.signer));
  }

  async comboOptions(kioskTypeId: number | null): Promise<ComboOption[]> {
    const rows = (await this.dataSource.query(
      `SELECT id, name, type_id FROM kiosks WHERE ($1::int IS NULL OR type_id = $1) ORDER BY name`,
      [kioskTypeId],
    )) as Array<{ id: number; name: string; type_id: number }>;
    return rows.map((row) => ({ id: row.id, name: row.name, typeId: row.type_id }));
  }

  /** Kiosk types among the given kiosks, and among the kiosks of the given residents. */
  async kioskTypes(profile: Profile): Promise<{ kioskTypeIds: number[]; residentKioskTypeIds: number[] }> {
    const kioskTypes = (await this.dataSource.query(
      `SELECT DISTINCT k.type_id FROM kiosks k LEFT JOIN facilities f ON f.id = k.facility_id
        WHERE k.id = ANY($1::int[]) OR f.domain_id = ANY($2::int[])`,
      [profile.kioskIds, profile.domainIds],
    )) as Array<{ type_id: number }>;
    const residentTypes = (await this.dataSource.query(
      `SELECT DISTINCT k.type_id FROM residents r JOIN kiosks k ON k.id = r.kiosk_id WHERE r.id = ANY($1::int[])`,
      [profile.residentIds],
    )) as Array<{ type_id: number }>;
    return {
      kioskTypeIds: kioskTypes.map((r) => r.type_id),
      residentKioskTypeIds: residentTypes.map((r) => r.type_id),
    };
  }
}
