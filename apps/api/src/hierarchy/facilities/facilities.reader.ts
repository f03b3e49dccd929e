import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  geographicalDescription,
  PROV_STATES,
  type Facility,
  type FacilityDeleteFacts,
  type FacilityUpdateFacts,
  type KioskSummary,
} from '@ambient/core';
import { containsPattern, pageClause, type ListQuery } from '../../common/list-query.js';
import { HierarchyReader } from '../hierarchy.reader.js';

interface FacilityRowView {
  id: number;
  name: string;
  street: string;
  city: string;
  prov_state_id: number | null;
  country_id: number | null;
  domain_id: number | null;
  domain_name: string | null;
  create_date: Date;
  total: string;
}

export const FACILITY_SORT: Record<string, string> = {
  name: 'lower(f.name)',
  city: 'lower(f.city)',
  provState: 'f.prov_state_id',
  domainName: 'lower(d.name)',
  createDate: 'f.create_date',
  id: 'f.id',
};

const FACILITY_SELECT = `
  SELECT f.id, f.name, f.street, f.city, f.prov_state_id, f.country_id, f.domain_id, d.name AS domain_name,
         f.create_date, count(*) OVER () AS total
    FROM facilities f LEFT JOIN domains d ON d.id = f.domain_id`;

/** The facility's code: a short stable label made from its id (see docs/decisions). */
export const facilityCode = (id: number): string => `F${String(id).padStart(4, '0')}`;

const toFacility = (row: FacilityRowView): Facility => ({
  id: row.id,
  name: row.name,
  code: facilityCode(row.id),
  street: row.street,
  city: row.city,
  provStateId: row.prov_state_id,
  provState: PROV_STATES.find((p) => p.id === row.prov_state_id)?.code ?? null,
  countryId: row.country_id,
  domainId: row.domain_id,
  domainName: row.domain_name,
  geographicalDescription: geographicalDescription(row.city, row.prov_state_id),
  createDate: new Date(row.create_date).toISOString(),
});

/** Province or state codes and names matching a search, for searching facilities by them. */
function provStateIdsMatching(search: string): number[] {
  const needle = search.toLowerCase();
  return PROV_STATES.filter(
    (p) => p.code.toLowerCase() === needle || p.description.toLowerCase().includes(needle),
  ).map((p) => p.id);
}

export interface FacilityFilter {
  domainId?: number | null;
  organizationId?: number | null;
  countryId?: number | null;
}

/** Reads facilities; search covers name, domain, city and province/state. */
@Injectable()
export class FacilitiesReader {
  constructor(
    private readonly dataSource: DataSource,
    private readonly hierarchy: HierarchyReader,
  ) {}

  async list(
    query: ListQuery,
    filter: FacilityFilter = {},
  ): Promise<{ facilities: Facility[]; total: number }> {
    const params: unknown[] = [];
    const conditions: string[] = [];
    if (filter.domainId != null) {
      params.push(filter.domainId);
      conditions.push(`f.domain_id = $${params.length}`);
    }
    if (filter.organizationId != null) {
      params.push(filter.organizationId);
      conditions.push(`d.organization_id = $${params.length}`);
    }
    if (filter.countryId != null) {
      params.push(filter.countryId);
      conditions.push(`f.country_id = $${params.length}`);
    }
    if (query.search) {
      params.push(containsPattern(query.search));
      const p = `$${params.length}`;
      params.push(provStateIdsMatching(query.search));
      conditions.push(
        `(f.name ILIKE ${p} OR f.city ILIKE ${p} OR d.name ILIKE ${p} OR f.prov_state_id = ANY($${params.length}::int[]))`,
      );
    }
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    const rows = (await this.dataSource.query(
      `${FACILITY_SELECT} ${where} ORDER BY ${query.orderBy}, f.id${pageClause(query, params)}`,
      params,
    )) as FacilityRowView[];
    return { facilities: rows.map(toFacility), total: Number(rows[0]?.total ?? 0) };
  }

  async get(id: number): Promise<Facility | null> {
    const rows = (await this.dataSource.query(`${FACILITY_SELECT} WHERE f.id = $1`, [
      id,
    ])) as FacilityRowView[];
    return rows[0] ? toFacility(rows[0]) : null;
  }

  async domainExists(domainId: number | null): Promise<boolean> {
    if (domainId === null || domainId <= 0) return false;
    const rows = (await this.dataSource.query('SELECT 1 FROM domains WHERE id = $1', [
      domainId,
    ])) as unknown[];
    return rows.length > 0;
  }

  /**
   * The domain the facility belongs to, with how many facilities that domain has and how many
   * domains its organization has (both counting it).
   */
  async currentDomain(facilityId: number): Promise<FacilityUpdateFacts['currentDomain']> {
    const rows = (await this.dataSource.query(
      `SELECT d.name,
              (SELECT count(*) FROM facilities o WHERE o.domain_id = d.id) AS facility_count,
              (SELECT count(*) FROM domains s WHERE s.organization_id = d.organization_id) AS domain_count
         FROM facilities f JOIN domains d ON d.id = f.domain_id WHERE f.id = $1`,
      [facilityId],
    )) as Array<{ name: string; facility_count: string; domain_count: string }>;
    const row = rows[0];
    return row
      ? {
          name: row.name,
          facilityCount: Number(row.facility_count),
          domainsInOrganization: Number(row.domain_count),
        }
      : null;
  }

  async kiosks(facilityId: number): Promise<KioskSummary[]> {
    return this.hierarchy.kiosksOfFacility(facilityId);
  }

  async deleteFacts(id: number): Promise<FacilityDeleteFacts> {
    const kiosks = (await this.dataSource.query(
      'SELECT serial_number FROM kiosks WHERE facility_id = $1 ORDER BY serial_number',
      [id],
    )) as Array<{ serial_number: string }>;
    const domain = (await this.dataSource.query(
      'SELECT d.name FROM facilities f JOIN domains d ON d.id = f.domain_id WHERE f.id = $1',
      [id],
    )) as Array<{ name: string }>;
    return { kioskSerialNumbers: kiosks.map((k) => k.serial_number), domainName: domain[0]?.name ?? null };
  }
}
