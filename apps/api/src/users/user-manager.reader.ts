import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  FunctionalRole,
  KioskType,
  type AssignmentFacts,
  type AssignmentScope,
  type OptionKind,
  type Profile,
  type UserManagerContext,
  type UserManagerResponse,
} from '@ambient/core';
import { kioskScopeCondition, residentScopeCondition } from '../common/scope.js';
import { containsPattern } from '../common/list-query.js';
import { UserRow } from './user.row.js';

/** The screens the user manager serves (spec 02 §2 User manager), and the kiosk dashboard's contacts. */
export const USER_MANAGER_CONTEXTS = [
  'admin',
  'abby-kiosk-participants',
  'abby-resident-facilitators',
  'genie-kiosk-managers',
  'genie-kiosk-resident-contacts',
  'genie-resident-contacts',
  'kiosk-contact',
] as const satisfies readonly UserManagerContext[];

/** Contexts about one kiosk, and about one resident. */
export const KIOSK_CONTEXTS: readonly UserManagerContext[] = [
  'abby-kiosk-participants',
  'genie-kiosk-managers',
  'genie-kiosk-resident-contacts',
  'kiosk-contact',
];
export const RESIDENT_CONTEXTS: readonly UserManagerContext[] = [
  'abby-resident-facilitators',
  'genie-resident-contacts',
];

/** Who each context lists, by functional role (spec 02 §2, §6). */
export function rolesListed(context: UserManagerContext, caller: Profile): FunctionalRole[] | null {
  const { DomainManager, KioskManager, ResidentManager, Guest } = FunctionalRole;
  switch (context) {
    case 'admin':
      return null;
    case 'abby-kiosk-participants':
      return [ResidentManager, KioskManager, DomainManager];
    case 'abby-resident-facilitators':
      return [ResidentManager];
    case 'genie-kiosk-managers':
      return caller.functionalRole === FunctionalRole.Admin || caller.functionalRole === DomainManager
        ? [KioskManager, DomainManager]
        : [KioskManager];
    case 'kiosk-contact':
      return [KioskManager, DomainManager];
    case 'genie-kiosk-resident-contacts':
    case 'genie-resident-contacts':
      return [Guest, ResidentManager];
  }
}

export interface ManagerFilter {
  kioskTypeId: number | null;
  kioskId: number | null;
  residentId: number | null;
  role: FunctionalRole | null;
  search: string;
}

/** Whose users a list is about: a kiosk (and its domain), a resident, roles, or given ids. */
export interface UsersAbout {
  kioskId: number | null;
  domainId: number | null;
  residentId: number | null;
  roles: FunctionalRole[] | null;
  userIds?: readonly string[];
}

const EVERYONE: UsersAbout = { kioskId: null, domainId: null, residentId: null, roles: null };
const NO_FILTER: ManagerFilter = {
  kioskTypeId: null,
  kioskId: null,
  residentId: null,
  role: null,
  search: '',
};
const WHOLE: ManagerPage = { page: null, pageSize: 0 };

export interface ManagerPage {
  page: number | null;
  pageSize: number;
}

/** The option lists of the dialog's pickers and the filters, within the caller's scope. */
export type ManagerOptions = Pick<UserManagerResponse, 'kiosks' | 'residents' | 'facilities' | 'domains'>;

/** How `options` narrows its lists (see there). */
export interface OptionsNarrowing {
  ids?: { kioskIds: readonly number[]; residentIds: readonly number[]; domainIds: readonly number[] };
  kinds?: readonly OptionKind[];
  search?: string | null;
  kioskTypeId?: number | null;
  kioskId?: number | null;
  limit?: number | null;
}

/** Adds a query parameter and answers its placeholder. */
function param(params: unknown[], value: unknown): string {
  params.push(value);
  return `$${params.length}`;
}

/**
 * Reads the user manager's lists over the read models, scoped by the caller (the read path): an
 * admin every user; others the users linked to the kiosks, residents and domains they see, and
 * themselves. Paging, filters and search run in SQL.
 */
