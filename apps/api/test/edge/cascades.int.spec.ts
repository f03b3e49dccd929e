/**
 * Cascades are one unit of work: a refused step appends nothing on any stream, and an accepted
 * one changes every stream it reaches.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { KeyTag, Kiosk, Resident } from '@ambient/core';
import { UsersReader } from '../../src/users/users.reader.js';
import { callApi, eventHead, type Answer } from '../support/api-calls.js';
import { databaseEngines } from '../support/databases.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';

for (const engine of databaseEngines()) {
  describe(`atomic cascades on ${engine.name}`, () => {
    let api: RunningApi;
    let token: string;
    const call = (method: string, path: string, body?: unknown): Promise<Answer> =>
      callApi(api.url, method, path, { body, token });

    beforeAll(async () => {
      api = await startApi(engine);
      token = await api.signIn('admin@ambient.demo', DEMO_PASSWORD);
    }, 120_000);

    afterAll(async () => {
      await api.close();
    });

    it('deletes a kiosk with its key tags, or, refused, touches neither', async () => {
      const kiosk = (
        await call('POST', 'kiosks', {
          serialNumber: 'AB-CASCADE-1',
          name: 'Cascade Abby',
          kioskTypeId: 1,
          facilityId: null,
          languageId: 1,
          description: null,
        })
      ).json.kiosk as Kiosk;
      for (const [tagId, keyNum] of [
        ['C0FFEE0001', 1],
        ['C0FFEE0002', 2],
      ] as const)
        expect((await call('POST', 'kiosks/keytags', { kioskId: kiosk.id, tagId, keyNum })).status).toBe(200);
      const resident = (
        await call('POST', 'residents', {
          firstName: 'Lise',
          lastName: 'Gagnon',
          kioskTypeId: 1,
          kioskId: kiosk.id,
          languageId: 1,
          bluetoothBeaconId: '77',
        })
      ).json.resident as Resident;

      const before = await eventHead(api);
      expect((await call('DELETE', `kiosks/${kiosk.id}`)).status).toBe(422);
      expect(await eventHead(api)).toBe(before);
      expect(((await call('GET', `kiosks/keytags/${kiosk.id}`)).json.keyTags as KeyTag[]).length).toBe(2);

      expect((await call('DELETE', `residents/${resident.id}`)).status).toBe(200);
      expect((await call('DELETE', `kiosks/${kiosk.id}`)).status).toBe(200);
      const mapper = (await call('GET', 'kiosks/keytags/mapper')).json.keyTags as KeyTag[];
      expect(mapper.filter((k) => k.kioskId === kiosk.id)).toEqual([]);
    });

    it('deletes a resident, freeing their key and unlinking their contact, in one step', async () => {
      const kiosk = (
        await call('POST', 'kiosks', {
          serialNumber: 'AB-CASCADE-2',
          name: 'Second Abby',
          kioskTypeId: 1,
          facilityId: null,
          languageId: 1,
          description: null,
        })
      ).json.kiosk as Kiosk;
      const keyTag = (
        await call('POST', 'kiosks/keytags', { kioskId: kiosk.id, tagId: 'C0FFEE0003', keyNum: 1 })
      ).json.keyTag as KeyTag;
      const resident = (
        await call('POST', 'residents', {
          firstName: 'Marc',
          lastName: 'Roy',
          kioskTypeId: 1,
          kioskId: kiosk.id,
          languageId: 1,
          bluetoothBeaconId: '78',
          kioskKeyTagId: keyTag.id,
          contactUser: { email: 'marc.contact@example.org', name: 'Marc Contact' },
        })
      ).json.resident as Resident;
      const users = api.app.get(UsersReader);
      expect((await users.findRowByEmail('marc.contact@example.org'))?.residentIds).toEqual([resident.id]);

      expect((await call('DELETE', `residents/${resident.id}`)).status).toBe(200);
      expect((await users.findRowByEmail('marc.contact@example.org'))?.residentIds).toEqual([]);
      const keyTags = (await call('GET', `kiosks/keytags/${kiosk.id}`)).json.keyTags as KeyTag[];
      expect(keyTags.map((k) => k.residentId)).toEqual([null]);
      // A second delete is refused: nothing is appended on any stream.
      const before = await eventHead(api);
      expect((await call('DELETE', `residents/${resident.id}`)).status).toBeGreaterThanOrEqual(400);
      expect(await eventHead(api)).toBe(before);
    });
  });
}
