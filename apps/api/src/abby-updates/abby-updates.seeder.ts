import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { KioskType, type AbbyZipVersion, type Kiosk, type KioskInput } from '@ambient/core';
import type { CommandContext } from '@ambient/event-sourcing';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { uploadFolder } from '../genie-releases/index.js';
import { KioskCommandMessage, KiosksReader } from '../kiosks/index.js';
import { AbbyUpdateCommandMessage, type ReceivedUpload } from './abby-update.commands.js';
import { activityPackage, updatePackage } from './activity-package.js';
import { AbbyUpdatesReader } from './abby-updates.reader.js';

/** The demo's activities; the first two are released. */
const DEMO_ACTIVITIES = ['Music Bingo', 'Memory Lane', 'Word Search', 'Chair Yoga'];
/** The demo's zips per version, oldest first: each group's first is not listed. */
const DEMO_ZIPS: Record<AbbyZipVersion, number[]> = { 21: [6, 7, 8], 22: [13, 14, 15, 16] };

const inputOf = (kiosk: Kiosk, change: Partial<KioskInput>): KioskInput => ({
  serialNumber: kiosk.serialNumber,
  name: kiosk.name,
  description: kiosk.description,
  typeId: kiosk.typeId,
  facilityId: kiosk.facilityId,
  phidgetConfigId: kiosk.phidgetConfigId,
  phidgetVersion: kiosk.phidgetVersion,
  phidgetHubSerialNumber: kiosk.phidgetHubSerialNumber,
  machineName: kiosk.machineName,
  identifier: kiosk.identifier,
  contactUserId: kiosk.contactUserId,
  contactPhone: kiosk.contactPhone,
  contactPosition: kiosk.contactPosition,
  contactAvailability: kiosk.contactAvailability,
  teamviewerId: kiosk.teamviewerId,
  teamviewerPassword: kiosk.teamviewerPassword,
  languageId: kiosk.languageId,
  subscriptionLevel: kiosk.subscriptionLevel,
  updateLevel: kiosk.updateLevel,
  activityLevel: kiosk.activityLevel,
  isAutoUpdates: kiosk.isAutoUpdates,
  ambientInvitationIds: kiosk.ambientInvitationIds,
  ...change,
});

/**
 * The demo's Abby updates, so the four screens are not empty: activities (two released), update
 * zips of both versions, two override kiosks, and TeamViewer ids and update levels on the Abbys
 * (every other one behind) for Unupdated Abbys. Released through the slice's own commands.
 */
@Injectable()
export class AbbyUpdatesSeeder {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: AbbyUpdatesReader,
    private readonly kiosks: KiosksReader,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async seed(context: CommandContext, kioskIds: readonly number[]): Promise<void> {
    const ids: number[] = [];
    for (const description of DEMO_ACTIVITIES)
      ids.push(
        await this.commands.execute(
          new AbbyUpdateCommandMessage(
            { type: 'CreateAbbyActivity', description, responseTypeId: null },
            context,
          ),
        ),
      );
    for (const activityId of ids.slice(0, 2)) {
      const level = await this.reader.nextActivityUpdate();
      const [activity] = await this.reader.activitiesByIds([activityId]);
      if (!activity) continue;
      const upload = await this.upload(`${level}.zip`, await activityPackage(level, 22, activity));
      await this.commands.execute(
        new AbbyUpdateCommandMessage(
          { type: 'ReleaseAbbyActivity', activityId, level, comment: 'Initial release', upload },
          context,
        ),
      );
    }
    for (const version of [21, 22] as const)
      for (const level of DEMO_ZIPS[version]) {
        const upload = await this.upload(`${level}.zip`, await updatePackage(version, level));
        await this.commands.execute(
          new AbbyUpdateCommandMessage({ type: 'ReleaseAbbyUpdateZip', version, upload }, context),
        );
      }
    const abbys: Kiosk[] = [];
    for (const id of kioskIds) {
      const kiosk = await this.kiosks.get(id, true);
      if (kiosk?.typeId === KioskType.Abby) abbys.push(kiosk);
    }
    const editor = {
      canSetLanguage: true,
      isSuperAdmin: true,
      baseOnly: false,
      placesIn: 'anywhere' as const,
    };
    for (const [n, kiosk] of abbys.entries()) {
      const latest = kiosk.phidgetVersion === 22 ? 15 : kiosk.phidgetVersion === 21 ? 8 : 6;
      // Every other Abby one level behind, the first (Abby 001) up to date.
      await this.commands.execute(
        new KioskCommandMessage(
          {
            type: 'UpdateKiosk',
            kioskId: kiosk.id,
            input: inputOf(kiosk, {
              // Ids only: the demo keeps no sealed secret beyond the ones its tests count.
              teamviewerId: n % 5 === 4 ? null : String(1_200_300_400 + kiosk.id * 7),
              updateLevel: n % 2 === 1 ? latest - 1 : latest,
            }),
            editor,
          },
          context,
        ),
      );
    }
    const overrides = abbys.filter((k) => k.phidgetVersion === 22).slice(0, 2);
    await this.commands.execute(
      new AbbyUpdateCommandMessage(
        { type: 'ActivateOverrideAbbys', selectedIds: overrides.map((k) => k.id) },
        context,
      ),
    );
  }

  /** Writes a package where uploads land, as if it had been uploaded. */
  private async upload(name: string, content: Buffer): Promise<ReceivedUpload> {
    const folder = uploadFolder(this.config.dataDir);
    await mkdir(folder, { recursive: true });
    const path = join(folder, randomUUID());
    await writeFile(path, content);
    return { originalname: name, size: content.length, path };
  }
}
