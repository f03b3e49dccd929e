import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { enMessages, type Kiosk, type KioskPayload, type Profile } from '@ambient/core';
import { systemContext } from '@ambient/event-sourcing';
import { UserCommandMessage } from '../../src/users/user.commands.js';
import { callApi, refusal, eventHead, type Json } from '../support/api-calls.js';
import { databaseEngines } from '../support/databases.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';

const abby22: KioskPayload = {
  serialNumber: ' AB22-900001 ',
  name: '',
  description: '  ',
  kioskTypeId: 1,
  phidgetVersion: 22,
  phidgetHubSerialNumber: '123456',
  facilityId: 0,
  languageId: 1,
  subscriptionLevel: 3,
  updateLevel: 0,
  activityLevel: 0,
};

for (const engine of databaseEngines()) {
  describe(`kiosks on ${engine.name}`, () => {
    let api: RunningApi;
    const tokens: Record<string, string> = {};

    const call = async (
      method: string,
      path: string,
      body?: unknown,
      who = 'admin',
    ): Promise<{ status: number; json: Json }> => {
      return callApi(api.url, method, path, { body, token: tokens[who] });
    };
    const refused = (status: number, errorMessage: string) => refusal(status, errorMessage);
    const head = (): Promise<bigint> => eventHead(api);
    const create = async (payload: KioskPayload): Promise<Kiosk> => {
      const answer = await call('POST', 'kiosks', payload);
      expect(answer.status).toBe(200);
      return answer.json.kiosk as Kiosk;
    };
    const assignKiosks = (userId: string, kioskIds: number[]) =>
      api.app.get(CommandBus).execute(
        new UserCommandMessage(
          {
            type: 'ChangeAssignments',
            userId,
            data: { role: 'Manager', domainIds: [], facilityIds: [], kioskIds, residentIds: [] },
          },
          systemContext(),
        ),
      );

    beforeAll(async () => {
      api = await startApi(engine, { SUPER_ADMIN_IDS: 'ambient|admin' });
      for (const [key, email] of [
        ['admin', 'admin@ambient.demo'],
        ['kioskManager', 'kiosk.manager@ambient.demo'],
        ['domainManager', 'domain.manager@ambient.demo'],
        ['family', 'family@ambient.demo'],
      ] as const) {
        tokens[key] = await api.signIn(email, DEMO_PASSWORD);
      }
    }, 120_000);

    afterAll(async () => {
      await api.close();
    });

    it('registers an Abby v22 with the defaults of its kind', async () => {
      const kiosk = await create(abby22);
      expect(kiosk).toMatchObject({
        serialNumber: 'AB22-900001',
        name: 'AB22-900001',
        description: null,
        typeId: 1,
        phidgetVersion: 22,
        phidgetHubSerialNumber: 123456,
        facilityId: null,
        subscriptionLevel: 3,
        updateLevel: 15,
        activityLevel: null,
        isAutoUpdates: true,
        ambientInvitationIds: [1, 2, 4],
      });
    });

    it('clears the subscription level of a Genie and ignores a hub serial outside Phidget 22', async () => {
      const genie = await create({
        ...abby22,
        serialNumber: 'GN-900002',
        kioskTypeId: 2,
        phidgetVersion: null,
        subscriptionLevel: 2,
        contactPhone: '(514) 555-1234',
      });
      expect(genie).toMatchObject({
        subscriptionLevel: null,
        phidgetHubSerialNumber: null,
        phidgetConfigId: 1,
        updateLevel: 12,
        ambientInvitationIds: [],
        contactPhone: '(514) 555-1234',
      });
      const v21 = await create({
        ...abby22,
        serialNumber: 'AB21-900003',
        phidgetVersion: 21,
        phidgetHubSerialNumber: '99999999',
      });
      expect(v21.phidgetHubSerialNumber).toBeNull();
      expect(v21.updateLevel).toBe(8);
    });

    it("takes a place's name with digits and punctuation, normalized, and the S/N when no name is typed", async () => {
      const named = await create({ ...abby22, serialNumber: 'AB22-900010', name: '  Salon   2 (Est) ' });
      expect(named.name).toBe('Salon 2 (Est)');
      const unnamed = await create({ ...abby22, serialNumber: 'AB22-900011', name: '' });
      expect(unnamed.name).toBe('AB22-900011');
    });

    it('refuses each broken rule with its message and appends nothing', async () => {
      const before = await head();
      expect(await call('POST', 'kiosks', { ...abby22, serialNumber: '  ' })).toEqual(
        refused(422, 'S/N is required'),
      );
      expect(await call('POST', 'kiosks', { ...abby22, serialNumber: 'X'.repeat(21) })).toEqual(
        refused(422, 'S/N cannot be greater than 20 characters'),
      );
      expect(await call('POST', 'kiosks', { ...abby22, serialNumber: ' AB22-900001 ' })).toEqual(
        refused(409, 'A kiosk with the S/N AB22-900001 already exists.'),
      );
      expect(await call('POST', 'kiosks', { ...abby22, serialNumber: 'N1', name: 'n'.repeat(101) })).toEqual(
        refused(422, 'Kiosk name cannot be greater than 100 characters'),
      );
      expect(await call('POST', 'kiosks', { ...abby22, serialNumber: 'N1', name: 'Lobby <2>' })).toEqual(
        refused(
          422,
          "A name may contain letters, digits, spaces and - ' . , & ( ) / #, and starts with a letter or a digit",
        ),
      );
      expect(
        await call('POST', 'kiosks', { ...abby22, serialNumber: 'N2', phidgetHubSerialNumber: '1234567' }),
      ).toEqual(refused(422, 'Hub Serial Number cannot contain more than 6 digits'));
      expect(await call('POST', 'kiosks', { ...abby22, serialNumber: 'N3', languageId: null })).toEqual(
        refused(422, 'Language is required'),
      );
      expect(
        await call('POST', 'kiosks', {
          ...abby22,
          serialNumber: 'N4',
          kioskTypeId: 2,
          phidgetVersion: null,
          contactPhone: '+44 20 7946 0958',
        }),
      ).toEqual(refused(422, 'Enter a Canadian or US phone number of at most 20 characters'));
      expect(await head()).toBe(before);
    });

    it('saves a level of 0 as none on update, and keeps super-admin fields from others', async () => {
      const kiosk = await create({
        ...abby22,
        serialNumber: 'AB22-900004',
        teamviewerId: 'tv-1',
        isAutoUpdates: false,
      });
      expect(kiosk).toMatchObject({ teamviewerId: 'tv-1', isAutoUpdates: false });
      const updated = await call('PUT', `kiosks/${kiosk.id}`, {
        ...abby22,
        serialNumber: 'AB22-900004',
        updateLevel: 0,
        teamviewerId: 'tv-1',
        isAutoUpdates: false,
      });
      expect((updated.json.kiosk as Kiosk).updateLevel).toBeNull();
    });

    it('refuses a delete while it hosts residents, then while it has kiosk managers, in singular and plural', async () => {
      const kiosks = (await call('GET', 'kiosks/manager?search=Abby 001')).json.kiosks as Kiosk[];
      const abby001 = kiosks.find((k) => k.name === 'Abby 001') as Kiosk;
      const residents = (await call('GET', `residents/kiosk/${abby001.id}`)).json.residents as Array<{
        name: string;
      }>;
      expect(residents.length).toBeGreaterThan(1);
      const message = (await call('DELETE', `kiosks/${abby001.id}`)).json.errorMessage;
      expect(message).toBe(
        `Abby 001 is hosting ${residents.length} residents: ${residents
          .map((r) => r.name)
          .sort()
          .join(
            ', ',
          )}. Delete or move the residents to another kiosk before attempting to delete this kiosk.`,
      );

      const empty = await create({ ...abby22, serialNumber: 'AB22-900005', name: 'Spare Abby' });
      await assignKiosks('ambient|demo-3', [empty.id]);
      expect(await call('DELETE', `kiosks/${empty.id}`)).toEqual(
        refused(
          422,
          'Spare Abby still has a Kiosk Manager assigned to it: ' +
            ((await call('GET', `users/kiosk/${empty.id}/manager`)).json.users as Array<{ name: string }>)[0]
              ?.name +
            '. You must unassign Spare Abby from this user before this kiosk can be deleted.',
        ),
      );
      await assignKiosks('ambient|demo-7', [empty.id]);
      const check = await call('GET', `kiosks/${empty.id}/delete-check`);
      expect(check.status).toBe(422);
      expect(check.json.errorMessage).toMatch(
        /^Spare Abby still has 2 Kiosk Managers associated to it: .+\. You must unassign Spare Abby from all of the above users before this kiosk can be deleted\.$/,
      );
      await assignKiosks('ambient|demo-3', []);
      await assignKiosks('ambient|demo-7', []);
      expect(await call('DELETE', `kiosks/${empty.id}`)).toEqual({
        status: 200,
        json: { errorSeverity: null, errorMessage: null },
      });
      expect((await call('GET', `kiosks/${empty.id}`)).status).toBe(404);
    });

    it('keeps a kiosk manager to their kiosks, by id and in lists, appending nothing when refused', async () => {
      const own = (await call('GET', 'kiosks/manager', undefined, 'kioskManager')).json.kiosks as Kiosk[];
      expect(own).toHaveLength(6);
      const all = (await call('GET', 'kiosks/manager')).json.kiosks as Kiosk[];
      const other = all.find((k) => !own.some((o) => o.id === k.id)) as Kiosk;
      const before = await head();
      // Another's kiosk answers as a missing one: ids cannot be probed.
      const missing = refusal(404, 'This kiosk no longer exists.', 1);
      expect(await call('GET', `kiosks/${other.id}`, undefined, 'kioskManager')).toEqual(missing);
      expect(
        await call('PUT', `kiosks/${other.id}`, { ...abby22, name: 'Mine now' }, 'kioskManager'),
      ).toEqual(missing);
      expect(await call('GET', 'kiosks/999999', undefined, 'kioskManager')).toEqual(missing);
      expect((await call('POST', 'kiosks', { ...abby22, serialNumber: 'KM-1' }, 'kioskManager')).status).toBe(
        403,
      );
      expect((await call('DELETE', `kiosks/${own[0]?.id}`, undefined, 'kioskManager')).status).toBe(403);
      expect(
        (await call('GET', `kioskdashboard/${own[0]?.id}/stats`, undefined, 'kioskManager')).status,
      ).toBe(403);
      expect((await call('GET', 'kiosks/manager', undefined, 'family')).json.kiosks).toEqual([]);
      expect(await head()).toBe(before);
    });

    it('lets a kiosk manager save only the base fields of their kiosk', async () => {
      const own = (
        (await call('GET', 'kiosks/manager', undefined, 'kioskManager')).json.kiosks as Kiosk[]
      )[0] as Kiosk;
      const saved = await call(
        'PUT',
        `kiosks/${own.id}`,
        {
          ...abby22,
          serialNumber: 'HACKED-1',
          kioskTypeId: 2,
          name: 'Lobby Abby',
          description: 'By the lobby',
          languageId: 2,
        },
        'kioskManager',
      );
      expect(saved.status).toBe(200);
      expect(saved.json.kiosk).toMatchObject({
        name: 'Lobby Abby',
        description: 'By the lobby',
        serialNumber: own.serialNumber,
        typeId: own.typeId,
        languageId: own.languageId,
      });
    });

    it('refuses a domain manager a save that moves a kiosk out of their domains, before appending', async () => {
      const facilities = (await api.app
        .get(DataSource)
        .query('SELECT id, domain_id FROM facilities WHERE domain_id IS NOT NULL ORDER BY id')) as Array<{
        id: number;
        domain_id: number;
      }>;
      const manager = (await call('GET', 'users/me', undefined, 'domainManager')).json.profile as Profile;
      const own = facilities.find((f) => manager.domainIds.includes(f.domain_id)) as { id: number };
      const elsewhere = facilities.find((f) => !manager.domainIds.includes(f.domain_id)) as { id: number };
      const kiosk = await create({ ...abby22, serialNumber: 'DM-MOVE-1', facilityId: own.id });
      const payload = { ...abby22, serialNumber: 'DM-MOVE-1', name: 'Moved away' };
      const before = await head();
      const notFound = refused(404, enMessages['kiosk.facilityNotFound']);
      expect(
        await call('PUT', `kiosks/${kiosk.id}`, { ...payload, facilityId: elsewhere.id }, 'domainManager'),
      ).toEqual(notFound);
      expect(await call('PUT', `kiosks/${kiosk.id}`, { ...payload, facilityId: 0 }, 'domainManager')).toEqual(
        notFound,
      );
      expect(await head()).toBe(before);
      expect((await call('GET', `kiosks/${kiosk.id}`)).json.kiosk).toMatchObject({
        facilityId: own.id,
        name: 'DM-MOVE-1',
      });
      // Within their domains the same save goes through; an admin may put it anywhere.
      const kept = await call(
        'PUT',
        `kiosks/${kiosk.id}`,
        { ...payload, facilityId: own.id },
        'domainManager',
      );
      expect(kept.json.kiosk).toMatchObject({ facilityId: own.id, name: 'Moved away' });
      const anywhere = await call('PUT', `kiosks/${kiosk.id}`, { ...payload, facilityId: elsewhere.id });
      expect(anywhere.json.kiosk).toMatchObject({ facilityId: elsewhere.id });
    });

    it('gives a domain manager the kiosks of their domains and searches by location', async () => {
      const mine = (await call('GET', 'kiosks/manager?page=0&pageSize=5', undefined, 'domainManager')).json;
      expect(mine.total).toBe(9);
      expect((mine.kiosks as Kiosk[]).length).toBe(5);
      expect(new Set((mine.kiosks as Kiosk[]).map((k) => k.domainName))).toEqual(new Set(['Central Canada']));
      const montreal = (await call('GET', 'kiosks/manager?search=montr', undefined, 'domainManager')).json
        .kiosks as Kiosk[];
      expect(montreal.map((k) => k.facilityLocation)).toEqual([
        'Montréal, QC',
        'Montréal, QC',
        'Montréal, QC',
      ]);
    });

    it('answers the admin kiosk status and the dashboard reads', async () => {
      const kiosk = await create({
        ...abby22,
        serialNumber: 'AB22-900006',
        updateLevel: 10,
        activityLevel: 4,
      });
      const stats = await call('GET', `kioskdashboard/${kiosk.id}/stats`);
      // The latest Abby v22 level is the fleet's: levels 1 to 15 are known, and the demo's
      // released 16.zip raises it to 16, as the Fleet screen counts it.
      const fleetRow = (
        (await call('GET', 'fleet/kiosks?search=AB22-900006')).json.kiosks as Array<{
          latestUpdateLevel: number;
          updatesBehind: number;
        }>
      )[0];
      expect(fleetRow).toMatchObject({ latestUpdateLevel: 16, updatesBehind: 6 });
      expect(stats.json).toMatchObject({
        updateLevel: 10,
        maxUpdateLevel: 16,
        activityLevel: 4,
        maxActivityLevel: 10,
        mediaSyncDate: null,
        updateInstallDate: null,
      });
      const own = (
        (await call('GET', 'kiosks/manager', undefined, 'kioskManager')).json.kiosks as Kiosk[]
      )[0] as Kiosk;
      expect(
        (await call('GET', `kioskdashboard/${own.id}/manager-stats`, undefined, 'kioskManager')).json,
      ).toMatchObject({ numNewKioskMessages: 0 });
      const summaries = (
        await call('GET', `kioskdashboard/${own.id}/resident-summaries`, undefined, 'kioskManager')
      ).json.residents as unknown[];
      expect(summaries.length).toBeGreaterThan(0);
    });

    it('shows TeamViewer fields to super admins only', async () => {
      await api.app.get(CommandBus).execute(
        new UserCommandMessage(
          {
            type: 'ChangeAssignments',
            userId: 'ambient|demo-4',
            data: { role: 'Admin', domainIds: [], facilityIds: [], kioskIds: [], residentIds: [] },
          },
          systemContext(),
        ),
      );
      const demo4 = (
        await api.app
          .get(CommandBus)
          .execute(
            new UserCommandMessage({ type: 'RecordSignIn', userId: 'ambient|demo-4' }, systemContext()),
          )
      ).state as { email: string };
      tokens.plainAdmin = await api.signIn(demo4.email, DEMO_PASSWORD);
      const kiosk = await create({ ...abby22, serialNumber: 'AB22-900007', teamviewerId: 'tv-secret' });
      expect(
        ((await call('GET', `kiosks/${kiosk.id}`, undefined, 'plainAdmin')).json.kiosk as Kiosk).teamviewerId,
      ).toBeNull();
      await call(
        'PUT',
        `kiosks/${kiosk.id}`,
        { ...abby22, serialNumber: 'AB22-900007', teamviewerId: 'changed' },
        'plainAdmin',
      );
      expect(((await call('GET', `kiosks/${kiosk.id}`)).json.kiosk as Kiosk).teamviewerId).toBe('tv-secret');
    });
  });
}
