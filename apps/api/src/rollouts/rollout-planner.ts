import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  DomainError,
  type KioskKind,
  type RolloutGroupPlan,
  type RolloutRequest,
  type UpdateKind,
} from '@ambient/core';
import { AbbyUpdatesReader } from '../abby-updates/index.js';
import { FleetReader } from '../devices/index.js';

/**
 * Turns what the console asks (a kind of kiosk, a level, cumulative shares) into the rollout's
 * groups of serial numbers (decision 0052): the kiosks a release of that kind concerns (every
 * Genie; for an Abby version its kiosks with automatic updates and its override kiosks), less those
 * that reported the level already, the override kiosks first when asked, the rest in serial order.
 */
@Injectable()
export class RolloutPlanner {
  constructor(
    private readonly dataSource: DataSource,
    private readonly fleet: FleetReader,
    private readonly abbyUpdates: AbbyUpdatesReader,
  ) {}

  updateKindOf(kioskKind: KioskKind): UpdateKind {
    return kioskKind === 'genie' ? 'genieUpdate' : 'abbyUpdate';
  }

  /**
   * The groups; only a released level may be rolled out, unless the level is the one a release
   * being recorded with its rollout takes (`releasing`, decision 0079).
   */
  async plan(request: RolloutRequest, releasing = false): Promise<RolloutGroupPlan[]> {
    const latest = (await this.fleet.latestLevels())[request.kioskKind];
    if (request.level > latest && !releasing)
      throw new DomainError('rollout.levelUnknown', { level: request.level, latest }, 422, 0);
    const audience =
      request.kioskKind === 'genie'
        ? await this.fleet.serialsOf('genie')
        : request.kioskKind === 'abby3'
          ? await this.fleet.serialsOf('abby3')
          : await this.abbyUpdates.zipReleaseAudience(request.kioskKind === 'abby21' ? 21 : 22);
    const done = new Set(
      (
        (await this.dataSource.query(
          `SELECT serial_number FROM kiosk_device_status WHERE serial_number = ANY($1::text[]) AND update_level >= $2`,
          [audience, request.level],
        )) as Array<{ serial_number: string }>
      ).map((row) => row.serial_number),
    );
    let remaining = audience.filter((serial) => !done.has(serial)).sort();
    const groups: RolloutGroupPlan[] = [];
    if (request.overridesFirst && request.kioskKind !== 'genie') {
      const overrides = new Set(
        (await this.abbyUpdates.overrideKiosks(new Date()))
          .filter((kiosk) => kiosk.refId !== null)
          .map((kiosk) => kiosk.serialNumber),
      );
      const first = remaining.filter((serial) => overrides.has(serial));
      if (first.length > 0) groups.push({ ...request.overridesGroup, serialNumbers: first });
      remaining = remaining.filter((serial) => !overrides.has(serial));
    }
    const total = remaining.length;
    let taken = 0;
    request.groups.forEach((group, index) => {
      const last = index === request.groups.length - 1;
      const upTo = last ? total : Math.min(total, Math.ceil((group.upToPercent * total) / 100));
      const serialNumbers = remaining.slice(taken, Math.max(taken, upTo));
      taken = Math.max(taken, upTo);
      // A share too small to hold a kiosk of a small fleet is left out.
      if (serialNumbers.length > 0)
        groups.push({
          name: group.name,
          successThreshold: group.successThreshold,
          errorThreshold: group.errorThreshold,
          serialNumbers,
        });
    });
    return groups;
  }
}
