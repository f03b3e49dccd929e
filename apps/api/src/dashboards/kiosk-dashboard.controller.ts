import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  ACTIVITY_LEVELS,
  kioskKindOf,
  type KioskManagerStatsResponse,
  type KioskStatsResponse,
  type ResidentSummariesResponse,
} from '@ambient/core';
import type { Principal } from '../auth/auth.port.js';
import { CurrentPrincipal } from '../auth/current-principal.decorator.js';
import { AdminOnly } from '../common/admin-only.guard.js';
import { parseListQuery } from '../common/list-query.js';
import { RESIDENT_SORT, ResidentsReader } from '../residents/index.js';
import { KiosksReader } from '../kiosks/index.js';
import { FleetReader } from '../devices/index.js';
import { IdParam, Answers } from '../common/validation.js';
import { kioskManagerStatsAnswer, kioskStatsAnswer, residentSummariesAnswer } from './dashboard.schemas.js';

type Success<T> = Omit<T, 'errorSeverity' | 'errorMessage'>;

/** The kiosk dashboard's reads (spec 02 §7), with the new-message counts of its residents. */
@ApiTags('kiosk dashboard')
@ApiBearerAuth()
@Controller('kioskdashboard')
export class KioskDashboardController {
  constructor(
    private readonly kiosks: KiosksReader,
    private readonly residents: ResidentsReader,
    private readonly fleet: FleetReader,
  ) {}

  /**
   * Presence, sync and install facts and how far behind the kiosk is (admins): what its device
   * reported (decision 0037), the console's record where it reported nothing yet.
   */
  @Get(':id/stats')
  @Answers(kioskStatsAnswer)
  @AdminOnly()
  async stats(
    @CurrentPrincipal() principal: Principal,
    @IdParam() id: number,
  ): Promise<Success<KioskStatsResponse>> {
    const kiosk = await this.visible(principal, id);
    // The latest level as the fleet counts it (released Abby zips and Genie releases included).
    const latest = await this.fleet.latestLevels();
    const device = await this.fleet.statusOf(kiosk.serialNumber);
    const iso = (value: Date | null | undefined): string | null => value?.toISOString() ?? null;
    const levelsReported = device?.updateLevel != null;
    return {
      presence: device?.presence ?? null,
      presenceSince: iso(device?.presenceSince),
      mediaSyncDate: iso(device?.mediaSyncDate) ?? kiosk.mediaSyncDate,
      updateLevel: levelsReported ? device.updateLevel : kiosk.updateLevel,
      updateInstallDate: levelsReported ? iso(device.updateInstallDate) : kiosk.updateInstallDate,
      activityLevel: device?.activityLevel ?? kiosk.activityLevel,
      activityInstallDate:
        device?.activityLevel != null ? iso(device.activityInstallDate) : kiosk.activityInstallDate,
      maxUpdateLevel: latest[kioskKindOf(kiosk.typeId, kiosk.phidgetVersion)],
      maxActivityLevel: kiosk.typeId === 1 ? Math.max(...ACTIVITY_LEVELS) : 0,
    };
  }

  @Get(':id/manager-stats')
  @Answers(kioskManagerStatsAnswer)
  async managerStats(
    @CurrentPrincipal() principal: Principal,
    @IdParam() id: number,
  ): Promise<Success<KioskManagerStatsResponse>> {
    await this.visible(principal, id);
    // Messages to the kiosk's residents the caller sees, not shown on the kiosk yet (decision 0044).
    const { residents } = await this.residents.list(
      principal.profile,
      parseListQuery({}, RESIDENT_SORT, 'lastName'),
      { kioskId: id },
    );
    return { numNewKioskMessages: residents.reduce((sum, r) => sum + r.newMessages, 0) };
  }

  @Get(':id/resident-summaries')
  @Answers(residentSummariesAnswer)
  async residentSummaries(
    @CurrentPrincipal() principal: Principal,
    @IdParam() id: number,
  ): Promise<Success<ResidentSummariesResponse>> {
    await this.visible(principal, id);
    const { residents } = await this.residents.list(
      principal.profile,
      parseListQuery({}, RESIDENT_SORT, 'lastName'),
      { kioskId: id },
    );
    return { residents: residents.map((r) => ({ id: r.id, newMessages: r.newMessages })) };
  }

  private visible(principal: Principal, id: number) {
    return this.kiosks.requireVisible(principal.profile, id, false);
  }
}
