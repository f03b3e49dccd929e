import { Inject, Injectable } from '@nestjs/common';
import { computeRoleFlags, type Profile, type RoleFlags } from '@ambient/core';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { HierarchyReader } from '../hierarchy/hierarchy.reader.js';

/** Computes a profile's role flags from the kiosks and residents it is assigned. */
@Injectable()
export class RoleFlagsService {
  constructor(
    private readonly hierarchy: HierarchyReader,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async flagsFor(profile: Profile): Promise<RoleFlags> {
    const types = await this.hierarchy.kioskTypes(profile);
    return computeRoleFlags(profile, {
      ...types,
      superAdminIds: this.config.superAdminIds,
      unupdatedAbbysIds: this.config.unupdatedAbbysIds,
      statisticsUserIds: this.config.statisticsUserIds,
    });
  }
}
