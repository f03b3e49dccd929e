import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { enMessages, type Kiosk, type ResidentPayload } from '@ambient/core';
import { EVENT_STORE, type EventStore } from '@ambient/event-sourcing';
import { UsersReader } from '../../src/users/users.reader.js';
import { Credentials } from '../../src/users/credentials.js';
import { refusal, eventHead, type Json } from '../support/api-calls.js';
import { findIn, typedApi, type TypedApi } from '../support/typed-api.js';
import { featureEngines } from '../support/databases.js';
import { DEMO_PASSWORD, pngOf, startApi, type RunningApi } from '../support/api-app.js';

for (const engine of featureEngines()) {
  describe(`residents on ${engine.name}`, () => {
    let api: RunningApi;
    const tokens: Record<string, string> = {};
    let abby: Kiosk;
    let genie: Kiosk;

    let typed: TypedApi;
    const refused = (errorMessage: string, status = 422) => refusal(status, errorMessage);
    const head = (): Promise<bigint> => eventHead(api);
    const refused404 = (errorMessage: string) => refusal(404, errorMessage);
    const abbyResident = (): ResidentPayload => ({
      firstName: ' Rose ',
      lastName: 'Tremblay',
      kioskTypeId: 1,
      kioskId: abby.id,
      languageId: 2,
      bluetoothBeaconId: '4242',
      uwbTagId: '',
    });

    beforeAll(async () => {
      api = await startApi(engine);
      typed = typedApi(api.url);
      for (const [key, email] of [
        ['admin', 'admin@ambient.demo'],
        ['kioskManager', 'kiosk.manager@ambient.demo'],
        ['family', 'family@ambient.demo'],
      ] as const) {
        tokens[key] = await api.signIn(email, DEMO_PASSWORD);
      }
      const kiosks = (await typed.get('/api/kiosks/manager', { token: tokens.admin })).json.kiosks;
      abby = findIn(kiosks, (k) => k.name === 'Abby 004');
      genie = findIn(kiosks, (k) => k.name === 'Genie 006');
    }, 120_000);

    afterAll(async () => {
      await api.close();
    });

    it('admits an Abby resident with gender M and game difficulty 1', async () => {
      const created = await typed.post('/api/residents', { body: abbyResident(), token: tokens.admin });
      expect(created.status).toBe(200);
      expect(created.json).toMatchObject({
        isEmailSent: false,
        resident: {
          firstName: 'Rose',
          lastName: 'Tremblay',
          name: 'Rose Tremblay',
          gender: 'M',
          gameDifficultyLevel: 1,
          bluetoothBeaconId: 4242,
          uwbTagId: null,
          kioskTypeId: 1,
          languageId: 2,
        },
      });
      expect(created.json.resident.kiosk).toMatchObject({
        id: abby.id,
        facility: { geographicalDescription: 'Montréal, QC' },
      });
    });

    it('refuses each broken rule with its message and appends nothing', async () => {
      const before = await head();
      /** A resident added as the admin, with one field of the valid payload changed. */
      const create = (change: Partial<ResidentPayload>) =>
        typed.post('/api/residents', { body: { ...abbyResident(), ...change }, token: tokens.admin });
      expect(await create({ firstName: ' ' })).toEqual(refused('Value is required'));
      expect(await create({ firstName: 'x'.repeat(51) })).toEqual(
        refused('Value cannot exceed 50 characters'),
      );
      expect(await create({ lastName: 'x'.repeat(51) })).toEqual(
        refused('Value cannot exceed 50 characters'),
      );
      expect(await create({ kioskId: null })).toEqual(refused('Selection is required'));
      expect(await create({ languageId: null })).toEqual(refused('Selection is required'));
      expect(await create({ bluetoothBeaconId: '' })).toEqual(refused('Value is required'));
      expect(await create({ bluetoothBeaconId: '12ab' })).toEqual(refused('Value must be numeric'));
      expect(await create({ uwbTagId: '12345678901' })).toEqual(refused('Value cannot exceed 10 characters'));
      expect(await create({ kioskId: genie.id })).toEqual(refused('Choose a kiosk of the resident’s type'));
      expect(await create({ contactUser: { email: 'not-an-email', name: 'Ann' } })).toEqual(
        refused('Enter a valid email'),
      );
      expect(await create({ lastName: 'Roy 2' })).toEqual(
        refused(
          'A name may contain letters, spaces, hyphens, apostrophes and periods, and starts with a letter',
        ),
      );
      expect(await create({ firstName: '<b>Rose</b>' })).toEqual(
        refused(
          'A name may contain letters, spaces, hyphens, apostrophes and periods, and starts with a letter',
        ),
      );
      expect(await head()).toBe(before);
    });

    it('takes real French and English names, hyphens, apostrophes and periods, one space between words', async () => {
      const created = await typed.post('/api/residents', {
        body: {
          ...abbyResident(),
          firstName: ' Marie-Ève ',
          lastName: "D'Amours   St. Pierre",
          bluetoothBeaconId: '4243',
        },
        token: tokens.admin,
      });
      expect(created.json.resident).toMatchObject({
        firstName: 'Marie-Ève',
        lastName: "D'Amours St. Pierre",
        name: "Marie-Ève D'Amours St. Pierre",
      });
    });

    it('finds residents by the name or the city of their kiosk’s facility, as the search box says', async () => {
      const rose = findIn(
        (await typed.get('/api/residents/manager', { query: { search: 'Rose' }, token: tokens.admin })).json
          .residents,
        (r) => r.name === 'Rose Tremblay',
      );
      const facility = rose.kiosk?.facility?.name ?? '';
      expect(facility.length).toBeGreaterThan(0);
      const names = async (search: string): Promise<string[]> =>
        (
          await typed.get('/api/residents/manager', { query: { search }, token: tokens.admin })
        ).json.residents.map((r) => r.name);
      expect(await names(facility.slice(0, 8).toLowerCase())).toContain('Rose Tremblay');
      expect(await names('montréal')).toContain('Rose Tremblay');
      expect(await names('MONTR')).toContain('Rose Tremblay');
      // Every resident found by a city lives in a facility of that city.
      const byCity = (
        await typed.get('/api/residents/manager', { query: { search: 'montréal' }, token: tokens.admin })
      ).json.residents;
      expect(byCity.length).toBeGreaterThan(0);
      for (const resident of byCity) {
        expect(
          `${resident.name} ${resident.kiosk?.name} ${resident.kiosk?.serialNumber} ${resident.kiosk?.facility?.name} ${resident.kiosk?.facility?.geographicalDescription}`.toLowerCase(),
        ).toContain('montréal');
      }
      expect(await names('no such place anywhere')).toEqual([]);
    });

    it('invites a new contact by email and connects an existing user', async () => {
      const invited = await typed.post('/api/residents', {
        body: {
          firstName: 'Paul',
          lastName: 'Gagnon',
          kioskTypeId: 2,
          kioskId: genie.id,
          languageId: 1,
          contactUser: { email: 'Nora.Gagnon@Example.org', name: 'Nora Gagnon' },
        },
        token: tokens.admin,
      });
      expect(invited.json).toMatchObject({
        isEmailSent: true,
        resident: { gender: null, gameDifficultyLevel: null, bluetoothBeaconId: null },
      });
      const residentId = invited.json.resident.id;
      const nora = await api.app.get(UsersReader).findRowByEmail('nora.gagnon@example.org');
      expect(nora).toMatchObject({
        name: 'Nora Gagnon',
        nickname: 'Nora',
        role: 'Guest',
        functionalRole: 'Guest',
        residentIds: [residentId],
      });
      expect(await api.app.get(Credentials).hashOf(nora!.id)).toBeNull();
      const outbox = join(api.config.dataDir, 'outbox');
      const mails = await Promise.all((await readdir(outbox)).map((f) => readFile(join(outbox, f), 'utf8')));
      expect(mails.some((m) => m.includes('To: nora.gagnon@example.org') && m.includes('Paul Gagnon'))).toBe(
        true,
      );
    });

    it('links an existing account only when its owner accepts the emailed link, and never an admin', async () => {
      const users = api.app.get(UsersReader);
      const familyBefore = await users.findRowByEmail('family@ambient.demo');
      const adminBefore = await users.findRowByEmail('admin@ambient.demo');
      const outbox = join(api.config.dataDir, 'outbox');
      const mailsTo = async (email: string): Promise<string[]> => {
        const files = await readdir(outbox).catch(() => [] as string[]);
        const mails = await Promise.all(files.sort().map((f) => readFile(join(outbox, f), 'utf8')));
        return mails.filter((m) => m.includes(`To: ${email}`));
      };

      // The answer is the same for an account, an admin account and an unknown email, with no id.
      const created = await Promise.all(
        ['family@ambient.demo', 'admin@ambient.demo', 'somebody.new@example.org'].map((email) =>
          typed.post('/api/residents', {
            body: {
              ...abbyResident(),
              firstName: 'Lise',
              contactUser: { email, name: 'Fiona Gagnon' },
            },
            token: tokens.admin,
          }),
        ),
      );
      for (const answer of created) {
        expect(answer.status).toBe(200);
        expect(Object.keys(answer.json).sort()).toEqual([
          'errorMessage',
          'errorSeverity',
          'isEmailSent',
          'resident',
        ]);
        expect(answer.json.isEmailSent).toBe(true);
      }
      const lise = findIn(created).json.resident.id;

      // Nothing changed on the existing accounts; the admin was only told.
      expect((await users.findRowByEmail('family@ambient.demo'))?.residentIds).toEqual(
        familyBefore?.residentIds,
      );
      expect((await users.findRowByEmail('admin@ambient.demo'))?.residentIds).toEqual(
        adminBefore?.residentIds,
      );
      expect((await mailsTo('admin@ambient.demo')).at(-1)).toContain(
        'An administration account is never linked this way',
      );
      const request = (await mailsTo('family@ambient.demo')).at(-1) ?? '';
      expect(request).toContain('Nothing changes on your account unless you accept.');
      const token = /\/acceptLink#([\w-]+)/.exec(request)?.[1] ?? '';
      expect(token).not.toBe('');

      // Nobody else can use it; the owner can, once.
      const before = await head();
      expect(
        await typed.post('/api/users/links/accept', { body: { token }, token: tokens.kioskManager }),
      ).toEqual(refused404(enMessages['link.invalid']));
      expect(
        await typed.post('/api/users/links/accept', {
          body: { token: 'x'.repeat(43) },
          token: tokens.family,
        }),
      ).toEqual(refused404(enMessages['link.invalid']));
      expect(await head()).toBe(before);
      const accepted = await typed.post('/api/users/links/accept', { body: { token }, token: tokens.family });
      expect(accepted).toEqual({
        status: 200,
        json: { errorSeverity: null, errorMessage: null, names: [expect.stringContaining('Lise')] },
      });
      expect((await users.findRowByEmail('family@ambient.demo'))?.residentIds).toContain(lise);
      expect(
        (await typed.get('/api/residents/{id}', { path: { id: lise }, token: tokens.family })).status,
      ).toBe(200);
      expect(await typed.post('/api/users/links/accept', { body: { token }, token: tokens.family })).toEqual(
        refused404(enMessages['link.invalid']),
      );

      // The emailed token is not in the event log, only its hash.
      const offered = (
        await api.app.get<EventStore>(EVENT_STORE).readStream(`user-${familyBefore?.id}`)
      ).find((e) => e.type === 'UserLinkOffered');
      expect(offered).toBeDefined();
      expect(JSON.stringify([offered?.data, offered?.metadata])).not.toContain(token);
    });

    it('keeps a family facilitator to their residents and to names and language', async () => {
      const me = (await typed.get('/api/users/me', { token: tokens.family })).json.profile;
      const mine = (await typed.get('/api/residents/manager', { token: tokens.family })).json.residents;
      expect(mine.map((r) => r.id).sort()).toEqual([...me.residentIds].sort());
      const own = findIn(mine);
      const saved = await typed.put('/api/residents/{id}', {
        path: { id: own.id },
        body: {
          firstName: 'Renamed',
          lastName: own.lastName,
          kioskTypeId: own.kioskTypeId,
          kioskId: abby.id,
          languageId: 2,
          bluetoothBeaconId: '1',
          uwbTagId: 'X',
        },
        token: tokens.family,
      });
      expect(saved.json.resident).toMatchObject({
        firstName: 'Renamed',
        kioskId: own.kioskId,
        uwbTagId: own.uwbTagId,
        languageId: 2,
      });
      const all = (await typed.get('/api/residents/manager', { token: tokens.admin })).json.residents;
      const other = findIn(all, (r) => !me.residentIds.includes(r.id));
      const before = await head();
      expect(
        (await typed.get('/api/residents/{id}', { path: { id: other.id }, token: tokens.family })).status,
      ).toBe(404);
      expect(
        (
          await typed.put('/api/residents/{id}', {
            path: { id: other.id },
            body: abbyResident(),
            token: tokens.family,
          })
        ).status,
      ).toBe(404);
      expect(
        (await typed.delete('/api/residents/{id}', { path: { id: own.id }, token: tokens.family })).status,
      ).toBe(403);
      expect(
        (await typed.post('/api/residents', { body: abbyResident(), token: tokens.family })).status,
      ).toBe(403);
      expect(await head()).toBe(before);
    });

    it('gives a kiosk manager the residents of their kiosks only', async () => {
      const ownKiosks = (
        await typed.get('/api/kiosks/manager', { token: tokens.kioskManager })
      ).json.kiosks.map((k) => k.id);
      const residents = (await typed.get('/api/residents/manager', { token: tokens.kioskManager })).json
        .residents;
      expect(residents.length).toBeGreaterThan(0);
      expect(residents.every((r) => ownKiosks.includes(r.kioskId as number))).toBe(true);
    });

    it('changes a picture of at least 400 x 400 and refuses a smaller one', async () => {
      const resident = (
        await typed.post('/api/residents', {
          body: { ...abbyResident(), firstName: 'Pic' },
          token: tokens.admin,
        })
      ).json.resident;
      const upload = async (png: Buffer) => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'r.png');
        form.append('residentId', String(resident.id));
        const response = await fetch(`${api.url}/api/residents/picture`, {
          method: 'POST',
          headers: { authorization: `Bearer ${tokens.admin}` },
          body: form,
        });
        return { status: response.status, json: (await response.json()) as Json };
      };
      expect(await upload(await pngOf(300, 450))).toEqual(
        refused('Resolution too low (300 x 450 pixels). The picture must be at least 400 x 400 pixels.'),
      );
      expect(await upload((await pngOf(500, 500)).subarray(0, 60))).toEqual(
        refused('The picture is damaged or incomplete: its pixels cannot be read.'),
      );
      expect(await upload(Buffer.from('<?php echo 1; ?>'))).toEqual(refused('The file is not an image.'));
      const ok = await upload(await pngOf(400, 420));
      expect(ok.json.base64).toMatch(/^data:image\/png;base64,iVBOR/);
      const pictures = (
        await typed.post('/api/residents/pictures/base64', {
          body: { residentIds: [resident.id] },
          token: tokens.admin,
        })
      ).json.pictures;
      expect(pictures).toEqual([{ residentId: resident.id, base64: ok.json.base64 }]);
    });

    it('adds contacts from the resident and kiosk dashboards with the role of the context', async () => {
      const me = (await typed.get('/api/users/me', { token: tokens.family })).json.profile;
      const own = (await typed.get('/api/residents/manager', { token: tokens.family })).json.residents;
      const genieResident = findIn(own, (r) => r.kioskTypeId === 2);
      const abbyResident = findIn(own, (r) => r.kioskTypeId === 1);
      const add = (
        id: number,
        email: string,
        target: 'resident' | 'kiosk',
        who: string,
        role?: 'Guest' | 'Manager',
      ) =>
        typed.post('/api/users/dashboard/{id}', {
          path: { id },
          body: { target, user: { email, name: 'Alex Martin', role } },
          token: tokens[who],
        });
      expect(
        (await add(genieResident.id, 'alex.genie@example.org', 'resident', 'family', 'Manager')).json,
      ).toEqual({
        errorSeverity: null,
        errorMessage: null,
        isEmailSent: true,
      });
      expect(await api.app.get(UsersReader).findRowByEmail('alex.genie@example.org')).toMatchObject({
        role: 'Guest',
        residentIds: [genieResident.id],
      });
      await add(abbyResident.id, 'alex.abby@example.org', 'resident', 'family');
      expect(await api.app.get(UsersReader).findRowByEmail('alex.abby@example.org')).toMatchObject({
        role: 'Manager',
        functionalRole: 'ResidentManager',
      });
      const ownKiosk = findIn(
        (await typed.get('/api/kiosks/manager', { token: tokens.kioskManager })).json.kiosks,
      );
      await add(ownKiosk.id, 'alex.kiosk@example.org', 'kiosk', 'kioskManager');
      expect(await api.app.get(UsersReader).findRowByEmail('alex.kiosk@example.org')).toMatchObject({
        role: 'Guest',
        kioskIds: [ownKiosk.id],
      });
      const other = findIn(
        (await typed.get('/api/residents/manager', { token: tokens.admin })).json.residents,
        (r) => !me.residentIds.includes(r.id),
      );
      expect((await add(other.id, 'mallory@example.org', 'resident', 'family')).status).toBe(404);
      expect(
        await typed.post('/api/users/dashboard/{id}', {
          path: { id: genieResident.id },
          body: { target: 'resident', user: { email: 'x@example.org', name: 'R2D2' } },
          token: tokens.family,
        }),
      ).toEqual(
        refused(
          'The contact’s name is required, at most 50 characters, with letters, spaces, hyphens, apostrophes and periods only',
        ),
      );
    });

    it('gives a resident the key chosen in the dialog, takes it when they move, and frees it when deleted', async () => {
      const keyTagOf = async (kioskId: number, id: number) =>
        (
          await typed.get('/api/kiosks/keytags/{kioskId}', { path: { kioskId }, token: tokens.admin })
        ).json.keyTags.find((k) => k.id === id);
      const free = await typed.post('/api/kiosks/keytags', {
        body: {
          kioskId: abby.id,
          tagId: 'KEY0000001',
          keyNum: 7,
          residentId: null,
        },
        token: tokens.admin,
      });
      expect(free.status).toBe(200);
      const keyTagId = free.json.keyTag.id;
      const created = await typed.post('/api/residents', {
        body: {
          ...abbyResident(),
          firstName: 'Keyholder',
          kioskKeyTagId: keyTagId,
        },
        token: tokens.admin,
      });
      const resident = created.json.resident;
      expect(resident.kioskKeyTagId).toBe(keyTagId);
      expect((await keyTagOf(abby.id, keyTagId))?.residentId).toBe(resident.id);
      const none = await typed.put('/api/residents/{id}', {
        path: { id: resident.id },
        body: {
          ...abbyResident(),
          firstName: 'Keyholder',
          kioskKeyTagId: -1,
        },
        token: tokens.admin,
      });
      expect(none.json.resident.kioskKeyTagId).toBeNull();
      await typed.put('/api/residents/{id}', {
        path: { id: resident.id },
        body: {
          ...abbyResident(),
          firstName: 'Keyholder',
          kioskKeyTagId: keyTagId,
        },
        token: tokens.admin,
      });
      const otherAbby = findIn(
        (await typed.get('/api/kiosks/manager', { query: { typeId: 1 }, token: tokens.admin })).json.kiosks,
        (k) => k.id !== abby.id,
      );
      const moved = await typed.put('/api/residents/{id}', {
        path: { id: resident.id },
        body: {
          ...abbyResident(),
          firstName: 'Keyholder',
          kioskId: otherAbby.id,
          kioskKeyTagId: keyTagId,
        },
        token: tokens.admin,
      });
      expect(moved.json.resident.kioskKeyTagId).toBeNull();
      expect((await keyTagOf(abby.id, keyTagId))?.residentId).toBeNull();
      await typed.put('/api/residents/{id}', {
        path: { id: resident.id },
        body: {
          ...abbyResident(),
          firstName: 'Keyholder',
          kioskKeyTagId: keyTagId,
        },
        token: tokens.admin,
      });
      expect((await keyTagOf(abby.id, keyTagId))?.residentId).toBe(resident.id);
      await typed.delete('/api/residents/{id}', { path: { id: resident.id }, token: tokens.admin });
      expect((await keyTagOf(abby.id, keyTagId))?.residentId).toBeNull();
    });

    it('records nothing when the key chosen is refused: no new resident, no change, the old key kept', async () => {
      const keyOn = async (kioskId: number, tagId: string, keyNum: number): Promise<number> =>
        (
          await typed.post('/api/kiosks/keytags', {
            body: { kioskId, tagId, keyNum, residentId: null },
            token: tokens.admin,
          })
        ).json.keyTag.id;
      const otherAbby = findIn(
        (await typed.get('/api/kiosks/manager', { query: { typeId: 1 }, token: tokens.admin })).json.kiosks,
        (k) => k.id !== abby.id,
      );
      const held = await keyOn(abby.id, 'KEPTKEY001', 3);
      const elsewhere = await keyOn(otherAbby.id, 'ELSEWHERE1', 4);
      // Key number 0 is a spare: it cannot be given to a resident.
      await keyOn(abby.id, 'SPAREKEY01', 0);
      const created = await typed.post('/api/residents', {
        body: {
          ...abbyResident(),
          firstName: 'Steady',
          kioskKeyTagId: held,
        },
        token: tokens.admin,
      });
      const resident = created.json.resident;
      expect(resident.kioskKeyTagId).toBe(held);
      const notOnKiosk = refused(enMessages['keyTag.residentNotOnKiosk']);

      const before = await head();
      expect(
        await typed.post('/api/residents', {
          body: {
            ...abbyResident(),
            firstName: 'Phantom',
            kioskKeyTagId: elsewhere,
          },
          token: tokens.admin,
        }),
      ).toEqual(notOnKiosk);
      expect(
        await typed.put('/api/residents/{id}', {
          path: { id: resident.id },
          body: {
            ...abbyResident(),
            firstName: 'Renamed',
            kioskKeyTagId: elsewhere,
          },
          token: tokens.admin,
        }),
      ).toEqual(notOnKiosk);
      expect(
        await typed.get('/api/residents/{id}/tag/{tag}', {
          path: { id: resident.id, tag: 'SPAREKEY01' },
          token: tokens.admin,
        }),
      ).toEqual(refused(enMessages['keyTag.keyNumInvalid']));
      expect(await head()).toBe(before);
      expect(
        (await typed.get('/api/residents/{id}', { path: { id: resident.id }, token: tokens.admin })).json
          .resident,
      ).toMatchObject({
        firstName: 'Steady',
        kioskKeyTagId: held,
      });
      expect(
        (await typed.get('/api/residents/manager', { query: { search: 'Phantom' }, token: tokens.admin }))
          .json.residents,
      ).toEqual([]);
    });

    it('assigns a key by its tag id and answers pictures by kiosk type', async () => {
      const tag = await typed.post('/api/kiosks/keytags', {
        body: {
          kioskId: abby.id,
          tagId: 'TAGBYID001',
          keyNum: 9,
          residentId: null,
        },
        token: tokens.admin,
      });
      const resident = (
        await typed.post('/api/residents', {
          body: { ...abbyResident(), firstName: 'Tagged' },
          token: tokens.admin,
        })
      ).json.resident;
      const tagged = await typed.get('/api/residents/{id}/tag/{tag}', {
        path: { id: resident.id, tag: 'TAGBYID001' },
        token: tokens.admin,
      });
      expect(tagged.json.resident.kioskKeyTagId).toBe(tag.json.keyTag.id);
      expect(
        await typed.get('/api/residents/{id}/tag/{tag}', {
          path: { id: resident.id, tag: 'NOSUCHTAG1' },
          token: tokens.admin,
        }),
      ).toEqual(refused('The chosen key is not one of this kiosk’s free keys.', 404));
      const genies = (
        await typed.post('/api/residents/profile/picture', {
          query: { kioskTypeId: 2 },
          token: tokens.admin,
        })
      ).json.pictures;
      const all = (
        await typed.post('/api/residents/profile/picture', {
          token: tokens.admin,
        })
      ).json.pictures;
      expect(genies.length).toBeGreaterThan(0);
      expect(all.length).toBeGreaterThan(genies.length);
      const reference = await typed.get('/api/configs/phidgets/inputs', { token: tokens.admin });
      expect(reference.json.inputs.length).toBeGreaterThan(0);
    });

    it('deletes a resident, unlinking their contacts, and frees the kiosk for deletion', async () => {
      const spare = (
        await typed.post('/api/kiosks', {
          body: {
            serialNumber: 'GN-SPARE-1',
            name: 'Spare Genie',
            kioskTypeId: 2,
            facilityId: null,
            languageId: 1,
            description: null,
          },
          token: tokens.admin,
        })
      ).json.kiosk;
      const resident = (
        await typed.post('/api/residents', {
          body: {
            firstName: 'Solo',
            lastName: 'Roy',
            kioskTypeId: 2,
            kioskId: spare.id,
            languageId: 1,
            contactUser: { email: 'solo.contact@example.org', name: 'Solo Contact' },
          },
          token: tokens.admin,
        })
      ).json.resident;
      expect(
        (await typed.delete('/api/kiosks/{id}', { path: { id: spare.id }, token: tokens.admin })).json
          .errorMessage,
      ).toBe(
        'Spare Genie still hosts a resident: Solo Roy. Delete or move the resident to another kiosk before attempting to delete this kiosk.',
      );
      expect(
        await typed.delete('/api/residents/{id}', { path: { id: resident.id }, token: tokens.admin }),
      ).toEqual({
        status: 200,
        json: { errorSeverity: null, errorMessage: null },
      });
      expect(
        (await api.app.get(UsersReader).findRowByEmail('solo.contact@example.org'))?.residentIds,
      ).toEqual([]);
      expect(
        (await typed.delete('/api/kiosks/{id}', { path: { id: spare.id }, token: tokens.admin })).status,
      ).toBe(200);
    });
  });
}
