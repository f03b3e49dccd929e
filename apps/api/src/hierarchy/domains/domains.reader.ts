import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Domain, DomainDeleteFacts, DomainSaveFacts, UserRef } from '@ambient/core';
import { containsPattern, pageClause, type ListQuery } from '../../common/list-query.js';

interface DomainRowView {
  id: number;
  name: string;
  description: string;
  organization_id: number;
  organization_name: string;
  create_date: Date;
  facility_ids: number[];
  assigned_facilities: string;
  users: UserRef[] | null;
  abby_count: string;
  genie_count: string;
  total: string;
}

export const DOMAIN_SORT: Record<string, string> = {
  name: 'lower(d.name)',
  organizationName: 'lower(o.name)',
  description: 'lower(d.description)',
  createDate: 'd.create_date',
  id: 'd.id',
};

const DOMAIN_SELECT = `
  SELECT d.id, d.name, d.description, d.organization_id, o.name AS organization_name, d.create_date,
         count(*) OVER () AS total,
         coalesce((SELECT array_agg(f.id ORDER BY f.name) FROM facilities f WHERE f.domain_id = d.id), '{}') AS facility_ids,
         coalesce((SELECT string_agg(f.name, ', ' ORDER BY f.name) FROM facilities f WHERE f.domain_id = d.id), '') AS assigned_facilities,
         (SELECT json_agg(json_build_object('id', u.id, 'name', u.name) ORDER BY u.name)
            FROM users u WHERE u.functional_role = 'DomainManager' AND d.id = ANY(u.domain_ids)) AS users,
         (SELECT count(*) FROM kiosks k JOIN facilities f ON f.id = k.facility_id WHERE f.domain_id = d.id AND k.type_id = 1) AS abby_count,
         (SELECT count(*) FROM kiosks k JOIN facilities f ON f.id = k.facility_id WHERE f.domain_id = d.id AND k.type_id = 2) AS genie_count
    FROM domains d JOIN organizations o ON o.id = d.organization_id`;

const toDomain = (row: DomainRowView): Domain => {
  const abbyCount = Number(row.abby_count);
  const genieCount = Number(row.genie_count);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    organizationId: row.organization_id,
    organizationName: row.organization_name,
    facilityIds: row.facility_ids,
    assignedFacilities: row.assigned_facilities,
    users: row.users ?? [],
    abbyCount,
    genieCount,
    kioskCount: abbyCount + genieCount,
    createDate: new Date(row.create_date).toISOString(),
  };
};

/** Reads domains with their organization, facilities, managers and kiosk counts. */
@Injectable()
export class DomainsReader {
  constructor(private readonly dataSource: DataSource) {}

  async list(
    query: ListQuery,
    organizationId: number | null = null,
  ): Promise<{ domains: Domain[]; total: number }> {
    const params: unknown[] = [];
    const conditions: string[] = [];
    if (organizationId !== null) {
      params.push(organizationId);
      conditions.push(`d.organization_id = $${params.length}`);
    }
    if (query.search) {
      params.push(containsPattern(query.search));
      const p = `$${params.length}`;
      conditions.push(
        `(d.name ILIKE ${p} OR d.description ILIKE ${p} OR o.name ILIKE ${p}
          OR EXISTS (SELECT 1 FROM facilities f WHERE f.domain_id = d.id AND f.name ILIKE ${p}))`,
      );
    }
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    const rows = (await this.dataSource.query(
      `${DOMAIN_SELECT} ${where} ORDER BY ${query.orderBy}, d.id${pageClause(query, params)}`,
      params,
    )) as DomainRowView[];
    return { domains: rows.map(toDomain), total: Number(rows[0]?.total ?? 0) };
  }

  async get(id: number): Promise<Domain | null> {
    const rows = (await this.dataSource.query(`${DOMAIN_SELECT} WHERE d.id = $1`, [id])) as DomainRowView[];
    return rows[0] ? toDomain(rows[0]) : null;
  }

  async managers(id: number): Promise<UserRef[]> {
    return (await this.dataSource.query(
      `SELECT id, name FROM users WHERE functional_role = 'DomainManager' AND $1 = ANY(domain_ids) ORDER BY name`,
      [id],
    )) as UserRef[];
  }

  /** Facility ids currently in the domain. */
  async facilityIds(id: number): Promise<number[]> {
    const rows = (await this.dataSource.query('SELECT id FROM facilities WHERE domain_id = $1 ORDER BY id', [
      id,
    ])) as Array<{
      id: number;
    }>;
    return rows.map((r) => r.id);
  }

  async saveFacts(
    domainId: number | null,
    organizationId: number | null,
    facilityIds: number[],
  ): Promise<DomainSaveFacts> {
    const organization = (await this.dataSource.query('SELECT 1 FROM organizations WHERE id = $1', [
      organizationId ?? 0,
    ])) as unknown[];
    const facilities = (await this.dataSource.query(
      `SELECT f.id, f.name, f.domain_id, d.name AS domain_name
         FROM facilities f LEFT JOIN domains d ON d.id = f.domain_id WHERE f.id = ANY($1::int[])`,
      [facilityIds],
    )) as Array<{ id: number; name: string; domain_id: number | null; domain_name: string | null }>;
    const found = new Set(facilities.map((f) => f.id));
    return {
      organizationExists: organization.length > 0,
      missingFacilityIds: facilityIds.filter((id) => !found.has(id)),
      takenFacilities: facilities
        .filter((f) => f.domain_id !== null && f.domain_id !== domainId)
        .map((f) => ({ facility: f.name, domain: f.domain_name ?? '' })),
    };
  }

  async deleteFacts(id: number): Promise<DomainDeleteFacts> {
    const rows = (await this.dataSource.query(
      `SELECT count(*) AS domains FROM domains WHERE organization_id = (SELECT organization_id FROM domains WHERE id = $1)`,
      [id],
    )) as Array<{ domains: string }>;
    return {
      domainsInOrganization: Number(rows[0]?.domains ?? 0),
      managerNames: (await this.managers(id)).map((u) => u.name),
    };
  }

  async nameOf(id: number): Promise<string | null> {
    const rows = (await this.dataSource.query('SELECT name FROM domains WHERE id = $1', [id])) as Array<{
      name: string;
    }>;
    return rows[0]?.name ?? null;
  }
}