@Injectable()
export class UserManagerReader {
  constructor(private readonly dataSource: DataSource) {}

  /** The ids among `ids` of kiosks, residents and domains the caller sees. */
  async visible(
    caller: Profile,
    ids: { domainIds: readonly number[]; kioskIds: readonly number[]; residentIds: readonly number[] },
  ): Promise<AssignmentScope['visible']> {
    const kioskParams: unknown[] = [[...ids.kioskIds]];
    const kioskScope = kioskScopeCondition(caller, kioskParams);
    const residentParams: unknown[] = [[...ids.residentIds]];
    const residentScope = residentScopeCondition(caller, residentParams);
    const [kiosks, residents, domains] = await Promise.all([
      kioskScope === null
        ? []
        : (this.dataSource.query(
            `SELECT k.id FROM kiosks k LEFT JOIN facilities f ON f.id = k.facility_id
              WHERE k.id = ANY($1::int[]) AND ${kioskScope}`,
            kioskParams,
          ) as Promise<Array<{ id: number }>>),
      residentScope === null
        ? []
        : (this.dataSource.query(
            `SELECT r.id FROM residents r LEFT JOIN kiosks k ON k.id = r.kiosk_id
              LEFT JOIN facilities f ON f.id = k.facility_id
              WHERE r.id = ANY($1::int[]) AND ${residentScope}`,
            residentParams,
          ) as Promise<Array<{ id: number }>>),
      this.dataSource.query(`SELECT id FROM domains WHERE id = ANY($1::int[])`, [
        [...ids.domainIds],
      ]) as Promise<Array<{ id: number }>>,
    ]);
    const seenDomains =
      caller.functionalRole === FunctionalRole.Admin
        ? domains.map((d) => d.id)
        : caller.functionalRole === FunctionalRole.DomainManager
          ? domains.map((d) => d.id).filter((id) => caller.domainIds.includes(id))
          : [];
    return {
      domainIds: seenDomains,
      kioskIds: kiosks.map((k) => k.id),
      residentIds: residents.map((r) => r.id),
    };
  }

  /** Where the named kiosks are and which facilities the named domains hold. */
  async facts(domainIds: readonly number[], kioskIds: readonly number[]): Promise<AssignmentFacts> {
    const [kiosks, facilities] = await Promise.all([
      this.dataSource.query(`SELECT id, facility_id FROM kiosks WHERE id = ANY($1::int[])`, [
        [...kioskIds],
      ]) as Promise<Array<{ id: number; facility_id: number | null }>>,
      this.dataSource.query(`SELECT id, domain_id FROM facilities WHERE domain_id = ANY($1::int[])`, [
        [...domainIds],
      ]) as Promise<Array<{ id: number; domain_id: number }>>,
    ]);
    const domainFacilities = new Map<number, number[]>(domainIds.map((id) => [id, []]));
    for (const f of facilities) domainFacilities.get(f.domain_id)?.push(f.id);
    return { kioskFacility: new Map(kiosks.map((k) => [k.id, k.facility_id])), domainFacilities };
  }

  /** A kiosk the caller sees (its type and facility), or null. */
  async visibleKiosk(
    caller: Profile,
    kioskId: number,
  ): Promise<{
    id: number;
    name: string;
    typeId: number;
    facilityId: number | null;
    domainId: number | null;
  } | null> {
    const params: unknown[] = [kioskId];
    const scope = kioskScopeCondition(caller, params);
    if (scope === null) return null;
    const rows = (await this.dataSource.query(
      `SELECT k.id, k.name, k.type_id, k.facility_id, f.domain_id FROM kiosks k
        LEFT JOIN facilities f ON f.id = k.facility_id WHERE k.id = $1 AND ${scope}`,
      params,
    )) as Array<{
      id: number;
      name: string;
      type_id: number;
      facility_id: number | null;
      domain_id: number | null;
    }>;
    const row = rows[0];
    return row
      ? {
          id: row.id,
          name: row.name,
          typeId: row.type_id,
          facilityId: row.facility_id,
          domainId: row.domain_id,
        }
      : null;
  }

