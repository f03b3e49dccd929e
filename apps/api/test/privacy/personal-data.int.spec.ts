/**
 * People's personal data is sealed in the log under each person's own key, and erasing a person
 * destroys the key (decision 0024): the stored events are read here as raw JSON, then through
 * the event store, the API and a rebuild of every read model.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import pg from 'pg';
import { DataSource } from 'typeorm';
import {
  ERASED_NAME,
  erasedEmail,
  type Kiosk,
  type KioskPayload,
  type Resident,
  type ResidentPayload,
} from '@ambient/core';
import { EVENT_STORE, ProjectionRunner, type EventStore, type RecordedEvent } from '@ambient/event-sourcing';
import { DEMO_ACCOUNTS } from '../../src/seed/demo-data.js';
import { eventHead, refusal } from '../support/api-calls.js';
import { DEMO_PASSWORD, pngOf, startApi, type RunningApi } from '../support/api-app.js';
import { databaseEngines } from '../support/databases.js';
import { typedApi, type TypedApi } from '../support/typed-api.js';

const PHONE = '(514) 555-0142';
/** The erased resident's name, as unlike any other text here as a name can be. */
const NAME = { firstName: 'Zephyrine', lastName: 'Quellec' };

/** Every file under `dir`, with its path. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

for (const engine of databaseEngines()) {
  describe(`personal data sealed in the log, and erased, on ${engine.name}`, () => {
    let api: RunningApi;
    const tokens: Record<string, string> = {};
    /** The user erased below, with what they were before. */
    let erasedUser: { id: string; email: string; name: string };
    /** A resident erased below, one kept, and one erased while a table cannot be rewritten. */
    let erasedResident: Resident;
    let keptResident: Resident;
    let lockedOutResident: Resident;
    let genie: Kiosk;
    /**
     * What the erased resident kept before: an uploaded picture, and the key it was stored under;
     * and the file each table of the database was in before the erasures.
     */
    const content: { upload?: Buffer; keys?: string[]; filenodes?: Map<string, string> } = {};

    let typed: TypedApi;
    const eraseResident = (id: number, who = 'admin') =>
      typed.delete('/api/residents/{id}/personal-data', { path: { id }, token: tokens[who] });
    const eraseUser = (id: string, language?: string) =>
      typed.delete('/api/users/{id}/personal-data', { path: { id }, token: tokens.admin, language });
    const saveResident = (id: number, body: ResidentPayload) =>
      typed.put('/api/residents/{id}', { path: { id }, body, token: tokens.admin });
    const raw = async (sql: string, params: unknown[] = []): Promise<Array<Record<string, unknown>>> =>
      (await api.app.get(DataSource).query(sql, params)) as Array<Record<string, unknown>>;
    const storedText = async (): Promise<string> =>
      (await raw('SELECT data::text AS d FROM event_store ORDER BY global_position'))
        .map((r) => r.d)
        .join('\n');
    const store = (): EventStore => api.app.get<EventStore>(EVENT_STORE);
    const readModels = async (): Promise<Record<string, unknown[]>> => {
      const out: Record<string, unknown[]> = {};
      for (const table of api.app.get(ProjectionRunner).registered.flatMap((p) => p.tables))
        out[table] = await raw(`SELECT * FROM "${table}" ORDER BY 1`);
      return out;
    };
    /** The file each table of the product is kept in (a rewrite moves it to a new one). */
    const filenodes = async (): Promise<Map<string, string>> =>
      new Map(
        (
          await raw(
            `SELECT relname, pg_relation_filenode(oid)::text AS node FROM pg_class
              WHERE relnamespace = 'public'::regnamespace AND relkind = 'r'`,
          )
        ).map((row) => [String(row.relname), String(row.node)]),
      );
    /**
     * Which of `texts` the files of each table of the product (the table's, its TOAST table's and
     * their indexes') hold as stored, whether in a live row or in one deleted or updated, once
     * every page changed in memory is written to the files (a checkpoint): `table: text` each.
     */
    const heldInFiles = async (texts: readonly string[]): Promise<string[]> => {
      await raw('CHECKPOINT');
      const rows = await raw(
        `WITH files AS (
           SELECT t.relname AS name, pg_read_binary_file(pg_relation_filepath(c.oid)) AS bytes FROM pg_class t
             JOIN pg_class c ON c.oid = t.oid OR c.oid = t.reltoastrelid
               OR c.oid IN (SELECT indexrelid FROM pg_index WHERE indrelid IN (t.oid, t.reltoastrelid))
            WHERE t.relnamespace = 'public'::regnamespace AND t.relkind = 'r')
         SELECT DISTINCT name || ': ' || text AS found FROM files, unnest($1::text[]) AS text
          WHERE position(convert_to(text, 'UTF8') IN bytes) > 0 ORDER BY 1`,
        [texts],
      );
      return rows.map((row) => String(row.found));
    };
    const residentOf = async (id: number): Promise<Resident> =>
      (await typed.get('/api/residents/{id}', { path: { id }, token: tokens.admin })).json.resident;
    const payloadOf = (resident: Resident): ResidentPayload => ({
      firstName: resident.firstName,
      lastName: resident.lastName,
      kioskTypeId: resident.kioskTypeId ?? 1,
      kioskId: resident.kioskId,
      languageId: resident.languageId,
      bluetoothBeaconId: resident.bluetoothBeaconId,
      uwbTagId: resident.uwbTagId,
    });

    beforeAll(async () => {
      api = await startApi(engine);
      typed = typedApi(api.url);
      tokens.admin = await api.signIn('admin@ambient.demo', DEMO_PASSWORD);
      tokens.kioskManager = await api.signIn('kiosk.manager@ambient.demo', DEMO_PASSWORD);
      const user = (await raw(`SELECT id, email, name FROM users WHERE id = 'ambient|demo-2'`))[0] as {
        id: string;
        email: string;
        name: string;
      };
      erasedUser = user;
      tokens.erased = await api.signIn(user.email, DEMO_PASSWORD);
      const residents = (
        await typed.get('/api/residents/manager', { query: { pageSize: 10 }, token: tokens.admin })
      ).json.residents;
      // A Genie resident, who has a media library, albums and messages to lose with their name.
      const genieResident = residents.find((r) => r.kioskTypeId === 2) ?? residents[0]!;
      erasedResident = await residentOf(genieResident.id);
      keptResident = await residentOf(residents.find((r) => r.id !== genieResident.id)!.id);
      lockedOutResident = residents.find((r) => r.id !== genieResident.id && r.id !== keptResident.id)!;
      const created = await typed.post('/api/kiosks', {
        body: {
          serialNumber: 'GN-PRIV01',
          name: 'Genie Privacy',
          description: null,
          kioskTypeId: 2,
          phidgetVersion: null,
          facilityId: 0,
          languageId: 1,
          contactUserId: user.id,
          contactPhone: PHONE,
        } satisfies KioskPayload,
        token: tokens.admin,
      });
      expect(created.status).toBe(200);
      genie = created.json.kiosk;
    }, 120_000);

    afterAll(async () => {
      await api.close();
    });

    it('stores no name, email, phone or picture of a person in clear', async () => {
      const stored = await storedText();
      const residents = (await raw('SELECT first_name, last_name FROM residents')) as Array<{
        first_name: string;
        last_name: string;
      }>;
      const users = (await raw('SELECT email, name FROM users')) as Array<{ email: string; name: string }>;
      expect(users.length).toBeGreaterThanOrEqual(DEMO_ACCOUNTS.length);
      const inClear = [
        ...users.flatMap((u) => [u.email, u.name]),
        ...residents.map((r) => `${r.first_name}", `),
        ...residents.filter((r) => r.last_name.length > 0).map((r) => `"${r.last_name}"`),
        PHONE,
        'data:image',
      ].filter((text) => stored.toLowerCase().includes(text.toLowerCase()));
      expect(inClear).toEqual([]);
      expect(
        await raw(
          `SELECT type, count(*)::int AS n FROM event_store WHERE data ? '$personal' GROUP BY type ORDER BY type`,
        ),
      ).toEqual(
        expect.arrayContaining([
          { type: 'KioskRegistered', n: 1 },
          { type: 'ResidentAdmitted', n: expect.any(Number) },
          { type: 'UserRegistered', n: users.length },
        ]),
      );
    });

    it('reads every event back as it was written', async () => {
      const [registered] = await store().readStream(`user-${erasedUser.id}`);
      expect(registered?.data).toMatchObject({ email: erasedUser.email, name: erasedUser.name });
      expect(registered?.data).not.toHaveProperty('$personal');
      const [kiosk] = await store().readStream(`kiosk-${genie.id}`);
      expect(kiosk?.data).toMatchObject({ contactUserId: erasedUser.id, contactPhone: PHONE });
      expect(genie.contactPhone).toBe(PHONE);
    });

    it('lets only an admin erase, never themselves nor someone who does not exist, appending nothing', async () => {
      const head = await eventHead(api);
      expect((await eraseResident(erasedResident.id, 'kioskManager')).status).toBe(403);
      expect(await eraseUser('ambient|admin')).toEqual(
        refusal(422, 'You cannot erase your own personal data.'),
      );
      expect(await eraseUser('ambient|admin', 'fr')).toEqual(
        refusal(422, 'Vous ne pouvez pas effacer vos propres données personnelles.'),
      );
      expect((await eraseUser('nobody')).status).toBe(404);
      expect((await eraseResident(999999)).status).toBe(404);
      expect((await eraseResident(0)).status).toBe(400);
      expect(await eventHead(api)).toBe(head);
    });

    it('erases a resident and a user: their events and read models read as erased, everyone else as before', async () => {
      const others = await raw(`SELECT id, email, name FROM users WHERE id <> $1 ORDER BY id`, [
        erasedUser.id,
      ]);
      // A picture the resident had uploaded, kept in their folder: it goes with them.
      const pictures = join(api.config.dataDir, 'media', 'residents', String(erasedResident.id));
      mkdirSync(pictures, { recursive: true });
      writeFileSync(join(pictures, 'portrait.png'), await pngOf(400, 400));
      // What the resident keeps elsewhere, naming them: their library, an album, a message.
      const { firstName, lastName } = NAME;
      expect((await saveResident(erasedResident.id, { ...payloadOf(erasedResident), ...NAME })).status).toBe(
        200,
      );
      content.upload = await pngOf(480, 420);
      // A multipart upload: sent as a form, outside the typed JSON calls.
      const form = new FormData();
      form.append('file', new Blob([content.upload]), `${firstName}.png`);
      form.append('metadata', JSON.stringify([{ title: `${firstName} at the lake`, description: lastName }]));
      const uploaded = await fetch(`${api.url}/api/mediaitems/resident/${erasedResident.id}/upload/images`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.admin}` },
        body: form,
      });
      expect(uploaded.status).toBe(200);
      const mediaItem = (
        (await uploaded.json()) as { uploadResults: Array<{ mediaItem: { mediaItemId: number } }> }
      ).uploadResults[0]!.mediaItem;
      const album = await typed.post('/api/residentplaylists', {
        body: {
          residentId: erasedResident.id,
          name: `${firstName} in summer`,
          description: `The ${lastName} family`,
        },
        token: tokens.admin,
      });
      expect(album.status).toBe(200);
      const albumId = album.json.playlist.id;
      expect(
        (
          await typed.post('/api/residentplaylistblobs/bulk', {
            body: { playlistId: albumId, mediaItemIds: [mediaItem.mediaItemId] },
            token: tokens.admin,
          })
        ).status,
      ).toBe(200);
      // A multipart message: sent as a form, outside the typed JSON calls.
      const message = new FormData();
      message.append('residentId', String(erasedResident.id));
      message.append('textMessage', `Dear ${firstName}, the garden misses you`);
      message.append('messageTypeId', '1');
      const sent = await fetch(`${api.url}/api/messages/upload/text-only`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.admin}` },
        body: message,
      });
      expect(sent.status).toBe(200);
      content.keys = (
        await raw(`SELECT blob_key FROM media_items WHERE id = $1`, [mediaItem.mediaItemId])
      ).map((row) => String(row.blob_key));
      expect(content.keys).toHaveLength(1);
      content.filenodes = await filenodes();

      expect((await eraseResident(erasedResident.id)).status).toBe(200);
      expect(existsSync(pictures)).toBe(false);
      // Their library, albums and messages went with them.
      expect(
        (
          await typed.get('/api/mediaitems/resident/{residentId}', {
            path: { residentId: erasedResident.id },
            token: tokens.admin,
          })
        ).json,
      ).toMatchObject({ total: 0 });
      expect(await raw('SELECT id FROM memory_albums WHERE resident_id = $1', [erasedResident.id])).toEqual(
        [],
      );
      expect(await raw('SELECT id FROM messages WHERE resident_id = $1', [erasedResident.id])).toEqual([]);
      expect((await eraseUser(erasedUser.id)).status).toBe(200);

      const [admitted] = await store().readStream(`resident-${erasedResident.id}`);
      expect(admitted?.data).toMatchObject({ firstName: ERASED_NAME, lastName: '', pictureBase64: null });
      const [registered] = await store().readStream(`user-${erasedUser.id}`);
      expect(registered?.data).toMatchObject({
        email: erasedEmail(erasedUser.id),
        name: ERASED_NAME,
        nickname: '',
        picture: null,
      });
      expect((await store().readStream(`kiosk-${genie.id}`))[0]?.data).toMatchObject({ contactPhone: null });

      expect(await residentOf(erasedResident.id)).toMatchObject({
        name: ERASED_NAME,
        firstName: ERASED_NAME,
        lastName: '',
        pictureBase64: null,
        kioskId: erasedResident.kioskId,
      });
      expect(await residentOf(keptResident.id)).toEqual(keptResident);
      expect(
        await raw('SELECT email, name, nickname, picture FROM users WHERE id = $1', [erasedUser.id]),
      ).toEqual([{ email: erasedEmail(erasedUser.id), name: ERASED_NAME, nickname: '', picture: null }]);
      expect(
        await raw(`SELECT id, email, name FROM users WHERE id <> $1 ORDER BY id`, [erasedUser.id]),
      ).toEqual(others);
      expect(
        (await typed.get('/api/kiosks/{id}', { path: { id: genie.id }, token: tokens.admin })).json.kiosk
          .contactPhone,
      ).toBeNull();
      expect(
        await raw('SELECT subject, wrapped_key FROM person_keys WHERE subject = ANY($1) ORDER BY subject', [
          [`resident-${erasedResident.id}`, `user-${erasedUser.id}`],
        ]),
      ).toEqual([
        { subject: `resident-${erasedResident.id}`, wrapped_key: null },
        { subject: `user-${erasedUser.id}`, wrapped_key: null },
      ]);
    });

    it('rewrites the tables the erasures touched: their files hold nothing of the erased resident, not even in deleted rows', async () => {
      // Read byte by byte where the database lets its files be read (a superuser, as PGlite's and CI's).
      const [role] = await raw(
        `SELECT rolsuper OR pg_has_role(current_user, 'pg_read_server_files', 'MEMBER') AS reads
           FROM pg_roles WHERE rolname = current_user`,
      );
      if (role?.reads === true) {
        const words = Object.values(NAME);
        expect(await heldInFiles([...words, ...words.map((word) => word.toLowerCase())])).toEqual([]);
      } else
        console.info(
          `${engine.name}: this role cannot read the database's files; their bytes are not checked.`,
        );
      // Each table whose rows an erasure deleted or updated is written anew, in a file of its own.
      const before = content.filenodes!;
      const rewritten = [...(await filenodes())]
        .filter(([table, node]) => before.get(table) !== node)
        .map(([table]) => table);
      expect(rewritten).toEqual(
        expect.arrayContaining([
          'residents',
          'users',
          'kiosks',
          'media_items',
          'memory_albums',
          'messages',
          'person_keys',
          'credentials',
          'idempotency_keys',
        ]),
      );
      expect(rewritten).not.toContain('event_store');
    });

    // PGlite has one connection: nothing else can hold a table's lock while the API rewrites it,
    // so this case exists on PostgreSQL only.
    if (engine.name === 'PostgreSQL')
      it('erases all the same when a table cannot be rewritten, and says so in the log', async () => {
        const before = await filenodes();
        const holder = new pg.Client({ connectionString: api.config.databaseUrl! });
        await holder.connect();
        const warned = jest.spyOn(Logger.prototype, 'warn');
        try {
          // A long read of the residents: their rewrite waits for its lock, then gives up.
          await holder.query('BEGIN');
          await holder.query('LOCK TABLE residents IN ACCESS SHARE MODE');
          expect((await eraseResident(lockedOutResident.id)).status).toBe(200);
          expect((await residentOf(lockedOutResident.id)).name).toBe(ERASED_NAME);
          expect(warned).toHaveBeenCalledWith(
            expect.stringMatching(
              new RegExp(
                `^The table residents was not rewritten after the erasure of resident-${lockedOutResident.id} .*VACUUM FULL residents`,
              ),
            ),
          );
        } finally {
          warned.mockRestore();
          await holder.query('ROLLBACK');
          await holder.end();
        }
        // The others were rewritten.
        const after = await filenodes();
        expect(after.get('residents')).toBe(before.get('residents'));
        expect(after.get('person_keys')).not.toBe(before.get('person_keys'));
      });

    it('leaves nothing of the erased resident in clear in any table or stored file', async () => {
      const tables = await raw(
        `SELECT table_schema AS s, table_name AS t FROM information_schema.tables
          WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
      );
      expect(tables.length).toBeGreaterThan(20);
      const found: string[] = [];
      for (const { s: schema, t: table } of tables) {
        const rows = await raw(`SELECT r::text AS row FROM "${String(schema)}"."${String(table)}" r`);
        for (const { row } of rows)
          for (const word of Object.values(NAME))
            if (String(row).toLowerCase().includes(word.toLowerCase()))
              found.push(`${String(table)}: ${word}`);
      }
      expect(found).toEqual([]);
      const files = filesUnder(api.config.dataDir);
      expect(files.length).toBeGreaterThan(0);
      const stored = files.filter((path) => {
        if (content.keys!.some((key) => path.includes(key.replace(/\.[^.]*$/, '')))) return true;
        if (statSync(path).size > 20_000_000) return false;
        const bytes = readFileSync(path);
        return (
          bytes.equals(content.upload!) ||
          Object.values(NAME).some((word) => bytes.includes(Buffer.from(word)))
        );
      });
      expect(stored).toEqual([]);
    });

    it('ends the erased user’s sessions and forgets their password', async () => {
      expect((await typed.get('/api/users/me', { token: tokens.erased })).status).toBe(401);
      expect(await raw('SELECT user_id FROM credentials WHERE user_id = $1', [erasedUser.id])).toEqual([]);
      await expect(api.signIn(erasedUser.email, DEMO_PASSWORD)).rejects.toThrow(/did not reach/);
    });

    it('rebuilds every read model to what the live projections show, the erased people erased', async () => {
      const live = await readModels();
      await api.app.get(ProjectionRunner).rebuild();
      expect(await readModels()).toEqual(live);
      expect((await residentOf(erasedResident.id)).name).toBe(ERASED_NAME);
      expect(await residentOf(keptResident.id)).toEqual(keptResident);
    });

    it('reads the log ahead, batch by batch, as it reads it at once: opened, erased and kept alike', async () => {
      // On PostgreSQL a thread of its own reads the batches and opens what it can (a rebuild's read).
      const whole = await store().readAll(0n, 1_000_000);
      const batches: RecordedEvent[][] = [];
      for await (const batch of store().readAhead!(0n, 50)) batches.push(batch);
      expect(batches.slice(0, -1).every((batch) => batch.length === 50)).toBe(true);
      expect(batches.flat()).toEqual(whole);
      const erased = whole.find((event) => event.streamId === `user-${erasedUser.id}`);
      expect(erased?.data).toMatchObject({ email: erasedEmail(erasedUser.id), name: ERASED_NAME });
      const kept = whole.find((event) => event.streamId === `resident-${keptResident.id}`);
      expect(kept?.data).toMatchObject({ firstName: keptResident.firstName });
      // Stopping early stops the reading.
      for await (const batch of store().readAhead!(0n, 10)) if (batch.length > 0) break;
    });

    it('refuses to erase twice, or to record an erased person’s data again, appending nothing', async () => {
      const head = await eventHead(api);
      expect(await eraseResident(erasedResident.id)).toEqual(
        refusal(409, 'The personal data of this person has already been erased.'),
      );
      const renamed = await saveResident(erasedResident.id, {
        ...payloadOf(await residentOf(erasedResident.id)),
        firstName: 'Someone',
        lastName: 'Else',
      });
      expect(renamed).toEqual(
        refusal(409, 'The personal data of this person has been erased: it cannot be recorded again.'),
      );
      expect(await eventHead(api)).toBe(head);
      // What is not personal still changes: the erased resident moves, still erased.
      const erased = await residentOf(erasedResident.id);
      const moved = await saveResident(erasedResident.id, {
        ...payloadOf(erased),
        languageId: erased.languageId === 1 ? 2 : 1,
      });
      expect(moved.status).toBe(200);
      expect(moved.json.resident.name).toBe(ERASED_NAME);
    });
  });
}
