/**
 * The migrations carry a log written the old way over (decision 0024): the API starts on a
 * database at the old schema holding old-shaped events, and afterwards no stored event holds a
 * secret, while everything reads as it did.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { EVENT_STORE, type EventStore } from '@ambient/event-sourcing';
import { Credentials } from '../../src/users/credentials.js';
import { UsersReader } from '../../src/users/users.reader.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';
import { databaseEngines } from '../support/databases.js';
import { typedApi } from '../support/typed-api.js';
import { LEGACY, writeLegacyLog } from './legacy-log.js';

for (const engine of databaseEngines()) {
  describe(`a log written the old way, migrated, on ${engine.name}`, () => {
    let api: RunningApi;
    let dropLegacy = async (): Promise<void> => undefined;
    const raw = async (sql: string, params: unknown[] = []): Promise<Array<Record<string, unknown>>> =>
      (await api.app.get(DataSource).query(sql, params)) as Array<Record<string, unknown>>;

    // Writing a whole log the old way and migrating it takes minutes on PGlite under a full run's
    // load: a ceiling for a busy machine, not a speed check.
    beforeAll(async () => {
      const legacy = await writeLegacyLog(engine);
      dropLegacy = legacy.drop;
      api = await startApi(engine, { SUPER_ADMIN_IDS: 'ambient|admin' }, legacy);
    }, 300_000);

    afterAll(async () => {
      await api.close();
      await dropLegacy();
    });

    it('moves each user’s latest password hash into credentials and out of every stored event', async () => {
      expect(await raw(`SELECT count(*)::int AS n FROM event_store WHERE data ? 'passwordHash'`)).toEqual([
        { n: 0 },
      ]);
      const credentials = api.app.get(Credentials);
      expect(await credentials.hashOf(LEGACY.ann.id)).toMatch(/^\$argon2id\$/);
      expect(await credentials.hashOf(LEGACY.bob.id)).toBeNull();
      expect(await raw(`SELECT data FROM event_store WHERE type = 'UserPasswordChanged'`)).toEqual([
        { data: { userId: LEGACY.ann.id } },
      ]);
    });

    it('signs the migrated user in with the latest password only', async () => {
      await expect(api.signIn(LEGACY.ann.email, LEGACY.password)).resolves.toEqual(expect.any(String));
      await expect(api.signIn(LEGACY.ann.email, LEGACY.firstPassword)).rejects.toThrow(/did not reach/);
    });

    it('seals the TeamViewer passwords of the stored events and of the read model', async () => {
      for (const secret of [LEGACY.kiosk.teamviewerPassword, LEGACY.kiosk.newerTeamviewerPassword]) {
        expect(
          await raw(`SELECT count(*)::int AS n FROM event_store WHERE data::text LIKE $1`, [`%${secret}%`]),
        ).toEqual([{ n: 0 }]);
      }
      const row = await raw('SELECT teamviewer_password AS p FROM kiosks WHERE id = $1', [LEGACY.kiosk.id]);
      const latest = await raw(
        `SELECT data->>'teamviewerPassword' AS p FROM event_store WHERE stream_id = $1 ORDER BY stream_version DESC LIMIT 1`,
        [`kiosk-${LEGACY.kiosk.id}`],
      );
      expect(row).toEqual(latest);
      expect(String(row[0]?.p)).toMatch(/^sealed:v1:/);
      const token = await api.signIn('admin@ambient.demo', DEMO_PASSWORD);
      const answer = await typedApi(api.url).get('/api/kiosks/{id}', {
        path: { id: LEGACY.kiosk.id },
        token,
      });
      expect(answer.json.kiosk.teamviewerPassword).toBe(LEGACY.kiosk.newerTeamviewerPassword);
    });

    it('seals the names, emails, phones and pictures of the stored events under each person’s key', async () => {
      const stored = (await raw('SELECT data::text AS d FROM event_store'))
        .map((r) => String(r.d))
        .join('\n');
      const { ann, bob, kiosk, resident } = LEGACY;
      const inClear = [
        ann.email,
        ann.name,
        ann.picture,
        bob.email,
        bob.name,
        kiosk.contactPhone,
        resident.name,
        resident.lastName,
        resident.picture,
      ].filter((text) => stored.includes(text));
      expect(inClear).toEqual([]);
      expect(
        await raw(`SELECT subject FROM person_keys WHERE subject = ANY($1) ORDER BY subject`, [
          [`user-${ann.id}`, `user-${bob.id}`, `resident-${resident.id}`],
        ]),
      ).toEqual([
        { subject: `resident-${resident.id}` },
        { subject: `user-${ann.id}` },
        { subject: `user-${bob.id}` },
      ]);
      const store = api.app.get<EventStore>(EVENT_STORE);
      const [admitted, updated, picture] = await store.readStream(`resident-${resident.id}`);
      expect(admitted?.data).toMatchObject({ name: resident.name });
      expect(updated?.data).toMatchObject({ lastName: resident.lastName });
      expect(picture?.data).toMatchObject({ pictureUri: resident.picture });
      const [registered] = await store.readStream(`kiosk-${kiosk.id}`);
      expect(registered?.data).toMatchObject({ contactUserId: ann.id, contactPhone: kiosk.contactPhone });
    });

    it('reads the migrated events and projects them as before', async () => {
      const [registered] = await api.app.get<EventStore>(EVENT_STORE).readStream(`user-${LEGACY.ann.id}`);
      expect(registered?.data).toMatchObject({ email: LEGACY.ann.email, name: LEGACY.ann.name });
      expect(await api.app.get(UsersReader).findProfile(LEGACY.ann.id)).toMatchObject({
        email: LEGACY.ann.email.toLowerCase(),
        name: LEGACY.ann.name,
        nickname: LEGACY.ann.nickname,
      });
      expect(await api.app.get(UsersReader).findProfile(LEGACY.bob.id)).toMatchObject({
        name: LEGACY.bob.name,
        nickname: '',
      });
      expect(
        await raw('SELECT name, last_name, picture_uri FROM residents WHERE id = $1', [LEGACY.resident.id]),
      ).toEqual([
        {
          name: `Rosalind ${LEGACY.resident.lastName}`,
          last_name: LEGACY.resident.lastName,
          picture_uri: LEGACY.resident.picture,
        },
      ]);
    });
  });
}