  /** A resident the caller sees (their kiosk and its type), or null. */
  async visibleResident(
    caller: Profile,
    residentId: number,
  ): Promise<{ id: number; name: string; kioskId: number | null; kioskTypeId: number } | null> {
    const params: unknown[] = [residentId];
    const scope = residentScopeCondition(caller, params);
    if (scope === null) return null;
    const rows = (await this.dataSource.query(
      `SELECT r.id, r.name, r.kiosk_id, k.type_id FROM residents r LEFT JOIN kiosks k ON k.id = r.kiosk_id
        LEFT JOIN facilities f ON f.id = k.facility_id WHERE r.id = $1 AND ${scope}`,
      params,
    )) as Array<{ id: number; name: string; kiosk_id: number | null; type_id: number | null }>;
    const row = rows[0];
    return row
      ? { id: row.id, name: row.name, kioskId: row.kiosk_id, kioskTypeId: row.type_id ?? KioskType.Abby }
      : null;
  }

  /**
   * One page of the users the caller may see, narrowed to a kiosk or resident (a context),
   * by functional roles, and by the filters; with the total.
   */
  async users(
    caller: Profile,
    about: UsersAbout,
    filter: ManagerFilter,
    page: ManagerPage,
  ): Promise<{ rows: UserRow[]; total: number }> {
    const params: unknown[] = [];
    const where: string[] = [];
    const p = (value: unknown): string => {
      params.push(value);
      return `$${params.length}`;
    };
    if (caller.functionalRole !== FunctionalRole.Admin) {
      // Users linked to what the caller sees, and the caller.
      const linked: string[] = [`u.id = ${p(caller.id)}`];
      const kioskScope = kioskScopeCondition(caller, params);
      if (kioskScope !== null)
        linked.push(
          `u.kiosk_ids && ARRAY(SELECT k.id FROM kiosks k LEFT JOIN facilities f ON f.id = k.facility_id WHERE ${kioskScope})`,
        );
      const residentScope = residentScopeCondition(caller, params);
      if (residentScope !== null)
        linked.push(
          `u.resident_ids && ARRAY(SELECT r.id FROM residents r LEFT JOIN kiosks k ON k.id = r.kiosk_id LEFT JOIN facilities f ON f.id = k.facility_id WHERE ${residentScope})`,
        );
      if (caller.functionalRole === FunctionalRole.DomainManager)
        linked.push(`u.domain_ids && ${p(caller.domainIds)}::int[]`);
      where.push(`(${linked.join(' OR ')})`);
    }
    if (about.userIds) where.push(`u.id = ANY(${p(about.userIds)}::text[])`);
    // The context: the users of a kiosk (its managers, its domain's managers, its residents' people)
    // or of a resident.
    if (about.kioskId !== null) {
      const kiosk = p(about.kioskId);
      const parts = [
        `${kiosk}::int = ANY(u.kiosk_ids)`,
        `u.resident_ids && ARRAY(SELECT r.id FROM residents r WHERE r.kiosk_id = ${kiosk}::int)`,
      ];
      if (about.domainId !== null) parts.push(`${p(about.domainId)}::int = ANY(u.domain_ids)`);
      where.push(`(${parts.join(' OR ')})`);
    }
    if (about.residentId !== null) where.push(`${p(about.residentId)}::int = ANY(u.resident_ids)`);
    if (about.roles !== null) where.push(`u.functional_role = ANY(${p(about.roles)}::text[])`);
    if (filter.role !== null) where.push(`u.functional_role = ${p(filter.role)}`);
    if (filter.kioskId !== null) {
      const kiosk = p(filter.kioskId);
      where.push(
        `(${kiosk}::int = ANY(u.kiosk_ids) OR u.resident_ids && ARRAY(SELECT r.id FROM residents r WHERE r.kiosk_id = ${kiosk}::int))`,
      );
    }
    if (filter.residentId !== null) where.push(`${p(filter.residentId)}::int = ANY(u.resident_ids)`);
    if (filter.kioskTypeId !== null) {
      const type = p(filter.kioskTypeId);
      where.push(
        `(u.kiosk_ids && ARRAY(SELECT k.id FROM kiosks k WHERE k.type_id = ${type}::int)
          OR u.resident_ids && ARRAY(SELECT r.id FROM residents r JOIN kiosks k ON k.id = r.kiosk_id WHERE k.type_id = ${type}::int))`,
      );
    }
    if (filter.search !== '') {
      const pattern = p(containsPattern(filter.search));
      where.push(`(u.name ILIKE ${pattern} OR u.email ILIKE ${pattern})`);
    }
    const condition = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const counted = (await this.dataSource.query(
      `SELECT count(*)::int AS total FROM users u ${condition}`,
      params,
    )) as Array<{ total: number }>;
    const paging =
      page.page === null ? '' : ` LIMIT ${p(page.pageSize)} OFFSET ${p(page.page * page.pageSize)}`;
    const ids = (await this.dataSource.query(
      `SELECT u.id FROM users u ${condition} ORDER BY u.name, u.id${paging}`,
      params,
    )) as Array<{ id: string }>;
    // An empty list of conditions would find every row.
    const rows =
      ids.length === 0
        ? []
        : await this.dataSource.getRepository(UserRow).findBy(ids.map((r) => ({ id: r.id })));
    const order = new Map(ids.map((r, i) => [r.id, i]));
    rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    return { rows, total: counted[0]?.total ?? 0 };
  }

