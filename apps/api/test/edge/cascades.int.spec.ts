/**
 * Cascades are one unit of work: a refused step appends nothing on any stream, and an accepted
 * one changes every stream it reaches.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UsersReader } from '../../src/users/users.reader.js';
import { eventHead } from '../support/api-calls.js';
import { typedApi, type TypedApi } from '../support/typed-api.js';
import { featureEngines } from '../support/databases.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';

for (const engine of featureEngines()) {
  describe(`atomic cascades on ${engine.name}`, () => {
    let api: RunningApi;
    let token: string;
    let typed: TypedApi;
    const keyTagsOf = async (kioskId: number) =>
      (await typed.get('/api/kiosks/keytags/{kioskId}', { path: { kioskId }, token })).json.keyTags;
    /** An Abby of no facility, added as the admin. */
    const newAbby = async (serialNumber: string, name: string) =>
      (
        await typed.post('/api/kiosks', {
          body: { serialNumber, name, kioskTypeId: 1, facilityId: null, languageId: 1, description: null },
          token,
        })
      ).json.kiosk;

    beforeAll(async () => {
      api = await startApi(engine);
      typed = typedApi(api.url);
      token = await api.signIn('admin@ambient.demo', DEMO_PASSWORD);
    }, 120_000);

    afterAll(async () => {
      await api.close();
    });

    it('deletes a kiosk with its key tags, or, refused, touches neither', async () => {
      const kiosk = await newAbby('AB-CASCADE-1', 'Cascade Abby');
      for (const [tagId, keyNum] of [
        ['C0FFEE0001', 1],
        ['C0FFEE0002', 2],
      ] as const)
        expect(
          (await typed.post('/api/kiosks/keytags', { body: { kioskId: kiosk.id, tagId, keyNum }, token }))
            .status,
        ).toBe(200);
      const resident = (
        await typed.post('/api/residents', {
          body: {
            firstName: 'Lise',
            lastName: 'Gagnon',
            kioskTypeId: 1,
            kioskId: kiosk.id,
            languageId: 1,
            bluetoothBeaconId: '77',
          },
          token,
        })
      ).json.resident;

      const before = await eventHead(api);
      const removeKiosk = () => typed.delete('/api/kiosks/{id}', { path: { id: kiosk.id }, token });
      expect((await removeKiosk()).status).toBe(422);
      expect(await eventHead(api)).toBe(before);
      expect((await keyTagsOf(kiosk.id)).length).toBe(2);

      expect((await typed.delete('/api/residents/{id}', { path: { id: resident.id }, token })).status).toBe(
        200,
      );
      expect((await removeKiosk()).status).toBe(200);
      const mapper = (await typed.get('/api/kiosks/keytags/mapper', { token })).json.keyTags;
      expect(mapper.filter((k) => k.kioskId === kiosk.id)).toEqual([]);
    });

    it('deletes a resident, freeing their key and unlinking their contact, in one step', async () => {
      const kiosk = await newAbby('AB-CASCADE-2', 'Second Abby');
      const keyTag = (
        await typed.post('/api/kiosks/keytags', {
          body: { kioskId: kiosk.id, tagId: 'C0FFEE0003', keyNum: 1 },
          token,
        })
      ).json.keyTag;
      const resident = (
        await typed.post('/api/residents', {
          body: {
            firstName: 'Marc',
            lastName: 'Roy',
            kioskTypeId: 1,
            kioskId: kiosk.id,
            languageId: 1,
            bluetoothBeaconId: '78',
            kioskKeyTagId: keyTag.id,
            contactUser: { email: 'marc.contact@example.org', name: 'Marc Contact' },
          },
          token,
        })
      ).json.resident;
      const removeResident = () => typed.delete('/api/residents/{id}', { path: { id: resident.id }, token });
      const users = api.app.get(UsersReader);
      expect((await users.findRowByEmail('marc.contact@example.org'))?.residentIds).toEqual([resident.id]);

      expect((await removeResident()).status).toBe(200);
      expect((await users.findRowByEmail('marc.contact@example.org'))?.residentIds).toEqual([]);
      const keyTags = await keyTagsOf(kiosk.id);
      expect(keyTags.map((k) => k.residentId)).toEqual([null]);
      // A second delete is refused: nothing is appended on any stream.
      const before = await eventHead(api);
      expect((await removeResident()).status).toBeGreaterThanOrEqual(400);
      expect(await eventHead(api)).toBe(before);
    });
  });
}
