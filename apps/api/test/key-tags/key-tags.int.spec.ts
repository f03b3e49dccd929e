import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import type { ApiPaths, KeyTag } from '@ambient/core';
import { systemContext, EVENT_STORE, type EventStore } from '@ambient/event-sourcing';
import { UnassignResidentKeyTagCommand } from '../../src/key-tags/key-tag.commands.js';
import { refusal, eventHead } from '../support/api-calls.js';
import { findIn, typedApi, type TypedApi } from '../support/typed-api.js';
import { featureEngines } from '../support/databases.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';

/** What adding or changing a mapping sends. */
type KeyTagBody = ApiPaths['/api/kiosks/keytags']['post']['requestBody']['content']['application/json'];

for (const engine of featureEngines()) {
  describe(`kiosk key/tag mappings on ${engine.name}`, () => {
    let api: RunningApi;
    let admin: string;
    let kioskManager: string;
    let domainManager: string;
    let family: string;
    let visitor: string;
    let tagCounter = 0;

    let typed: TypedApi;
    /** The calls on mappings, as the admin unless told. */
    const ofKiosk = (kioskId: number, token = admin) =>
      typed.get('/api/kiosks/keytags/{kioskId}', { path: { kioskId }, token });
    const add = (body: KeyTagBody, token = admin, language?: string) =>
      typed.post('/api/kiosks/keytags', { body, token, language });
    const change = (id: number, body: KeyTagBody, token = admin) =>
      typed.put('/api/kiosks/keytags/{id}', { path: { id }, body, token });
    const assign = (id: number, residentId: number | null, token = admin) =>
      typed.put('/api/kiosks/keytags/{id}/resident', { path: { id }, body: { residentId }, token });
    const remove = (id: number, token = admin, language?: string) =>
      typed.delete('/api/kiosks/keytags/{id}', { path: { id }, token, language });
    const head = (): Promise<bigint> => eventHead(api);
    const refused = refusal;
    const mapper = async (token = admin) => (await typed.get('/api/kiosks/keytags/mapper', { token })).json;
    /** A fresh 10-character tag id. */
    const newTag = (): string => String(9_000_000_000 + ++tagCounter);
    /** A kiosk of the admin's mapper with a resident who has no key yet, and that resident. */
    const freeResident = async (
      token = admin,
    ): Promise<{ kioskId: number; residentId: number; residentName: string }> => {
      const data = await mapper(token);
      const taken = new Set(data.keyTags.map((t) => t.residentId));
      const resident = data.residents.find(
        (r): r is typeof r & { kioskId: number } => r.kioskId !== null && !taken.has(r.id),
      );
      if (!resident) throw new Error('No free resident in the demo data');
      return { kioskId: resident.kioskId, residentId: resident.id, residentName: resident.name };
    };
    const create = async (body: KeyTagBody, token = admin): Promise<KeyTag> => {
      const created = await add(body, token);
      expect(created).toMatchObject({ status: 200, json: { errorSeverity: null } });
      return created.json.keyTag;
    };

    beforeAll(async () => {
      api = await startApi(engine);
      typed = typedApi(api.url);
      [admin, kioskManager, domainManager, family, visitor] = await Promise.all([
        api.signIn('admin@ambient.demo', DEMO_PASSWORD),
        api.signIn('kiosk.manager@ambient.demo', DEMO_PASSWORD),
        api.signIn('domain.manager@ambient.demo', DEMO_PASSWORD),
        api.signIn('family@ambient.demo', DEMO_PASSWORD),
        api.signIn('visitor@ambient.demo', DEMO_PASSWORD),
      ]);
    }, 120_000);

    afterAll(async () => {
      await api.close();
    });

    describe('authentication', () => {
      const token = null;
      const id = { id: 1 };
      it.each([
        ['GET', 'kiosks/keytags/mapper', () => typed.get('/api/kiosks/keytags/mapper', { token })],
        [
          'GET',
          'kiosks/keytags/1',
          () => typed.get('/api/kiosks/keytags/{kioskId}', { path: { kioskId: 1 }, token }),
        ],
        ['POST', 'kiosks/keytags', () => typed.post('/api/kiosks/keytags', { body: {}, token })],
        [
          'PUT',
          'kiosks/keytags/1',
          () => typed.put('/api/kiosks/keytags/{id}', { path: id, body: {}, token }),
        ],
        [
          'PUT',
          'kiosks/keytags/1/resident',
          () => typed.put('/api/kiosks/keytags/{id}/resident', { path: id, body: {}, token }),
        ],
        ['DELETE', 'kiosks/keytags/1', () => typed.delete('/api/kiosks/keytags/{id}', { path: id, token })],
      ])('%s %s requires a signed-in caller', async (_method, _path, call) => {
        const { status, json } = await call();
        expect(status).toBe(401);
        expect(json.errorSeverity).toBe(1);
      });
    });

    it('documents the calls under the "key tags" OpenAPI tag', async () => {
      const docs = (await (await fetch(`${api.url}/api/docs/openapi.json`)).json()) as {
        paths: Record<string, Record<string, { tags?: string[] }>>;
      };
      expect(docs.paths['/api/kiosks/keytags/mapper']?.get?.tags).toEqual(['key tags']);
      expect(docs.paths['/api/kiosks/keytags/{id}/resident']?.put?.tags).toEqual(['key tags']);
    });

    describe('the demo data', () => {
      it('has assigned mappings with the kiosk, facility and resident they show', async () => {
        const data = await mapper();
        const assigned = data.keyTags.filter((t) => t.residentId !== null);
        expect(assigned.length).toBeGreaterThanOrEqual(5);
        expect(data.keyTags.some((t) => t.residentId === null)).toBe(true);
        for (const tag of assigned) {
          const kiosk = data.kiosks.find((k) => k.id === tag.kioskId);
          const resident = data.residents.find((r) => r.id === tag.residentId);
          expect(tag).toMatchObject({
            kioskSerialNumber: kiosk?.serialNumber,
            facilityId: kiosk?.facilityId,
            residentName: resident?.name,
          });
          expect(resident?.kioskId).toBe(tag.kioskId);
          expect(tag.tagId).toHaveLength(10);
          expect(tag.keyNum).toBeGreaterThanOrEqual(1);
        }
        expect(data.facilities.length).toBeGreaterThan(0);
        expect(data.facilities[0]).toEqual({
          id: expect.any(Number),
          name: expect.any(String),
          code: expect.stringMatching(/^F\d{4}$/),
          geographicalDescription: expect.any(String),
        });
      });
    });

    describe('search', () => {
      const searched = async (search: string, language?: string, token = admin): Promise<KeyTag[]> =>
        (await typed.get('/api/kiosks/keytags/mapper', { query: { search }, token, language })).json.keyTags;

      it('finds the unassigned mappings by the word the table shows, in the caller’s language', async () => {
        const all = (await mapper()).keyTags;
        const unassigned = all.filter((t) => t.residentId === null).map((t) => t.id);
        expect(unassigned.length).toBeGreaterThan(0);
        for (const word of ['Unassigned', 'unassig', 'UNASSIGNED']) {
          expect((await searched(word)).map((t) => t.id)).toEqual(unassigned);
        }
        for (const word of ['Non assignée', 'non assignee', 'assignée']) {
          expect((await searched(word, 'fr-CA')).map((t) => t.id)).toEqual(unassigned);
        }
        // The other language's word is not the one the caller's table shows.
        expect(await searched('Non assignée')).toEqual([]);
        expect(await searched('Unassigned', 'fr-CA')).toEqual([]);
      });

      it('finds by S/N, facility, tag id, key number and resident, within the caller’s scope', async () => {
        const all = (await mapper()).keyTags;
        const assigned = findIn(all, (t) => t.residentId !== null);
        const byResident = await searched((assigned.residentName ?? '').toLowerCase());
        expect(byResident.map((t) => t.id)).toContain(assigned.id);
        expect(byResident.every((t) => t.residentName === assigned.residentName)).toBe(true);
        expect((await searched(assigned.tagId)).map((t) => t.id)).toEqual([assigned.id]);
        expect((await searched(assigned.kioskSerialNumber)).map((t) => t.id)).toEqual(
          all.filter((t) => t.kioskSerialNumber.includes(assigned.kioskSerialNumber)).map((t) => t.id),
        );
        const facility = assigned.facilityName ?? '';
        expect((await searched(facility)).map((t) => t.id)).toEqual(
          all.filter((t) => (t.facilityName ?? '').includes(facility)).map((t) => t.id),
        );
        const mine = new Set((await mapper(kioskManager)).keyTags.map((t) => t.id));
        const theirs = await searched('Unassigned', undefined, kioskManager);
        expect(theirs.every((t) => mine.has(t.id) && t.residentId === null)).toBe(true);
        expect(await searched('')).toHaveLength(all.length);
      });
    });

    describe('scope', () => {
      it('gives a kiosk manager and a domain manager the mappings of their kiosks only', async () => {
        const all = await mapper();
        for (const token of [kioskManager, domainManager]) {
          const mine = await mapper(token);
          const kioskIds = new Set(mine.kiosks.map((k) => k.id));
          expect(mine.kiosks.length).toBeGreaterThan(0);
          expect(mine.kiosks.length).toBeLessThan(all.kiosks.length);
          expect(mine.keyTags.length).toBeGreaterThan(0);
          expect(mine.keyTags.every((t) => kioskIds.has(t.kioskId))).toBe(true);
          expect(mine.residents.every((r) => r.kioskId !== null && kioskIds.has(r.kioskId))).toBe(true);
          expect(mine.keyTags).toEqual(all.keyTags.filter((t) => kioskIds.has(t.kioskId)));
        }
      });

      it('gives family facilitators and virtual visitors nothing, and refuses their changes', async () => {
        const someTag = findIn((await mapper()).keyTags);
        for (const token of [family, visitor]) {
          expect(await mapper(token)).toEqual({
            errorSeverity: null,
            errorMessage: null,
            kiosks: [],
            residents: [],
            facilities: [],
            keyTags: [],
          });
          const before = await head();
          const forbidden = refused(403, 'You are not allowed to do this.', 1);
          // A kiosk outside the caller's scope answers as a missing one.
          expect(await ofKiosk(someTag.kioskId, token)).toEqual(
            refused(404, 'This kiosk no longer exists.', 1),
          );
          expect(await add({ kioskId: null, tagId: '', keyNum: '' }, token)).toEqual(forbidden);
          expect(await change(someTag.id, { ...someTag }, token)).toEqual(forbidden);
          expect(await remove(someTag.id, token)).toEqual(forbidden);
          expect(await head()).toBe(before);
        }
      });

      it("refuses a kiosk manager another kiosk's mappings, by id, and appends nothing", async () => {
        const mine = new Set((await mapper(kioskManager)).kiosks.map((k) => k.id));
        const all = await mapper();
        const other = findIn(all.keyTags, (t) => !mine.has(t.kioskId) && t.residentId === null);
        const otherAssigned = findIn(all.keyTags, (t) => !mine.has(t.kioskId) && t.residentId !== null);
        const otherKiosk = all.kiosks.find((k) => !mine.has(k.id));
        // Outside their scope a kiosk or a mapping answers as a missing one: ids cannot be probed.
        const noKiosk = refused(404, 'This kiosk no longer exists.', 1);
        const noMapping = refused(404, 'This Key/Tag mapping no longer exists.', 1);
        const before = await head();
        expect(await ofKiosk(other.kioskId, kioskManager)).toEqual(noKiosk);
        expect(await add({ kioskId: otherKiosk?.id, tagId: newTag(), keyNum: 5 }, kioskManager)).toEqual(
          noKiosk,
        );
        expect(await change(other.id, { ...other, keyNum: 77 }, kioskManager)).toEqual(noMapping);
        expect(await assign(otherAssigned.id, null, kioskManager)).toEqual(noMapping);
        expect(await remove(other.id, kioskManager)).toEqual(noMapping);
        // Nor move one of their own mappings to another kiosk.
        const own = findIn((await mapper(kioskManager)).keyTags, (t) => t.residentId === null);
        expect(await change(own.id, { ...own, kioskId: otherKiosk?.id }, kioskManager)).toEqual(noKiosk);
        expect(await head()).toBe(before);
      });

      it('lets a kiosk manager read and change the mappings of their kiosks', async () => {
        const data = await mapper(kioskManager);
        const kioskId = findIn(data.kiosks).id;
        const listed = await ofKiosk(kioskId, kioskManager);
        expect(listed.status).toBe(200);
        expect(listed.json.keyTags).toEqual(data.keyTags.filter((t) => t.kioskId === kioskId));
        const created = await create({ kioskId, tagId: newTag(), keyNum: 42, residentId: -1 }, kioskManager);
        expect(created).toMatchObject({ kioskId, keyNum: 42, residentId: null });
        expect((await remove(created.id, kioskManager)).status).toBe(200);
      });

      it('answers 404 for a mapping or kiosk that does not exist', async () => {
        expect(await ofKiosk(999999)).toEqual(refused(404, 'This kiosk no longer exists.', 1));
        expect(await change(999999, { kioskId: 1, tagId: newTag(), keyNum: 1 })).toEqual(
          refused(404, 'This Key/Tag mapping no longer exists.', 1),
        );
        expect(await remove(999999)).toEqual(refused(404, 'This Key/Tag mapping no longer exists.', 1));
      });
    });

    describe('create', () => {
      it('refuses every broken rule with its message and appends nothing', async () => {
        const { kioskId, residentId } = await freeResident();
        const tagId = newTag();
        const ok = { kioskId, tagId, keyNum: 5, residentId: -1 };
        const taken = findIn((await mapper()).keyTags);
        const before = await head();
        const cases: Array<[KeyTagBody, number, string]> = [
          [{ ...ok, kioskId: null }, 422, 'Selection is required'],
          [{ ...ok, kioskId: -1 }, 422, 'Selection is required'],
          [{ ...ok, tagId: '' }, 422, 'Value is required'],
          [{ ...ok, tagId: '123456789' }, 422, 'Value must contain 10 characters'],
          [{ ...ok, tagId: '12345678901' }, 422, 'Value must contain 10 characters'],
          [{ ...ok, keyNum: null }, 422, 'Value is required'],
          [{ ...ok, keyNum: 'seven' }, 422, 'Value must be positive and numeric'],
          [{ ...ok, keyNum: -3 }, 422, 'Value must be positive and numeric'],
          [{ ...ok, keyNum: 10_001 }, 422, 'Value cannot exceed 10000'],
          [{ ...ok, keyNum: 0, residentId }, 422, 'Invalid Key #'],
          [{ ...ok, tagId: taken.tagId }, 409, `The tag ${taken.tagId} is already mapped.`],
          [{ ...ok, kioskId: 999_999 }, 404, 'This kiosk no longer exists.'],
        ];
        for (const [body, status, message] of cases) {
          expect({ body, ...(await add(body)) }).toEqual({
            body,
            ...refused(status, message),
          });
        }
        expect(await add({ ...ok, tagId: 'short' }, admin, 'fr-CA')).toEqual(
          refused(422, 'La valeur doit contenir 10 caractères'),
        );
        expect(await head()).toBe(before);
      });

      it('creates unassigned whatever the form says (assigning is its own call), key 0 allowed', async () => {
        const { kioskId, residentId } = await freeResident();
        const tagId = newTag();
        // The spec's model carries an id and a facility: a new mapping takes neither (its facility is its kiosk's).
        const sent = await add({ id: -1, kioskId, tagId: ` ${tagId} `, keyNum: '12', residentId, facilityId: 99 });
        expect(sent).toMatchObject({ status: 200, json: { errorSeverity: null } });
        const created = sent.json.keyTag;
        const kiosk = (await mapper()).kiosks.find((k) => k.id === kioskId);
        expect(created).toEqual({
          id: expect.any(Number),
          kioskId,
          tagId,
          keyNum: 12,
          residentId: null,
          facilityId: kiosk?.facilityId,
          kioskSerialNumber: kiosk?.serialNumber,
          facilityName: expect.any(String),
          residentName: null,
        });
        const zero = await create({ kioskId, tagId: newTag(), keyNum: 0, residentId: null });
        expect(zero.keyNum).toBe(0);
        expect((await ofKiosk(kioskId)).json.keyTags).toEqual(expect.arrayContaining([created, zero]));
      });
    });

    describe('resident assignment', () => {
      it('assigns a resident of the kiosk, unassigns, and records each as its own event', async () => {
        const { kioskId, residentId, residentName } = await freeResident();
        const tag = await create({ kioskId, tagId: newTag(), keyNum: 3, residentId });
        const assigned = await assign(tag.id, residentId);
        expect(assigned).toMatchObject({ status: 200, json: { keyTag: { residentId, residentName } } });
        const stream = await api.app.get<EventStore>(EVENT_STORE).readStream(`keyTag-${tag.id}`);
        expect(stream.map((e) => e.type)).toEqual(['KeyTagCreated', 'KeyTagResidentAssigned']);
        // The same resident again changes nothing.
        const before = await head();
        expect((await assign(tag.id, residentId)).status).toBe(200);
        expect(await head()).toBe(before);
        const unassigned = await assign(tag.id, -1);
        expect(unassigned.json.keyTag).toMatchObject({ residentId: null, residentName: null });
      });

      it('refuses a resident of another kiosk, one who has a key, an unknown one, and key 0', async () => {
        const data = await mapper();
        const { kioskId, residentId } = await freeResident();
        const elsewhere = findIn(data.residents, (r) => r.kioskId !== kioskId);
        const holder = data.keyTags.find((t) => t.residentId !== null && t.kioskId === kioskId);
        const tag = await create({ kioskId, tagId: newTag(), keyNum: 0, residentId: null });
        const message = 'The resident must live on the mapping’s kiosk and have no other key.';
        const before = await head();
        expect(await assign(tag.id, elsewhere.id)).toEqual(refused(422, message));
        if (holder) {
          expect(await assign(tag.id, holder.residentId)).toEqual(refused(422, message));
        }
        expect(await assign(tag.id, 999_999)).toEqual(refused(404, 'This resident no longer exists.'));
        expect(await assign(tag.id, residentId)).toEqual(refused(422, 'Invalid Key #'));
        expect(await head()).toBe(before);
      });

      it('frees the key tag of a resident being deleted (the command the resident delete sends)', async () => {
        const { kioskId, residentId } = await freeResident();
        const tag = await create({ kioskId, tagId: newTag(), keyNum: 8, residentId });
        await assign(tag.id, residentId);
        await api.app.get(CommandBus).execute(new UnassignResidentKeyTagCommand(residentId, systemContext()));
        const freed = (await ofKiosk(kioskId)).json.keyTags;
        expect(freed.find((t) => t.id === tag.id)).toMatchObject({ residentId: null });
        const stream = await api.app.get<EventStore>(EVENT_STORE).readStream(`keyTag-${tag.id}`);
        expect(stream.at(-1)).toMatchObject({
          type: 'KeyTagResidentUnassigned',
          data: { residentId, reason: 'residentDeleted' },
        });
        // A resident without a key: nothing happens.
        const before = await head();
        await api.app.get(CommandBus).execute(new UnassignResidentKeyTagCommand(residentId, systemContext()));
        expect(await head()).toBe(before);
      });
    });

    describe('update', () => {
      it('changes the tag, key and kiosk of an unassigned mapping', async () => {
        const data = await mapper();
        const [first, second] = data.kiosks;
        const tag = await create({ kioskId: first?.id, tagId: newTag(), keyNum: 1 });
        const tagId = newTag();
        const updated = await change(tag.id, {
          ...tag,
          kioskId: second?.id,
          tagId,
          keyNum: 2,
          residentId: -1,
        });
        expect(updated).toMatchObject({
          status: 200,
          json: {
            keyTag: {
              id: tag.id,
              kioskId: second?.id,
              tagId,
              keyNum: 2,
              kioskSerialNumber: second?.serialNumber,
            },
          },
        });
      });

      it('locks the kiosk of an assigned mapping and keeps its key at 1 or more', async () => {
        const data = await mapper();
        const tag = findIn(data.keyTags, (t) => t.residentId !== null);
        const otherKiosk = data.kiosks.find((k) => k.id !== tag.kioskId);
        const before = await head();
        expect(await change(tag.id, { ...tag, kioskId: otherKiosk?.id })).toEqual(
          refused(422, 'The kiosk of an assigned mapping cannot change.'),
        );
        expect(await change(tag.id, { ...tag, keyNum: 0 })).toEqual(refused(422, 'Invalid Key #'));
        const taken = findIn(data.keyTags, (t) => t.id !== tag.id);
        expect(await change(tag.id, { ...tag, tagId: taken.tagId })).toEqual(
          refused(409, `The tag ${taken.tagId} is already mapped.`),
        );
        expect(await head()).toBe(before);
        // Unchanged: nothing appended.
        expect((await change(tag.id, tag)).status).toBe(200);
        expect(await head()).toBe(before);
      });
    });

    describe('delete', () => {
      it('refuses an assigned mapping, naming the resident, then deletes it once unassigned', async () => {
        const tag = findIn((await mapper()).keyTags, (t) => t.residentId !== null);
        const before = await head();
        expect(await remove(tag.id)).toEqual(
          refused(422, `This mapping is assigned to ${tag.residentName}. Unassign it before deleting it.`),
        );
        expect(await remove(tag.id, admin, 'fr')).toEqual(
          refused(
            422,
            `Cette association est assignée à ${tag.residentName}. Retirez-la avant de la supprimer.`,
          ),
        );
        expect(await head()).toBe(before);
        await assign(tag.id, null);
        expect(await remove(tag.id)).toEqual({
          status: 200,
          json: { errorSeverity: null, errorMessage: null },
        });
        expect((await mapper()).keyTags.some((t) => t.id === tag.id)).toBe(false);
        expect(await remove(tag.id)).toEqual(refused(404, 'This Key/Tag mapping no longer exists.', 1));
      });
    });
  });
}
