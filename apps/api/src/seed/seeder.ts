import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  BaseRole,
  KioskType,
  Language,
  Limits,
  defaultNickname,
  lockDurationMs,
  MediaContainers,
  kioskContainer,
  residentContainer,
  type AlbumMediaFact,
  type DomainInput,
  type FacilityInput,
} from '@ambient/core';
import { EVENT_STORE, type EventStore, systemContext, type CommandContext } from '@ambient/event-sourcing';
import { HierarchyCommandMessage } from '../hierarchy/index.js';
import { KeyTagCommandMessage } from '../key-tags/index.js';
import { ButtonConfigCommandMessage } from '../button-configs/index.js';
import { InvitationCommandMessage } from '../invitations/index.js';
import { KioskCommandMessage } from '../kiosks/index.js';
import { AbbyUpdatesSeeder } from '../abby-updates/index.js';
import { AlbumCommandMessage } from '../memory-albums/index.js';
import { uploadFolder } from '../common/disk-upload.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { KioskPlaylistCommandMessage } from '../community-playlists/index.js';
import { MediaCommandMessage } from '../media/index.js';
import { ResidentCommandMessage } from '../residents/index.js';
import { PasswordHasher } from '../users/index.js';
import { UserCommandMessage } from '../users/index.js';
import {
  DEMO_ACCOUNTS,
  DEMO_PEOPLE,
  type KioskPlan,
  DEMO_PASSWORD,
  FACILITY_PLACES,
  PROV_CODES,
  demoKioskPlans,
  kioskPlans,
  personName,
  portrait,
  provStateId,
  random,
} from './demo-data.js';
import {
  FAMILY_PICTURES,
  KIOSK_PICTURES,
  PUBLIC_PICTURES,
  renderPicture,
  type DemoPicture,
} from './demo-media.js';

export type SeedScale = 'demo' | 'large';

export interface SeedOptions {
  /**
   * The demo's pictures (DEMO_MEDIA, on with `npm start`): the public library, a family's Memory
   * Album and a kiosk's Community Playlist, so the media screens are not empty on a first visit.
   */
  media?: boolean;
}

export interface SeedReport {
  organizations: number;
  domains: number;
  facilities: number;
  kiosks: number;
  residents: number;
  users: number;
  seconds: number;
}

interface UserPlan {
  id: string;
  email: string;
  name: string;
  role: BaseRole;
  passwordHash: string | null;
  languageId: number | null;
  domainIds?: number[];
  kioskIds?: number[];
  residentIds?: number[];
}

/** Runs `task` over `items` with at most `limit` in flight. */
async function pool<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  });
  await Promise.all(workers);
  return results;
}

/**
 * Seeds through the same commands the console sends, so the event log holds the history of
 * every seeded entity. The demo set runs on an empty database at start; the large set
 * (`npm run seed -- --scale large`) is for benchmarks.
 */
@Injectable()
export class Seeder {
  private readonly logger = new Logger(Seeder.name);

