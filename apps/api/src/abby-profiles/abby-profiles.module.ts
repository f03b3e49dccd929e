import { Module, type OnModuleInit } from '@nestjs/common';
import {
  abbyProfileStream,
  evolveAbbyProfile,
  initialAbbyProfileState,
  type AbbyProfileEvent,
  type AbbyProfileState,
} from '@ambient/core';
import { AuditModule, HistorySources, numericStream } from '../audit/index.js';
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
    private readonly histories: HistorySources,
  ) {}

  /**
   * An erased resident's profiles go with them (decision 0061); auditors replay a profile's stream
   * (decision 0081), its owner read as the resident or the kiosk it names.
   */
  onModuleInit(): void {
    this.histories.register('abbyProfile', {
      decider: { initialState: historyOf(initialAbbyProfileState), evolve: evolveHistory },
      stream: numericStream(abbyProfileStream),
    });
    this.erasure.register(async (unit, residentId) => {
      await eraseAbbyProfiles(unit, await this.reader.idsOfResident(residentId));
      return [];
    });
  }
}

/** A profile as its history reads: the owner's resident and kiosk as fields of their own. */
type AbbyProfileHistory = Omit<AbbyProfileState, 'owner'> & {
  residentId: number | null;
  kioskId: number | null;
};

const historyOf = ({ owner, ...state }: AbbyProfileState): AbbyProfileHistory => ({
  ...state,
  residentId: owner.residentId,
  kioskId: owner.residentId === null ? owner.kioskId || null : null,
});

const evolveHistory = (history: AbbyProfileHistory, event: AbbyProfileEvent): AbbyProfileHistory => {
  const { residentId, kioskId, ...state } = history;
  const owner =
    residentId !== null ? { residentId, kioskId: null } : { residentId: null, kioskId: kioskId ?? 0 };
  return historyOf(evolveAbbyProfile({ ...state, owner }, event));
};
