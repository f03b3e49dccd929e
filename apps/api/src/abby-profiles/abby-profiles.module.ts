import { Module, type OnModuleInit } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import { KiosksModule } from '../kiosks/index.js';
import { MediaModule } from '../media/index.js';
import { ErasureParticipants, PrivacyModule } from '../privacy/index.js';
import { ResidentsModule } from '../residents/index.js';
import { AbbyProfileCommandHandler, eraseAbbyProfiles } from './abby-profile.commands.js';
import { AbbyProfileScope } from './abby-profile-scope.js';
import {
  AbbyKioskProfilesController,
  AbbyProfileDetailsController,
  AbbyResidentProfilesController,
} from './abby-profiles.controller.js';
import { AbbyProfilesProjection } from './abby-profiles.projection.js';
import { AbbyProfilesReader } from './abby-profiles.reader.js';
import { AbbyContentChangedJob } from './content-changed.job.js';

/** Abby profiles: Resident Playlists and Community Playlists on an Abby (spec 03 §2.9, §2.10; decision 0075). */
@Module({
  imports: [AuditModule, KiosksModule, ResidentsModule, MediaModule, PrivacyModule],
  controllers: [AbbyResidentProfilesController, AbbyKioskProfilesController, AbbyProfileDetailsController],
  providers: [
    AbbyProfileCommandHandler,
    AbbyProfileScope,
    AbbyProfilesProjection,
    AbbyProfilesReader,
    AbbyContentChangedJob,
  ],
})
export class AbbyProfilesModule implements OnModuleInit {
  constructor(
    private readonly reader: AbbyProfilesReader,
    private readonly erasure: ErasureParticipants,
  ) {}

  /** An erased resident's profiles go with them (decision 0061). */
  onModuleInit(): void {
    this.erasure.register(async (unit, residentId) => {
      await eraseAbbyProfiles(unit, await this.reader.idsOfResident(residentId));
      return [];
    });
  }
}