  constructor(
    private readonly commands: CommandBus,
    private readonly hasher: PasswordHasher,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly abbyUpdates: AbbyUpdatesSeeder,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async isEmpty(): Promise<boolean> {
    return (await this.store.headPosition()) === 0n;
  }

  async seed(scale: SeedScale, options: SeedOptions = {}): Promise<SeedReport> {
    const started = Date.now();
    const context = systemContext(`seed-${scale}-${randomUUID()}`);
    // The kiosks start with the default invitations: the list is written first (decision 0063).
    await this.commands.execute(new InvitationCommandMessage({ type: 'SeedAmbientInvitations' }, context));
    const report = scale === 'large' ? await this.large(context) : await this.demo(context, options);
    return { ...report, seconds: Math.round((Date.now() - started) / 100) / 10 };
  }

  /** The seed acts as a super admin: it may set every field. */
  private kiosk(
    context: CommandContext,
    plan: KioskPlan,
    facilityId: number | null,
    name: string,
    serialNumber: string,
    languageId: number,
  ): Promise<number> {
    return this.commands.execute(
      new KioskCommandMessage(
        {
          type: 'RegisterKiosk',
          input: {
            serialNumber,
            name,
            description: null,
            typeId: plan.typeId,
            facilityId,
            phidgetConfigId: null,
            phidgetVersion: plan.phidgetVersion,
            phidgetHubSerialNumber: plan.phidgetVersion === 22 ? String(100000 + (facilityId ?? 0)) : null,
            machineName: null,
            identifier: null,
            contactUserId: null,
            contactPhone: null,
            contactPosition: null,
            contactAvailability: null,
            teamviewerId: null,
            teamviewerPassword: null,
            languageId,
            subscriptionLevel: plan.subscriptionLevel,
            updateLevel: null,
            activityLevel: plan.typeId === KioskType.Abby ? 1 : null,
            isAutoUpdates: true,
            ambientInvitationIds: null,
          },
          editor: { canSetLanguage: true, isSuperAdmin: true, baseOnly: false, placesIn: 'anywhere' },
        },
        context,
      ),
    );
  }

  private async resident(
    context: CommandContext,
    name: string,
    kiosk: { id: number; typeId: number },
    index: number,
    picture: string | null,
  ): Promise<number> {
    const [firstName = name, ...rest] = name.split(' ');
    const { residentId } = await this.commands.execute(
      new ResidentCommandMessage(
        {
          type: 'AdmitResident',
          input: {
            firstName,
            lastName: rest.join(' '),
            kioskTypeId: kiosk.typeId,
            kioskId: kiosk.id,
            languageId: index % 4 === 0 ? Language.French : Language.English,
            bluetoothBeaconId: kiosk.typeId === KioskType.Abby ? 1000 + index : null,
            uwbTagId: null,
          },
          contact: null,
          pictureBase64: picture,
        },
        context,
      ),
    );
    return residentId;
  }

  private organization(context: CommandContext, name: string): Promise<number> {
    return this.commands.execute(new HierarchyCommandMessage({ type: 'CreateOrganization', name }, context));
  }

  private facility(context: CommandContext, input: FacilityInput): Promise<number> {
    return this.commands.execute(new HierarchyCommandMessage({ type: 'CreateFacility', input }, context));
  }

  private domain(context: CommandContext, input: DomainInput): Promise<number> {
    return this.commands.execute(new HierarchyCommandMessage({ type: 'CreateDomain', input }, context));
  }

  /**
   * Blocks the demo's locked contact for as long as a lock can last: ten earlier rounds of five
   * wrong passwords, each after the previous lock ran out, then a last round now. The eleventh lock
   * in a row lasts 15 minutes × 2¹⁰ (10.7 days), so a demo opened in the days after seeding still
   * finds the account blocked and can try Unblock.
   */
  private async lockDemoContact(context: CommandContext): Promise<void> {
    const earlierLocks = 10;
    let lockCount = 0;
    let total = 0;
    for (let n = 1; n <= earlierLocks; n += 1) total += lockDurationMs(n) + 60_000;
    let at = Date.now() - total;
    for (let round = 0; round <= earlierLocks; round += 1) {
      const last = round === earlierLocks;
      for (let attempt = 0; attempt < Limits.failedSignInsBeforeLock; attempt += 1)
        await this.commands.execute(
          new UserCommandMessage(
            {
              type: 'RecordFailedSignIn',
              userId: 'ambient|locked',
              ...(last ? {} : { at: new Date(at).toISOString() }),
            },
            context,
          ),
        );
      lockCount += 1;
      at += lockDurationMs(lockCount) + 60_000;
    }
  }

  private async register(context: CommandContext, user: UserPlan): Promise<void> {
    const data = {
      userId: user.id,
      email: user.email,
      name: user.name,
      nickname: defaultNickname(user.name),
      languageId: user.languageId,
      picture: null,
      defaultResidentId: null,
      role: user.role,
      domainIds: user.domainIds ?? [],
      facilityIds: [],
      kioskIds: user.kioskIds ?? [],
      residentIds: user.residentIds ?? [],
    };
    await this.commands.execute(
      new UserCommandMessage({ type: 'RegisterUser', data, passwordHash: user.passwordHash }, context),
    );
  }

  private async demo(context: CommandContext, options: SeedOptions): Promise<Omit<SeedReport, 'seconds'>> {
    const rand = random(2025);
    const orgs = [
      await this.organization(context, 'Northern Lights Care Group'),
      await this.organization(context, 'Harbor Senior Living'),
    ];
    const facilities: number[] = [];
    for (const place of FACILITY_PLACES) {
      facilities.push(
        await this.facility(context, {
          name: place.name,
          street: place.street,
          city: place.city,
          provStateId: provStateId(place.prov, place.country),
          countryId: place.country,
          domainId: null,
        }),
      );
    }
    const pick = (indexes: number[]): number[] => indexes.map((i) => facilities[i] as number);
    const domainPlans: Array<{ org: number; name: string; description: string; facilities: number[] }> = [
      {
        org: 0,
        name: 'Central Canada',
        description: 'Ontario, Quebec and the Atlantic provinces',
        facilities: pick([0, 1, 5]),
      },
      {
        org: 0,
        name: 'Western Canada',
        description: 'British Columbia and the Prairies',
        facilities: pick([2, 3, 4]),
      },
      { org: 1, name: 'Eastern States', description: 'Illinois and New England', facilities: pick([6, 7]) },
      { org: 1, name: 'Pacific States', description: 'California and Washington', facilities: pick([8, 9]) },
    ];
    const domains: number[] = [];
    for (const plan of domainPlans) {
      domains.push(
        await this.domain(context, {
          organizationId: orgs[plan.org] as number,
          name: plan.name,
          description: plan.description,
          facilityIds: plan.facilities,
        }),
      );
    }
    const plans = demoKioskPlans();
    const kiosks: Array<{ id: number; typeId: number }> = [];
    for (const plan of plans) {
      const id = await this.kiosk(
        context,
        plan,
        facilities[plan.facilityIndex] ?? null,
        plan.name,
        plan.serialNumber,
        FACILITY_PLACES[plan.facilityIndex]?.prov === 'QC' ? Language.French : Language.English,
      );
      kiosks.push({ id, typeId: plan.typeId });
    }
    const residents: number[] = [];
    for (let i = 0; i < 80; i += 1) {
      const name = personName(rand);
      const kiosk = kiosks[i % kiosks.length] as { id: number; typeId: number };
      residents.push(await this.resident(context, name, kiosk, i, portrait(name, i)));
    }

    const passwordHash = await this.hasher.hash(DEMO_PASSWORD);
    const genieResident = residents.find(
      (_, i) => (kiosks[i % kiosks.length] as { typeId: number }).typeId === KioskType.Genie,
    );
    const assignments: Record<string, Partial<UserPlan>> = {
      domainManager: { domainIds: [domains[0] as number] },
      kioskManager: { kioskIds: kiosks.slice(3, 9).map((k) => k.id) },
      oneKioskManager: { kioskIds: [kiosks[0]?.id as number] },
      family: {
        residentIds: [
          residents[0] as number,
          residents[1] as number,
          genieResident ?? (residents[2] as number),
        ],
      },
      oneFamily: { residentIds: [residents[3] as number] },
    };
    const users: UserPlan[] = DEMO_ACCOUNTS.map((account) => ({
      id: `ambient|${account.key}`,
      email: account.email,
      name: account.name,
      role: account.role,
      passwordHash,
      languageId: null,
      ...assignments[account.key],
    }));
    // A few more people so the lists look like a real deployment.
    for (let i = 0; i < 16; i += 1) {
      const name = personName(rand);
      const kind = i % 4;
      users.push({
        id: `ambient|demo-${i + 1}`,
        email: `${name
          .toLowerCase()
          .normalize('NFD')
          .replace(/[^a-z ]/g, '')
          .replace(/ /g, '.')}.${i + 1}@ambient.demo`,
        name,
        role: kind === 3 ? BaseRole.Guest : BaseRole.Manager,
        passwordHash,
        languageId: i % 3 === 0 ? Language.French : null,
        ...(kind === 0 ? { kioskIds: [kiosks[(i * 7) % kiosks.length]?.id as number] } : {}),
        ...(kind === 1 ? { residentIds: [residents[(i * 11) % residents.length] as number] } : {}),
        ...(kind === 2 ? { domainIds: [domains[i % domains.length] as number] } : {}),
      });
    }
    // Contacts of every kind: a Genie resident of the kiosk manager's and the family's Genie
    // resident get virtual visitors; two of them are the locked and the unverified person.
    const managerGenie = kiosks.slice(3, 9).find((k) => k.typeId === KioskType.Genie);
    const onManagerGenie = residents.find((_, i) => kiosks[i % kiosks.length]?.id === managerGenie?.id);
    const contactOf = [onManagerGenie, genieResident].filter((id): id is number => id !== undefined);
    for (const [n, i] of [3, 7].entries()) {
      const plan = users.find((u) => u.id === `ambient|demo-${i + 1}`);
      if (plan && contactOf[n] !== undefined) plan.residentIds = [contactOf[n]];
    }
    for (const person of DEMO_PEOPLE)
      users.push({
        id: `ambient|${person.key}`,
        email: person.email,
        name: person.name,
        role: BaseRole.Guest,
        passwordHash: person.key === 'locked' ? passwordHash : null,
        languageId: null,
        residentIds: contactOf,
      });
    for (const user of users) await this.register(context, user);
    // The demo accounts' owners have shown their address is theirs; the other people have not.
    for (const account of DEMO_ACCOUNTS)
      await this.commands.execute(
        new UserCommandMessage({ type: 'VerifyEmail', userId: `ambient|${account.key}` }, context),
      );
    await this.lockDemoContact(context);
    await this.commands.execute(
      new ButtonConfigCommandMessage({ type: 'SeedDefaultConfigDetails' }, context),
    );
    await this.commands.execute(new KeyTagCommandMessage({ type: 'SeedDemoKeyTags' }, context));
    await this.abbyUpdates.seed(
      context,
      kiosks.map((k) => k.id),
    );
    if (options.media && genieResident !== undefined && managerGenie !== undefined)
      await this.demoMedia(context, genieResident, managerGenie.id);
    return {
      organizations: orgs.length,
      domains: domains.length,
      facilities: facilities.length,
      kiosks: kiosks.length,
      residents: residents.length,
      users: users.length,
    };
  }

  /**
   * The demo's pictures, uploaded as a person would (judged, kept, their thumbnails made by the
   * workers): the public library's, the family's Genie resident's in a Memory Album with a cover,
   * and the kiosk manager's Genie's in a Community Playlist (left inactive: an active playlist needs
   * media of every type, and the demo holds pictures only).
   */
  private async demoMedia(context: CommandContext, residentId: number, kioskId: number): Promise<void> {
    const publicIds = await this.upload(context, MediaContainers.public, PUBLIC_PICTURES);
    const familyIds = await this.upload(context, residentContainer(residentId), FAMILY_PICTURES);
    const facts = (container: string, ids: number[]): AlbumMediaFact[] =>
      ids.map((mediaItemId) => ({ mediaItemId, container, kind: 'image' }));
    const albumMedia = [
      ...facts(residentContainer(residentId), familyIds),
      ...facts(MediaContainers.public, publicIds.slice(0, 2)),
    ];
    const albumId = await this.commands.execute(
      new AlbumCommandMessage(
        {
          type: 'CreateMemoryAlbum',
          residentId,
          name: 'Family moments',
          description: 'Pictures from the family',
          isSlideShow: true,
        },
        context,
      ),
    );
    await this.commands.execute(
      new AlbumCommandMessage({ type: 'AddAlbumItems', albumId, media: albumMedia }, context),
    );
    await this.commands.execute(
      new AlbumCommandMessage({ type: 'ChooseAlbumCover', albumId, media: albumMedia[0]! }, context),
    );
    const kioskIds = await this.upload(context, kioskContainer(kioskId), KIOSK_PICTURES);
    const playlistId = await this.commands.execute(
      new KioskPlaylistCommandMessage(
        {
          type: 'CreateKioskPlaylist',
          kioskId,
          name: 'Seasons at the residence',
          description: 'Our garden, our lounge and our evenings',
        },
        context,
      ),
    );
    await this.commands.execute(
      new KioskPlaylistCommandMessage(
        { type: 'AddKioskPlaylistItems', playlistId, media: facts(kioskContainer(kioskId), kioskIds) },
        context,
      ),
    );
  }

  /** Draws the pictures and uploads them into a library through the media command. */
  private async upload(
    context: CommandContext,
    container: string,
    pictures: readonly DemoPicture[],
  ): Promise<number[]> {
    const folder = uploadFolder(this.config.dataDir);
    await mkdir(folder, { recursive: true });
    const files = [];
    for (const picture of pictures) {
      const bytes = await renderPicture(picture);
      const path = join(folder, `demo-${randomUUID()}.jpg`);
      await writeFile(path, bytes);
      files.push({ originalname: picture.file, size: bytes.length, path });
    }
    const outcomes = await this.commands.execute(
      new MediaCommandMessage(
        {
          type: 'UploadMedia',
          container,
          kind: 'image',
          pathTypeId: null,
          files,
          metadata: pictures.map(({ title, description, kioskFolder }) => ({
            title,
            description,
            ...(kioskFolder ? { kioskFolder } : {}),
          })),
        },
        context,
      ),
    );
    return outcomes.map((outcome) => {
      if (outcome.mediaItemId === null) throw new Error(`${outcome.fileName}: ${outcome.refusal?.message}`);
      return outcome.mediaItemId;
    });
  }

  /** At least 1,000 facilities, 10,000 kiosks, 100,000 residents and 100,000 users. */
  private async large(context: CommandContext): Promise<Omit<SeedReport, 'seconds'>> {
    const rand = random(4280);
    const concurrency = 16;
    const progress = (what: string, done: number): void => this.logger.log(`large seed: ${done} ${what}`);
    const orgs = await pool(
      Array.from({ length: 10 }, (_, i) => i),
      concurrency,
      (i) => this.organization(context, `Benchmark Care Group ${i + 1}`),
    );
    const facilities = await pool(
      Array.from({ length: 1000 }, (_, i) => i),
      concurrency,
      (i) => {
        const code = PROV_CODES[i % PROV_CODES.length] as { code: string; country: 1 | 2 };
        return this.facility(context, {
          name: `Residence ${i + 1}`,
          street: `${100 + (i % 900)} Main Street`,
          city: `Town ${(i % 97) + 1}`,
          provStateId: provStateId(code.code, code.country),
          countryId: code.country,
          domainId: null,
        });
      },
    );
    progress('facilities', facilities.length);
    const domains = await pool(
      Array.from({ length: 100 }, (_, i) => i),
      concurrency,
      (i) =>
        this.domain(context, {
          organizationId: orgs[i % orgs.length] as number,
          name: `Region ${String.fromCharCode(65 + (i % 26))} ${String.fromCharCode(65 + Math.floor(i / 26))}`,
          description: 'Benchmark region',
          facilityIds: facilities.slice(i * 10, i * 10 + 10),
        }),
    );
    const plans = kioskPlans(1000, 10);
    const kiosks = await pool(plans, concurrency, (plan) =>
      this.kiosk(
        context,
        plan,
        facilities[plan.facilityIndex] ?? null,
        plan.name.replace(/\d+$/, (n) => n.padStart(5, '0')),
        `B-${plan.serialNumber}`,
        Language.English,
      ).then((id) => ({ id, typeId: plan.typeId })),
    );
    progress('kiosks', kiosks.length);
    const residents = await pool(
      Array.from({ length: 100_000 }, (_, i) => i),
      concurrency,
      async (i) => {
        const id = await this.resident(
          context,
          personName(rand),
          kiosks[i % kiosks.length] as { id: number; typeId: number },
          i,
          null,
        );
        if ((i + 1) % 10_000 === 0) progress('residents', i + 1);
        return id;
      },
    );
    let users = 0;
    await pool(
      Array.from({ length: 100_000 }, (_, i) => i),
      concurrency,
      async (i) => {
        const kind = i % 10;
        await this.register(context, {
          id: `ambient|bench-${i + 1}`,
          email: `bench.user.${i + 1}@ambient.bench`,
          name: personName(rand),
          role: kind === 0 ? BaseRole.Admin : kind < 8 ? BaseRole.Manager : BaseRole.Guest,
          passwordHash: null,
          languageId: i % 4 === 0 ? Language.French : null,
          ...(kind === 1 ? { domainIds: [domains[i % domains.length] as number] } : {}),
          ...(kind === 2 || kind === 3 ? { kioskIds: [kiosks[i % kiosks.length]?.id as number] } : {}),
          ...(kind >= 4 && kind < 8 ? { residentIds: [residents[i % residents.length] as number] } : {}),
        });
        users += 1;
        if (users % 10_000 === 0) progress('users', users);
      },
    );
    return {
      organizations: orgs.length,
      domains: domains.length,
      facilities: facilities.length,
      kiosks: kiosks.length,
      residents: residents.length,
      users,
    };
  }
}
