/**
 * The inventory workbook's sheets: one per entity, each a keyset-paged query over its read
 * model and typed columns. Ids and counts are numbers, dates are dates (MMM-DD-YYYY, the
 * tables' format), flags are booleans; codes and names are text.
 *
 * Sheet and column names are fixed English so scripts reading the workbook keep working
 * whatever the language of the admin who downloaded it.
 */
import { Country, KioskType, Language, PROV_STATES, SubscriptionLevel } from '@ambient/core';

export type CellType = 'id' | 'count' | 'text' | 'date' | 'boolean';

export interface SheetColumn<TRow> {
  header: string;
  type: CellType;
  width: number;
  value: (row: TRow) => CellValue;
}

export interface InventorySheet<TRow, TKey extends number | string = number | string> {
  name: string;
  columns: ReadonlyArray<SheetColumn<TRow>>;
  /** The rows after `$1` (the last key of the previous batch) in key order, at most `$2`. */
  query: string;
  firstKey: TKey;
  keyOf: (row: TRow) => TKey;
}

export type CellValue = string | number | boolean | Date | null;

/** A sheet with its row type erased, as the writer walks it. */
export interface WorkbookSheet {
  name: string;
  columns: ReadonlyArray<{ header: string; type: CellType; width: number }>;
  query: string;
  firstKey: number | string;
  /** The key and the cells of one row the query answered. */
  read(row: unknown): { key: number | string; cells: CellValue[] };
}

function defineSheet<TRow, TKey extends number | string>(sheet: InventorySheet<TRow, TKey>): WorkbookSheet {
  return {
    name: sheet.name,
    columns: sheet.columns.map(({ header, type, width }) => ({ header, type, width })),
    query: sheet.query,
    firstKey: sheet.firstKey,
    read: (raw) => {
      const row = raw as TRow;
      return { key: sheet.keyOf(row), cells: sheet.columns.map((column) => column.value(row)) };
    },
  };
}

export const DATE_FORMAT = 'mmm-dd-yyyy';

const PROV_CODES = new Map(PROV_STATES.map((p) => [p.id, p.code]));
const COUNTRIES = new Map<number, string>([
  [Country.Canada, 'Canada'],
  [Country.UnitedStates, 'United States'],
]);
const KIOSK_TYPES = new Map<number, string>([
  [KioskType.Abby, 'Abby'],
  [KioskType.Genie, 'Genie'],
]);
const SUBSCRIPTIONS = new Map<number, string>([
  [SubscriptionLevel.Basic, 'Basic'],
  [SubscriptionLevel.Advanced, 'Advanced'],
  [SubscriptionLevel.Unlimited, 'Unlimited'],
]);
const FUNCTIONAL_ROLES = new Map<string, string>([
  ['Admin', 'Admin'],
  ['DomainManager', 'Domain Manager'],
  ['KioskManager', 'Kiosk Manager'],
  ['ResidentManager', 'Family Facilitator'],
  ['Guest', 'Virtual Visitor'],
]);
const label = <K>(labels: Map<K, string>, key: K | null): string | null =>
  key === null ? null : (labels.get(key) ?? String(key));
const language = (id: number | null): string => (id === Language.French ? 'French' : 'English');

const id = <T>(header: string, value: (row: T) => number | null): SheetColumn<T> => ({
  header,
  type: 'id',
  width: 10,
  value,
});
const count = <T>(header: string, value: (row: T) => number): SheetColumn<T> => ({
  header,
  type: 'count',
  width: Math.max(10, header.length + 2),
  value,
});
const text = <T>(header: string, width: number, value: (row: T) => string | null): SheetColumn<T> => ({
  header,
  type: 'text',
  width,
  value,
});
const date = <T>(header: string, value: (row: T) => Date | null): SheetColumn<T> => ({
  header,
  type: 'date',
  width: 14,
  value,
});

