import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { functionalRoleColor, type BaseRole, type FunctionalRole, type Profile } from '@ambient/core';
import { UserRow } from './user.row.js';

export function toProfile(row: UserRow): Profile {
  const functionalRole = row.functionalRole as FunctionalRole;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    nickname: row.nickname,
    picture: row.picture,
    languageId: row.languageId,
    defaultResidentId: row.defaultResidentId ?? row.residentIds[0] ?? null,
    domainIds: row.domainIds,
    facilityIds: row.facilityIds,
    kioskIds: row.kioskIds,
    residentIds: row.residentIds,
    role: row.role as BaseRole,
    functionalRole,
    functionalRoleColor: functionalRoleColor[functionalRole],
  };
}

/** Reads the users read model. */
@Injectable()
export class UsersReader {
  constructor(private readonly dataSource: DataSource) {}

  findRow(id: string): Promise<UserRow | null> {
    return this.dataSource.getRepository(UserRow).findOneBy({ id });
  }

  findRowByEmail(email: string): Promise<UserRow | null> {
    return this.dataSource.getRepository(UserRow).findOneBy({ email: email.trim().toLowerCase() });
  }

  async findProfile(id: string): Promise<Profile | null> {
    const row = await this.findRow(id);
    return row ? toProfile(row) : null;
  }

  /** Users who have the resident among theirs. */
  async withResident(residentId: number): Promise<UserRow[]> {
    return this.dataSource
      .getRepository(UserRow)
      .createQueryBuilder('u')
      .where(':id = ANY(u.resident_ids)', { id: residentId })
      .getMany();
  }

  async count(): Promise<number> {
    return this.dataSource.getRepository(UserRow).count();
  }
}
