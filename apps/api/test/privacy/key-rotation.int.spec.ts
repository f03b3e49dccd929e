/**
 * Rotating the data key (decision 0024): `npm run keys:rotate` moves people's keys and the
 * TeamViewer passwords from the old data key to the new one, in one transaction; the API then
 * reads everything with the new key, and refuses to start with the old one, saying what to run.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import type { KioskPayload } from '@ambient/core';
import { DataKey, EVENT_STORE, parseKey, ProjectionRunner, type EventStore } from '@ambient/event-sourcing';
import { loadConfig } from '../../src/config/app-config.js';
import { dataKeyFile } from '../../src/database/data-key.js';
import { openDatabase, PgliteFilesInUseError } from '../../src/database/database.js';
import { ENTITIES } from '../../src/entities.js';
import { TEAMVIEWER_PASSWORD } from '../../src/kiosks/teamviewer-password.js';
import { KeyRotationRefused, rotateDataKey } from '../../src/privacy/data-key-rotation.js';
import {
  DEMO_PASSWORD,
  ownDatabase,
  startApi,
  type ExistingDatabase,
  type RunningApi,
} from '../support/api-app.js';
import { databaseEngines } from '../support/databases.js';
import { typedApi } from '../support/typed-api.js';
import { abbyWithTeamviewer } from './teamviewer-kiosk.js';

const keyText = (): string => randomBytes(32).toString('hex');
const idOf = (text: string): string => new DataKey(parseKey(text)).id;

const kiosk = (serialNumber: string, teamviewerPassword: string): KioskPayload =>
  abbyWithTeamviewer(serialNumber, `Abby ${serialNumber}`, teamviewerPassword);
const PASSWORDS = ['Tv-Rotate-1!', 'Tv-Rotate-2!'];

for (const engine of databaseEngines()) {
  describe(`the data key rotated, on ${engine.name}`, () => {
    const [keyA, keyB, keyC] = [keyText(), keyText(), keyText()];
    let existing: ExistingDatabase = {};
    let drop = async (): Promise<void> => undefined;
    let api: RunningApi | null = null;
    let kioskIds: number[] = [];
    /** What the API with key A read: every event, the users' and residents' rows, the passwords. */
    let before: { events: unknown[]; readModels: Record<string, unknown[]> };

    const start = (key: string): Promise<RunningApi> =>
      startApi(engine, { DATA_ENCRYPTION_KEY: key, SUPER_ADMIN_IDS: 'ambient|admin' }, existing);
    const rotate = (oldKey: string, env: Record<string, string>) =>
      rotateDataKey(
        loadConfig({
          DATA_DIR: mkdtempSync(join(tmpdir(), 'ambient-rotate-')),
          ...(existing.databaseUrl ? { DATABASE_URL: existing.databaseUrl } : {}),
          ...env,
        }),
        oldKey,
        { entities: ENTITIES, pgliteDir: existing.pgliteDir },
      );
    /** The stored rows the rotation changes, read while no API runs. */
    const sealedRows = async (): Promise<Record<string, unknown[]>> => {
      const db = await openDatabase({
        databaseUrl: existing.databaseUrl ?? null,
        pgliteDir: existing.pgliteDir ?? '',
        entities: ENTITIES,
      });
      try {
        return {
          keys: await db.dataSource.query(
            'SELECT subject, wrapped_key, data_key_id FROM person_keys ORDER BY subject',
          ),
          events: await db.dataSource.query(
            `SELECT global_position, data->>'teamviewerPassword' AS p FROM event_store
              WHERE type IN ('KioskRegistered', 'KioskUpdated') ORDER BY global_position`,
          ),
          kiosks: await db.dataSource.query('SELECT id, teamviewer_password FROM kiosks ORDER BY id'),
        };
      } finally {
        await db.close();
      }
    };
    /** Every event as the API reads it (a sealed password opened), and the people's rows. */
    const readEverything = async (running: RunningApi) => {
      const raw = (sql: string) => running.app.get(DataSource).query(sql) as Promise<unknown[]>;
      const dataKey = running.app.get(DataKey);
      const opened = (data: Record<string, unknown>) =>
        typeof data.teamviewerPassword === 'string'
          ? { ...data, teamviewerPassword: dataKey.openText(data.teamviewerPassword, TEAMVIEWER_PASSWORD) }
          : data;
      return {
        events: (await running.app.get<EventStore>(EVENT_STORE).readAll(0n, 100_000)).map((e) =>
          opened(e.data as Record<string, unknown>),
        ),
        readModels: {
          users: await raw('SELECT id, email, name, nickname FROM users ORDER BY id'),
          residents: await raw('SELECT id, first_name, last_name FROM residents ORDER BY id'),
        },
      };
    };
    const passwordsShown = async (running: RunningApi): Promise<Array<string | null>> => {
      const token = await running.signIn('admin@ambient.demo', DEMO_PASSWORD);
      const shown: Array<string | null> = [];
      for (const id of kioskIds) {
        const answer = await typedApi(running.url).get('/api/kiosks/{id}', { path: { id }, token });
        shown.push(answer.json.kiosk.teamviewerPassword);
      }
      return shown;
    };

    beforeAll(async () => {
      const own = await ownDatabase(engine);
      drop = own.drop;
      existing = { databaseUrl: own.databaseUrl, pgliteDir: own.pgliteDir };
      api = await start(keyA);
      const token = await api.signIn('admin@ambient.demo', DEMO_PASSWORD);
      const typed = typedApi(api.url);
      const created = await Promise.all(
        PASSWORDS.map((password, i) =>
          typed.post('/api/kiosks', { body: kiosk(`AB22-ROT00${i}`, password), token }),
        ),
      );
      kioskIds = created.map((answer) => answer.json.kiosk.id);
      // A save that changes another field keeps the sealed password: two events share it.
      const first = created[0]!.json.kiosk;
      const renamed = {
        ...kiosk('AB22-ROT000', PASSWORDS[0]!),
        name: 'Abby Renamed',
        updateLevel: first.updateLevel,
        ambientInvitationIds: first.ambientInvitationIds,
      };
      expect(
        (await typed.put('/api/kiosks/{id}', { path: { id: first.id }, body: renamed, token })).status,
      ).toBe(200);
      expect(await passwordsShown(api)).toEqual(PASSWORDS);
      before = await readEverything(api);
      // From now on the database holds the API's data: it is not seeded again.
      existing = { ...existing, seeded: true };
    }, 180_000);

    afterAll(async () => {
      await api?.close();
      await drop();
    });

    if (engine.name === 'PGlite')
      it('refuses while the API holds the database files', async () => {
        await expect(rotate(keyA, { DATA_ENCRYPTION_KEY: keyB })).rejects.toBeInstanceOf(
          PgliteFilesInUseError,
        );
      });

    it('refuses, changing nothing, when the old key does not open the rows or is the new one', async () => {
      await api!.close();
      api = null;
      const stored = await sealedRows();
      const wrong = rotate(keyC, { DATA_ENCRYPTION_KEY: keyB });
      await expect(wrong).rejects.toBeInstanceOf(KeyRotationRefused);
      await expect(wrong).rejects.toThrow(`The old data key (${idOf(keyC)}) does not open`);
      await expect(rotate(keyA, { DATA_ENCRYPTION_KEY: keyA })).rejects.toThrow(
        'The new data key is the old one',
      );
      await expect(rotate('', { DATA_ENCRYPTION_KEY: keyB })).rejects.toThrow('Set OLD_DATA_ENCRYPTION_KEY');
      expect(await sealedRows()).toEqual(stored);
    }, 60_000);

    it('moves every key and password to the new key once; a second run finds nothing left to move', async () => {
      const first = await rotate(keyA, { DATA_ENCRYPTION_KEY: keyB });
      expect(first).toMatchObject({
        from: idOf(keyA),
        to: idOf(keyB),
        teamviewerPasswords: { resealed: 2, kept: 0 },
      });
      expect(first.personKeys.rewrapped).toBeGreaterThan(0);
      const rotated = await sealedRows();
      expect(
        new Set((rotated.keys as Array<{ data_key_id: string | null }>).map((k) => k.data_key_id)),
      ).toEqual(new Set([idOf(keyB)]));
      // The events of one kiosk still share one sealed value, which its read model row holds.
      const events = rotated.events as Array<{ p: string | null }>;
      const sealed = events.map((e) => e.p).filter((p) => p !== null);
      expect(new Set(sealed).size).toBe(2);
      const kiosks = rotated.kiosks as Array<{ id: number; teamviewer_password: string | null }>;
      expect(
        kiosks
          .filter((k) => kioskIds.includes(k.id))
          .map((k) => k.teamviewer_password)
          .sort(),
      ).toEqual([...new Set(sealed)].sort());

      const again = await rotate(keyA, { DATA_ENCRYPTION_KEY: keyB });
      expect(again).toEqual({
        from: idOf(keyA),
        to: idOf(keyB),
        personKeys: { rewrapped: 0, kept: first.personKeys.rewrapped + first.personKeys.kept },
        teamviewerPasswords: { resealed: 0, kept: 2 },
      });
      expect(await sealedRows()).toEqual(rotated);
    }, 60_000);

    it('an API with the new key reads every event, name and password, and a rebuild gives the same rows', async () => {
      api = await start(keyB);
      expect(await readEverything(api)).toEqual(before);
      await api.app.get(ProjectionRunner).rebuild();
      expect(await readEverything(api)).toEqual(before);
      expect(await passwordsShown(api)).toEqual(PASSWORDS);
      await api.close();
      api = null;
    }, 120_000);

    it('rotates to a key file made in the data folder when DATA_ENCRYPTION_KEY is unset', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'ambient-rotate-'));
      const report = await rotate(keyB, { DATA_DIR: dataDir });
      const fileKey = readFileSync(dataKeyFile(dataDir), 'utf8');
      expect(report).toMatchObject({
        from: idOf(keyB),
        to: idOf(fileKey),
        teamviewerPasswords: { resealed: 2 },
      });
      const rotated = await sealedRows();
      expect(
        new Set((rotated.keys as Array<{ data_key_id: string | null }>).map((k) => k.data_key_id)),
      ).toEqual(new Set([idOf(fileKey)]));
    }, 60_000);

    it('an API with the first key is refused at start and told what to run', async () => {
      await expect(start(keyA)).rejects.toThrow(
        new RegExp(
          `data encryption key \\(${idOf(keyA)}\\) does not open the people's keys.*npm run keys:rotate`,
        ),
      );
    }, 60_000);
  });
}