interface OrganizationRow {
  id: number;
  name: string;
  domains: number;
  facilities: number;
  abby: number;
  genie: number;
  create_date: Date;
}

const organizations: InventorySheet<OrganizationRow, number> = {
  name: 'Organizations',
  firstKey: 0,
  keyOf: (row) => row.id,
  query: `
    WITH page AS (SELECT * FROM organizations WHERE id > $1 ORDER BY id LIMIT $2),
         counts AS (
           SELECT d.organization_id,
                  count(DISTINCT d.id)::int AS domains,
                  count(DISTINCT f.id)::int AS facilities,
                  count(k.id) FILTER (WHERE k.type_id = ${KioskType.Abby})::int AS abby,
                  count(k.id) FILTER (WHERE k.type_id = ${KioskType.Genie})::int AS genie
             FROM domains d
             LEFT JOIN facilities f ON f.domain_id = d.id
             LEFT JOIN kiosks k ON k.facility_id = f.id
            WHERE d.organization_id IN (SELECT id FROM page)
            GROUP BY d.organization_id)
    SELECT o.id, o.name, o.create_date, COALESCE(c.domains, 0) AS domains,
           COALESCE(c.facilities, 0) AS facilities, COALESCE(c.abby, 0) AS abby, COALESCE(c.genie, 0) AS genie
      FROM page o
      LEFT JOIN counts c ON c.organization_id = o.id
     ORDER BY o.id`,
  columns: [
    id('Id', (r) => r.id),
    text('Name', 40, (r) => r.name),
    count('Domains', (r) => r.domains),
    count('Facilities', (r) => r.facilities),
    count('Abby Kiosks', (r) => r.abby),
    count('Genie Kiosks', (r) => r.genie),
    date('Created', (r) => r.create_date),
  ],
};

interface DomainRow {
  id: number;
  name: string;
  organization_id: number;
  organization_name: string | null;
  description: string;
  facilities: number;
  abby: number;
  genie: number;
  managers: number;
  create_date: Date;
}

const domains: InventorySheet<DomainRow, number> = {
  name: 'Domains',
  firstKey: 0,
  keyOf: (row) => row.id,
  query: `
    WITH page AS (SELECT * FROM domains WHERE id > $1 ORDER BY id LIMIT $2),
         counts AS (
           SELECT f.domain_id,
                  count(DISTINCT f.id)::int AS facilities,
                  count(k.id) FILTER (WHERE k.type_id = ${KioskType.Abby})::int AS abby,
                  count(k.id) FILTER (WHERE k.type_id = ${KioskType.Genie})::int AS genie
             FROM facilities f
             LEFT JOIN kiosks k ON k.facility_id = f.id
            WHERE f.domain_id IN (SELECT id FROM page)
            GROUP BY f.domain_id),
         managers AS (
           SELECT m.domain_id, count(*)::int AS managers
             FROM (SELECT unnest(domain_ids) AS domain_id FROM users WHERE functional_role = 'DomainManager') m
            WHERE m.domain_id IN (SELECT id FROM page)
            GROUP BY m.domain_id)
    SELECT d.id, d.name, d.organization_id, o.name AS organization_name, d.description, d.create_date,
           COALESCE(c.facilities, 0) AS facilities, COALESCE(c.abby, 0) AS abby, COALESCE(c.genie, 0) AS genie,
           COALESCE(m.managers, 0) AS managers
      FROM page d
      LEFT JOIN organizations o ON o.id = d.organization_id
      LEFT JOIN counts c ON c.domain_id = d.id
      LEFT JOIN managers m ON m.domain_id = d.id
     ORDER BY d.id`,
  columns: [
    id('Id', (r) => r.id),
    text('Name', 32, (r) => r.name),
    id('Organization Id', (r) => r.organization_id),
    text('Organization', 32, (r) => r.organization_name),
    text('Description', 40, (r) => r.description),
    count('Facilities', (r) => r.facilities),
    count('Abby Kiosks', (r) => r.abby),
    count('Genie Kiosks', (r) => r.genie),
    count('Domain Managers', (r) => r.managers),
    date('Created', (r) => r.create_date),
  ],
};

