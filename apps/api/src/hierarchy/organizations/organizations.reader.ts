import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { NamedRef, Organization, OrganizationDeleteFacts } from '@ambient/core';
import { containsPattern, pageClause, type ListQuery } from '../../common/list-query.js';

interface OrganizationRowView {
  id: number;
  name: string;
  create_date: Date;
  domains: NamedRef[] | null;
  total: string;
}

export const ORGANIZATION_SORT: Record<string, string> = {
  name: 'lower(o.name)',
  createDate: 'o.create_date',
  id: 'o.id',
};

const toOrganization = (row: OrganizationRowView): Organization => ({
  id: row.id,
  name: row.name,
  domains: row.domains ?? [],
  createDate: new Date(row.create_date).toISOString(),
});

/** Reads organizations with their domains. */
@Injectable()
export class OrganizationsReader {
  constructor(private readonly dataSource: DataSource) {}

  async list(query: ListQuery): Promise<{ organizations: Organization[]; total: number }> {
    const params: unknown[] = [];
    let where = '';
    if (query.search) {
      params.push(containsPattern(query.search));
      where = `WHERE o.name ILIKE $${params.length}`;
    }
    const rows = (await this.dataSource.query(
      `SELECT o.id, o.name, o.create_date, count(*) OVER () AS total,
              (SELECT json_agg(json_build_object('id', d.id, 'name', d.name) ORDER BY d.name)
                 FROM domains d WHERE d.organization_id = o.id) AS domains
         FROM organizations o ${where}
        ORDER BY ${query.orderBy}, o.id${pageClause(query, params)}`,
      params,
    )) as OrganizationRowView[];
    return { organizations: rows.map(toOrganization), total: Number(rows[0]?.total ?? 0) };
  }

  async get(id: number): Promise<Organization | null> {
    const rows = (await this.dataSource.query(
      `SELECT o.id, o.name, o.create_date, 1 AS total,
              (SELECT json_agg(json_build_object('id', d.id, 'name', d.name) ORDER BY d.name)
                 FROM domains d WHERE d.organization_id = o.id) AS domains
         FROM organizations o WHERE o.id = $1`,
      [id],
    )) as OrganizationRowView[];
    return rows[0] ? toOrganization(rows[0]) : null;
  }

  async exists(id: number): Promise<boolean> {
    const rows = (await this.dataSource.query('SELECT 1 FROM organizations WHERE id = $1', [
      id,
    ])) as unknown[];
    return rows.length > 0;
  }

  /**
   * The names of the organizations other than `exceptId`, for the same-name rule. There are
   * few organizations, and the comparison (accents and case aside) is the core's `sameName`.
   */
  async otherNames(exceptId: number | null): Promise<string[]> {
    const rows = (await this.dataSource.query('SELECT name FROM organizations WHERE id <> $1', [
      exceptId ?? 0,
    ])) as Array<{ name: string }>;
    return rows.map((row) => row.name);
  }

  /** Facilities in the organization's domains and users managing them. */
  async deleteFacts(id: number): Promise<OrganizationDeleteFacts> {
    const rows = (await this.dataSource.query(
      `SELECT coalesce(array_agg(d.id), '{}') AS domain_ids,
              (SELECT count(*) FROM facilities f JOIN domains d2 ON d2.id = f.domain_id WHERE d2.organization_id = $1) AS facility_count,
              (SELECT count(*) FROM users u
                 WHERE u.functional_role = 'DomainManager'
                   AND u.domain_ids && (SELECT coalesce(array_agg(id), '{}') FROM domains WHERE organization_id = $1)) AS manager_count
         FROM domains d WHERE d.organization_id = $1`,
      [id],
    )) as Array<{ domain_ids: number[]; facility_count: string; manager_count: string }>;
    const row = rows[0];
    return {
      domainIds: row?.domain_ids ?? [],
      facilityCount: Number(row?.facility_count ?? 0),
      domainManagerCount: Number(row?.manager_count ?? 0),
    };
  }
}