  /**
   * The pickers' and filters' option lists within the caller's scope: all of them, or narrowed to
   * given ids (what a page of users refers to), to some kinds, to a search, a kiosk type or a
   * kiosk's residents, and to a number of each.
   */
  async options(caller: Profile, narrowing: OptionsNarrowing = {}): Promise<ManagerOptions> {
    const wants = (kind: OptionKind) => narrowing.kinds?.includes(kind) ?? true;
    const search = narrowing.search?.trim() ? containsPattern(narrowing.search.trim()) : null;
    const limit = narrowing.limit ? ` LIMIT ${Math.trunc(narrowing.limit)}` : '';
    const isAdmin = caller.functionalRole === FunctionalRole.Admin;

    const kioskParams: unknown[] = [];
    const kioskWhere = [kioskScopeCondition(caller, kioskParams)];
    const residentParams: unknown[] = [];
    const residentWhere = [residentScopeCondition(caller, residentParams)];
    const domainParams: unknown[] = [];
    const domainWhere = [
      isAdmin
        ? 'TRUE'
        : caller.functionalRole === FunctionalRole.DomainManager
          ? `d.id = ANY(${param(domainParams, caller.domainIds)}::int[])`
          : null,
    ];
    if (narrowing.ids) {
      kioskWhere.push(`k.id = ANY(${param(kioskParams, narrowing.ids.kioskIds)}::int[])`);
      residentWhere.push(`r.id = ANY(${param(residentParams, narrowing.ids.residentIds)}::int[])`);
      domainWhere.push(`d.id = ANY(${param(domainParams, narrowing.ids.domainIds)}::int[])`);
    }
    if (search !== null) {
      const k = param(kioskParams, search);
      kioskWhere.push(`(k.name ILIKE ${k} OR k.serial_number ILIKE ${k})`);
      residentWhere.push(`r.name ILIKE ${param(residentParams, search)}`);
      domainWhere.push(`d.name ILIKE ${param(domainParams, search)}`);
    }
    if (narrowing.kioskTypeId != null) {
      kioskWhere.push(`k.type_id = ${param(kioskParams, narrowing.kioskTypeId)}::int`);
      residentWhere.push(`k.type_id = ${param(residentParams, narrowing.kioskTypeId)}::int`);
    }
    if (narrowing.kioskId != null)
      residentWhere.push(`r.kiosk_id = ${param(residentParams, narrowing.kioskId)}::int`);
    const where = (conditions: Array<string | null>) =>
      conditions.includes(null) ? null : conditions.join(' AND ');
    const kioskCondition = wants('kiosks') ? where(kioskWhere) : null;
    const residentCondition = wants('residents') ? where(residentWhere) : null;
    const domainCondition = wants('domains') ? where(domainWhere) : null;

    const [kiosks, residents, domains] = await Promise.all([
      kioskCondition === null
        ? []
        : (this.dataSource.query(
            `SELECT k.id, k.name, k.serial_number, k.type_id, k.facility_id, f.name AS facility_name
               FROM kiosks k LEFT JOIN facilities f ON f.id = k.facility_id
              WHERE ${kioskCondition} ORDER BY k.serial_number, k.id${limit}`,
            kioskParams,
          ) as Promise<
            Array<{
              id: number;
              name: string;
              serial_number: string;
              type_id: number;
              facility_id: number | null;
              facility_name: string | null;
            }>
          >),
      residentCondition === null
        ? []
        : (this.dataSource.query(
            `SELECT r.id, r.name, r.kiosk_id, k.type_id FROM residents r LEFT JOIN kiosks k ON k.id = r.kiosk_id
               LEFT JOIN facilities f ON f.id = k.facility_id
              WHERE ${residentCondition} ORDER BY r.name, r.id${limit}`,
            residentParams,
          ) as Promise<Array<{ id: number; name: string; kiosk_id: number | null; type_id: number | null }>>),
      domainCondition === null
        ? []
        : (this.dataSource.query(
            `SELECT d.id, d.name, o.name AS organization_name,
                    COALESCE(ARRAY(SELECT f.id FROM facilities f WHERE f.domain_id = d.id ORDER BY f.id), '{}') AS facility_ids
               FROM domains d LEFT JOIN organizations o ON o.id = d.organization_id
              WHERE ${domainCondition} ORDER BY d.name, d.id${limit}`,
            domainParams,
          ) as Promise<
            Array<{ id: number; name: string; organization_name: string | null; facility_ids: number[] }>
          >),
    ]);
    const facilities = new Map<number, { id: number; name: string; domainId: number | null }>();
    for (const k of kiosks)
      if (k.facility_id !== null && k.facility_name !== null)
        facilities.set(k.facility_id, { id: k.facility_id, name: k.facility_name, domainId: null });
    return {
      kiosks: kiosks.map((k) => ({
        id: k.id,
        name: k.name,
        serialNumber: k.serial_number,
        typeId: k.type_id,
        facilityId: k.facility_id,
      })),
      residents: residents.map((r) => ({
        id: r.id,
        name: r.name,
        kioskId: r.kiosk_id,
        kioskTypeId: r.type_id,
      })),
      facilities: [...facilities.values()],
      domains: domains.map((d) => ({
        id: d.id,
        name: d.name,
        organizationName: d.organization_name ?? '',
        facilityIds: d.facility_ids,
      })),
    };
  }

  /** The extra fields of the users among `ids` the caller sees. */
  async extraFields(
    caller: Profile,
    ids: readonly string[],
  ): Promise<
    Array<{ id: string; isEmailVerified: boolean; lastLogin: Date | null; lastPasswordReset: Date | null }>
  > {
    const { rows } = await this.users(caller, { ...EVERYONE, userIds: ids }, NO_FILTER, WHOLE);
    return rows.map((row) => ({
      id: row.id,
      isEmailVerified: row.emailVerified,
      lastLogin: row.lastSignIn,
      lastPasswordReset: row.lastPasswordReset,
    }));
  }

  /** A user the caller may see, or null (outside the scope reads as missing: decision 0020). */
  async visibleUser(caller: Profile, userId: string): Promise<UserRow | null> {
    const { rows } = await this.users(caller, { ...EVERYONE, userIds: [userId] }, NO_FILTER, WHOLE);
    return rows[0] ?? null;
  }
}