interface FacilityRow {
  id: number;
  name: string;
  street: string;
  city: string;
  prov_state_id: number | null;
  country_id: number | null;
  domain_id: number | null;
  domain_name: string | null;
  organization_name: string | null;
  abby: number;
  genie: number;
  create_date: Date;
}

const facilities: InventorySheet<FacilityRow, number> = {
  name: 'Facilities',
  firstKey: 0,
  keyOf: (row) => row.id,
  query: `
    WITH page AS (SELECT * FROM facilities WHERE id > $1 ORDER BY id LIMIT $2),
         counts AS (
           SELECT facility_id,
                  count(*) FILTER (WHERE type_id = ${KioskType.Abby})::int AS abby,
                  count(*) FILTER (WHERE type_id = ${KioskType.Genie})::int AS genie
             FROM kiosks
            WHERE facility_id IN (SELECT id FROM page)
            GROUP BY facility_id)
    SELECT f.id, f.name, f.street, f.city, f.prov_state_id, f.country_id, f.domain_id, f.create_date,
           d.name AS domain_name, o.name AS organization_name,
           COALESCE(c.abby, 0) AS abby, COALESCE(c.genie, 0) AS genie
      FROM page f
      LEFT JOIN domains d ON d.id = f.domain_id
      LEFT JOIN organizations o ON o.id = d.organization_id
      LEFT JOIN counts c ON c.facility_id = f.id
     ORDER BY f.id`,
  columns: [
    id('Id', (r) => r.id),
    text('Name', 32, (r) => r.name),
    text('Street', 30, (r) => r.street),
    text('City', 18, (r) => r.city),
    text('Prov/State', 11, (r) =>
      r.prov_state_id === null ? null : (PROV_CODES.get(r.prov_state_id) ?? null),
    ),
    text('Country', 15, (r) => label(COUNTRIES, r.country_id)),
    id('Domain Id', (r) => r.domain_id),
    text('Domain', 24, (r) => r.domain_name),
    text('Organization', 30, (r) => r.organization_name),
    count('Abby Kiosks', (r) => r.abby),
    count('Genie Kiosks', (r) => r.genie),
    date('Created', (r) => r.create_date),
  ],
};

interface KioskRow {
  id: number;
  serial_number: string;
  name: string;
  type_id: number;
  subscription_level: number | null;
  phidget_version: number | null;
  facility_id: number | null;
  facility_name: string | null;
  domain_name: string | null;
  organization_name: string | null;
  residents: number;
  create_date: Date;
}

const kiosks: InventorySheet<KioskRow, number> = {
  name: 'Kiosks',
  firstKey: 0,
  keyOf: (row) => row.id,
  query: `
    WITH page AS (SELECT * FROM kiosks WHERE id > $1 ORDER BY id LIMIT $2),
         counts AS (
           SELECT kiosk_id, count(*)::int AS residents
             FROM residents
            WHERE kiosk_id IN (SELECT id FROM page)
            GROUP BY kiosk_id)
    SELECT k.id, k.serial_number, k.name, k.type_id, k.subscription_level, k.phidget_version, k.create_date,
           k.facility_id, f.name AS facility_name, d.name AS domain_name, o.name AS organization_name,
           COALESCE(c.residents, 0) AS residents
      FROM page k
      LEFT JOIN facilities f ON f.id = k.facility_id
      LEFT JOIN domains d ON d.id = f.domain_id
      LEFT JOIN organizations o ON o.id = d.organization_id
      LEFT JOIN counts c ON c.kiosk_id = k.id
     ORDER BY k.id`,
  columns: [
    id('Id', (r) => r.id),
    text('Serial Number', 16, (r) => r.serial_number),
    text('Name', 18, (r) => r.name),
    text('Type', 8, (r) => label(KIOSK_TYPES, r.type_id)),
    text('Subscription', 13, (r) =>
      r.type_id === KioskType.Abby ? label(SUBSCRIPTIONS, r.subscription_level) : null,
    ),
    text('Abby Version', 12, (r) =>
      r.type_id === 1 ? (r.phidget_version === null ? 'v3' : `v${r.phidget_version}`) : null,
    ),
    id('Facility Id', (r) => r.facility_id),
    text('Facility', 30, (r) => r.facility_name),
    text('Domain', 24, (r) => r.domain_name),
    text('Organization', 30, (r) => r.organization_name),
    count('Residents', (r) => r.residents),
    date('Created', (r) => r.create_date),
  ],
};

