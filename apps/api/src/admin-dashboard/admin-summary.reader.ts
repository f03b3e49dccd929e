import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  FunctionalRole,
  KioskType,
  type CountSummaryResponse,
  type KioskTypeSummaryResponse,
  type SummaryKind,
  type UserSummaryResponse,
} from '@ambient/core';

type Success<T> = Omit<T, 'errorSeverity' | 'errorMessage'>;
export type CountSummary = Success<CountSummaryResponse>;
export type KioskTypeSummary = Success<KioskTypeSummaryResponse>;
export type UserSummary = Success<UserSummaryResponse>;
export type Summary = CountSummary | KioskTypeSummary | UserSummary;

/** The counts behind the admin dashboard's tiles, read from the read models (spec 01 §2.11, §7). */
@Injectable()
export class AdminSummaryReader {
  constructor(private readonly dataSource: DataSource) {}

  summary(kind: SummaryKind): Promise<Summary> {
    switch (kind) {
      case 'organization':
        return this.count('organizations');
      case 'domain':
        return this.count('domains');
      case 'facility':
        return this.count('facilities');
      case 'kiosk':
        return this.byKioskType('SELECT k.type_id FROM kiosks k');
      case 'resident':
        // A resident counts by the type of the kiosk it lives on; one without a kiosk in neither.
        return this.byKioskType('SELECT k.type_id FROM residents r JOIN kiosks k ON k.id = r.kiosk_id');
      case 'user':
        return this.users();
      default: {
        const exhaustive: never = kind;
        return exhaustive;
      }
    }
  }

  private async count(table: 'organizations' | 'domains' | 'facilities'): Promise<CountSummary> {
    const rows = (await this.dataSource.query(`SELECT count(*)::int AS count FROM ${table}`)) as Array<{
      count: number;
    }>;
    return { count: rows[0]?.count ?? 0 };
  }

  private async byKioskType(typesOf: string): Promise<KioskTypeSummary> {
    const rows = (await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE t.type_id = $1)::int AS genie, count(*) FILTER (WHERE t.type_id = $2)::int AS abby
         FROM (${typesOf}) t`,
      [KioskType.Genie, KioskType.Abby],
    )) as Array<{ genie: number; abby: number }>;
    return { genieCount: rows[0]?.genie ?? 0, abbyCount: rows[0]?.abby ?? 0 };
  }

  private async users(): Promise<UserSummary> {
    const rows = (await this.dataSource.query(
      'SELECT functional_role, count(*)::int AS count FROM users GROUP BY functional_role',
    )) as Array<{ functional_role: string; count: number }>;
    const of = (role: FunctionalRole): number => rows.find((r) => r.functional_role === role)?.count ?? 0;
    return {
      adminCount: of(FunctionalRole.Admin),
      domainManagerCount: of(FunctionalRole.DomainManager),
      kioskManagerCount: of(FunctionalRole.KioskManager),
      familyFacilitatorCount: of(FunctionalRole.ResidentManager),
      virtualVisitorCount: of(FunctionalRole.Guest),
    };
  }
}
