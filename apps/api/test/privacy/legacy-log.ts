/**
 * A log written the old way: a database at the schema before secrets left the log, with events
 * in the shapes the API wrote then (password hashes, TeamViewer passwords, names, emails, phones
 * and pictures in clear), for the migration tests to convert.
 */
import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { openDatabase } from '../../src/database/database.js';
import { MIGRATIONS } from '../../src/database/migrations/index.js';
import { ENTITIES } from '../../src/entities.js';
import { KioskRow } from '../../src/kiosks/kiosk.row.js';
import type { DatabaseEngine } from '../support/databases.js';
import { ownDatabase, type ExistingDatabase } from '../support/api-app.js';

export const LEGACY = {
  firstPassword: 'the first legacy password',
  password: 'the legacy password now',
  ann: {
    id: 'legacy|ann',
    email: 'Ann.Legacy@Example.org',
    name: 'Annabelle Legacy',
    nickname: 'Annabelle',
    picture: '/api/media/pictures/legacy/ann.webp',
  },
  bob: { id: 'legacy|bob', email: 'bob.legacy@example.org', name: 'Bartholomew Legacy' },
  kiosk: {
    id: 9001,
    serialNumber: 'AB22-LEGACY',
    teamviewerPassword: 'tv-legacy-first',
    newerTeamviewerPassword: 'tv-legacy-newer',
    contactPhone: '(514) 555-0199',
  },
  resident: {
    id: 9001,
    name: 'Rosalind Legacy',
    lastName: 'Legacy-Tremblay',
    picture: 'data:image/png;base64,bGVnYWN5',
  },
} as const;

/** When secrets started leaving the log: the timestamp of CredentialsOutOfTheLog. */
const SECRETS_LEFT = 1796100000000;
/** The migrations the old API had run: those before secrets left the log (TypeORM orders them by timestamp). */
export const OLD_MIGRATIONS = MIGRATIONS.filter(
  (migration) => Number(migration.name.slice(-13)) < SECRETS_LEFT,
);

const kioskFields = (teamviewerPassword: string) => ({
  phidgetVersion: 22 as const,
  serialNumber: LEGACY.kiosk.serialNumber,
  name: 'Abby Legacy',
  description: null,
  typeId: 1,
  facilityId: null,
  phidgetConfigId: null,
  phidgetHubSerialNumber: null,
  machineName: null,
  identifier: null,
  contactUserId: LEGACY.ann.id,
  contactPhone: LEGACY.kiosk.contactPhone,
  contactPosition: null,
  contactAvailability: null,
  teamviewerId: '900 100 200',
  teamviewerPassword,
  languageId: 1,
  subscriptionLevel: 2,
  updateLevel: null,
  activityLevel: null,
  isAutoUpdates: true,
  ambientInvitationIds: [],
});

/** The stored events of the old log, by stream, each with its type, schema version and data. */
async function legacyStreams(): Promise<
  Array<{ streamId: string; events: Array<{ type: string; version: number; data: unknown }> }>
> {
  const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
  const { ann, bob, kiosk, resident } = LEGACY;
  const assignments = { role: 'Guest', domainIds: [], facilityIds: [], kioskIds: [], residentIds: [] };
  return [
    {
      streamId: `user-${ann.id}`,
      events: [
        {
          type: 'UserRegistered',
          version: 2,
          data: {
            userId: ann.id,
            email: ann.email,
            passwordHash: await hash(LEGACY.firstPassword, options),
            name: ann.name,
            nickname: ann.nickname,
            languageId: null,
            picture: ann.picture,
            defaultResidentId: null,
            ...assignments,
          },
        },
        {
          type: 'UserPasswordChanged',
          version: 1,
          data: { userId: ann.id, passwordHash: await hash(LEGACY.password, options) },
        },
      ],
    },
    {
      // Version 1: no nickname; invited, so no password yet.
      streamId: `user-${bob.id}`,
      events: [
        {
          type: 'UserRegistered',
          version: 1,
          data: {
            userId: bob.id,
            email: bob.email,
            passwordHash: null,
            name: bob.name,
            languageId: 2,
            picture: null,
            defaultResidentId: null,
            ...assignments,
          },
        },
      ],
    },
    {
      streamId: `kiosk-${kiosk.id}`,
      events: [
        {
          type: 'KioskRegistered',
          version: 2,
          data: { kioskId: kiosk.id, ...kioskFields(kiosk.teamviewerPassword) },
        },
        {
          type: 'KioskUpdated',
          version: 1,
          data: { kioskId: kiosk.id, ...kioskFields(kiosk.newerTeamviewerPassword) },
        },
      ],
    },
    {
      // Version 1 of ResidentAdmitted: one name.
      streamId: `resident-${resident.id}`,
      events: [
        {
          type: 'ResidentAdmitted',
          version: 1,
          data: { residentId: resident.id, name: resident.name, kioskId: kiosk.id, pictureBase64: null },
        },
        {
          type: 'ResidentUpdated',
          version: 1,
          data: {
            residentId: resident.id,
            firstName: 'Rosalind',
            lastName: resident.lastName,
            kioskId: kiosk.id,
            kioskTypeId: 1,
            languageId: 1,
            bluetoothBeaconId: null,
            uwbTagId: null,
            gameDifficultyLevel: null,
            gender: null,
          },
        },
        {
          type: 'ResidentPictureChanged',
          version: 1,
          data: { residentId: resident.id, pictureUri: resident.picture },
        },
      ],
    },
  ];
}

/**
 * Makes a database at the old schema, appends the old log to it, and closes it: the API then
 * starts on it (`startApi(engine, {}, existing)`) and its migrations convert it.
 */
export async function writeLegacyLog(
  engine: DatabaseEngine,
): Promise<ExistingDatabase & { drop(): Promise<void> }> {
  const { drop, ...existing } = await ownDatabase(engine);
  const db = await openDatabase({
    databaseUrl: existing.databaseUrl ?? null,
    pgliteDir: existing.pgliteDir ?? '',
    entities: ENTITIES,
    migrations: OLD_MIGRATIONS,
  });
  const metadata = {
    userId: null,
    functionalRole: null,
    at: '2025-06-01T12:00:00.000Z',
    correlationId: 'legacy',
    command: 'Legacy',
    source: 'system',
  };
  for (const { streamId, events } of await legacyStreams()) {
    await db.dataSource.query('SELECT * FROM event_store_append($1::jsonb)', [
      JSON.stringify([
        {
          streamId,
          expected: -1,
          events: events.map((event) => ({ eventId: randomUUID(), ...event, metadata })),
        },
      ]),
    ]);
  }
  // The old API had projected the kiosk: its row holds the latest password in clear.
  await db.dataSource.getRepository(KioskRow).insert({
    id: LEGACY.kiosk.id,
    ...kioskFields(LEGACY.kiosk.newerTeamviewerPassword),
    isActive: true,
    updateByUserId: null,
    createDate: new Date(metadata.at),
  });
  await db.dataSource.query(
    `INSERT INTO projection_checkpoints (name, position, updated_at)
     SELECT 'kiosks', max(global_position), now() FROM event_store`,
  );
  await db.close();
  return { ...existing, drop };
}