interface ResidentRow {
  id: number;
  name: string;
  kiosk_id: number | null;
  serial_number: string | null;
  kiosk_name: string | null;
  type_id: number | null;
  facility_name: string | null;
  create_date: Date;
}

const residents: InventorySheet<ResidentRow, number> = {
  name: 'Residents',
  firstKey: 0,
  keyOf: (row) => row.id,
  query: `
    SELECT r.id, r.name, r.kiosk_id, r.create_date, k.serial_number, k.name AS kiosk_name, k.type_id,
           f.name AS facility_name
      FROM (SELECT id, name, kiosk_id, create_date FROM residents WHERE id > $1 ORDER BY id LIMIT $2) r
      LEFT JOIN kiosks k ON k.id = r.kiosk_id
      LEFT JOIN facilities f ON f.id = k.facility_id
     ORDER BY r.id`,
  columns: [
    id('Id', (r) => r.id),
    text('Name', 26, (r) => r.name),
    id('Kiosk Id', (r) => r.kiosk_id),
    text('Kiosk Serial Number', 20, (r) => r.serial_number),
    text('Kiosk', 18, (r) => r.kiosk_name),
    text('Kiosk Type', 10, (r) => label(KIOSK_TYPES, r.type_id)),
    text('Facility', 30, (r) => r.facility_name),
    date('Created', (r) => r.create_date),
  ],
};

interface UserRow {
  id: string;
  email: string;
  name: string;
  nickname: string;
  functional_role: string;
  role: string;
  language_id: number | null;
  domains: number;
  kiosks: number;
  residents: number;
  locked: boolean;
  last_sign_in: Date | null;
  create_date: Date;
}

const users: InventorySheet<UserRow, string> = {
  name: 'Users',
  firstKey: '',
  keyOf: (row) => row.id,
  query: `
    SELECT id, email, name, nickname, functional_role, role, language_id, locked, last_sign_in, create_date,
           cardinality(domain_ids) AS domains, cardinality(kiosk_ids) AS kiosks,
           cardinality(resident_ids) AS residents
      FROM users
     WHERE id > $1
     ORDER BY id
     LIMIT $2`,
  columns: [
    text('Id', 24, (r) => r.id),
    text('Email', 34, (r) => r.email),
    text('Name', 26, (r) => r.name),
    text('Display Name', 16, (r) => r.nickname),
    text('Functional Role', 18, (r) => label(FUNCTIONAL_ROLES, r.functional_role)),
    text('Role', 10, (r) => r.role),
    text('Language', 10, (r) => language(r.language_id)),
    count('Domains', (r) => r.domains),
    count('Kiosks', (r) => r.kiosks),
    count('Residents', (r) => r.residents),
    { header: 'Locked', type: 'boolean', width: 9, value: (r) => r.locked },
    date('Last Sign-In', (r) => r.last_sign_in),
    date('Created', (r) => r.create_date),
  ],
};

/** The sheets in workbook order. */
export const INVENTORY_SHEETS: readonly WorkbookSheet[] = [
  defineSheet(organizations),
  defineSheet(domains),
  defineSheet(facilities),
  defineSheet(kiosks),
  defineSheet(residents),
  defineSheet(users),
];
