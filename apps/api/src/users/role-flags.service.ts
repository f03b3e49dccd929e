import { Inject, Injectable } from '@nestjs/common';
import { computeRoleFlags, type Profile, type RoleFlags } from '@ambient/core';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { HierarchyReader } from '../hierarchy/index.js';

/**
 * A profile's role flags with the kiosk types it really manages (the token alone does not say
 * them, so `request.user.flags` has the type-specific flags false).
 */
@Injectable()
export class RoleFlagsService {
  constructor(
    private readonly hierarchy: HierarchyReader,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async flagsFor(profile: Profile): Promise<RoleFlags> {
    return computeRoleFlags(profile, await this.hierarchy.kioskTypes(profile), this.config);
  }
}
