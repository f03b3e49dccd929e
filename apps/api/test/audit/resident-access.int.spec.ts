/**
 * Who could see a resident on a date, and through which assignment (issue 14 point 3; decision
 * 0069): folded from the log as it stood then. A family facilitator linked then unlinked, a kiosk
 * manager whose kiosk changed, and a resident moved to another kiosk: the answer before and after
 * each change.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { UnlinkType, type UserPayload } from '@ambient/core';
import { callApi } from '../support/api-calls.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';
import { featureEngines } from '../support/databases.js';
import { typedApi, type TypedApi } from '../support/typed-api.js';

for (const engine of featureEngines()) {
  describe(`who could see a resident on ${engine.name}`, () => {
    let api: RunningApi;
    let admin: string;
    let family: string;
    let typed: TypedApi;

    const answerAt = async (residentId: number, at: string) => {
      const answer = await typed.get('/api/admin/access/resident/{id}', {
        path: { id: residentId },
        query: { at },
        token: admin,
      });
      expect(answer.status).toBe(200);
      return answer.json;
    };
    const person = (answer: Awaited<ReturnType<typeof answerAt>>, email: string) =>
      answer.people.find((p) => p.email === email);
    /** A moment after everything written so far (the next write is later). */
    const mark = async (): Promise<string> => {
      const at = new Date().toISOString();
      await new Promise((done) => setImmediate(done));
      return at;
    };

    beforeAll(async () => {
      api = await startApi(engine);
      typed = typedApi(api.url);
      admin = await api.signIn('admin@ambient.demo', DEMO_PASSWORD);
      family = await api.signIn('family@ambient.demo', DEMO_PASSWORD);
    }, 120_000);

    afterAll(async () => {
      await api?.close();
    });

    it('answers each route as it stood before and after each change', async () => {
      const [placed] = (await api.app
        .get(DataSource)
        .query(
          `SELECT f.id AS facility_id, f.domain_id, d.name AS domain_name FROM facilities f JOIN domains d ON d.id = f.domain_id ORDER BY f.id LIMIT 1`,
        )) as Array<{ facility_id: number; domain_id: number; domain_name: string }>;
      const kiosk = async (serialNumber: string, name: string, facilityId: number | null) =>
        (
          await typed.post('/api/kiosks', {
            body: { serialNumber, name, kioskTypeId: 2, facilityId, languageId: 1, description: null },
            token: admin,
          })
        ).json.kiosk;
      const kioskA = await kiosk('AC-ACCESS-A', 'Access Genie A', placed!.facility_id);
      const kioskB = await kiosk('AC-ACCESS-B', 'Access Genie B', null);
      const resident = {
        firstName: 'Yvette',
        lastName: 'Access',
        kioskTypeId: 2,
        kioskId: kioskA.id,
        languageId: 1,
        bluetoothBeaconId: null,
      };
      const beforeAdmission = await mark();
      const residentId = (await typed.post('/api/residents', { body: resident, token: admin })).json.resident
        .id;
      const user = async (email: string, assignment: Partial<UserPayload>) => {
        const made = await typed.post('/api/users', {
          body: { email, name: email.split('@')[0], languageId: 1, context: 'admin', ...assignment },
          token: admin,
        });
        expect(made.status).toBe(200);
        return made.json.user!.id;
      };
      const facilitator = await user('access.family@example.org', {
        functionalRole: 'ResidentManager',
        residentIds: [residentId],
      });
      const kioskManager = await user('access.kiosk@example.org', {
        functionalRole: 'KioskManager',
        kioskIds: [kioskA.id],
      });
      await user('access.domain@example.org', {
        functionalRole: 'DomainManager',
        domainIds: [placed!.domain_id],
      });
      await user('access.visitor@example.org', { functionalRole: 'Guest', residentIds: [residentId] });
      const assign = (id: string, email: string, changes: Partial<UserPayload>) =>
        typed.put('/api/users/{id}', {
          path: { id },
          body: {
            email,
            name: email.split('@')[0],
            role: 'Manager',
            languageId: 1,
            domainIds: [],
            kioskIds: [],
            residentIds: [],
            ...changes,
          },
          token: admin,
        });

      const t1 = await mark();
      // The facilitator is unlinked.
      const unlinked = await typed.post('/api/users/unlink', {
        body: { userId: facilitator, unlinkType: UnlinkType.Resident, entityId: residentId },
        token: admin,
      });
      expect(unlinked.status).toBe(200);
      const t2 = await mark();
      // The kiosk manager's kiosk changes to B.
      expect((await assign(kioskManager, 'access.kiosk@example.org', { kioskIds: [kioskB.id] })).status).toBe(
        200,
      );
      const t3 = await mark();
      // The resident moves to kiosk B (which has no facility, so no domain).
      expect(
        (
          await typed.put('/api/residents/{id}', {
            path: { id: residentId },
            body: { ...resident, kioskId: kioskB.id },
            token: admin,
          })
        ).status,
      ).toBe(200);
      const t4 = await mark();

      const atT1 = await answerAt(residentId, t1);
      expect(atT1.resident).toMatchObject({
        name: 'Yvette Access',
        kioskId: kioskA.id,
        kioskName: 'Access Genie A',
        facilityId: placed!.facility_id,
        domainId: placed!.domain_id,
        domainName: placed!.domain_name,
      });
      expect(person(atT1, 'admin@ambient.demo')).toMatchObject({
        role: 'Admin',
        grants: [{ via: 'admin', id: null, sees: ['messages', 'albums', 'picture'] }],
      });
      expect(person(atT1, 'access.family@example.org')).toMatchObject({
        role: 'ResidentManager',
        grants: [{ via: 'contact', sees: ['messages', 'albums', 'picture'] }],
      });
      expect(person(atT1, 'access.kiosk@example.org')).toMatchObject({
        role: 'KioskManager',
        grants: [{ via: 'kiosk', id: kioskA.id, name: 'Access Genie A' }],
      });
      expect(person(atT1, 'access.domain@example.org')).toMatchObject({
        role: 'DomainManager',
        grants: [{ via: 'domain', id: placed!.domain_id, name: placed!.domain_name }],
      });
      // A virtual visitor reads only the messages they sent.
      expect(person(atT1, 'access.visitor@example.org')).toMatchObject({
        role: 'Guest',
        grants: [{ via: 'contact', sees: ['ownMessages'] }],
      });
      const linkedSince = person(atT1, 'access.family@example.org')!.grants[0]!.since;
      expect(linkedSince > beforeAdmission && linkedSince < t1).toBe(true);

      // Unlinked: gone after, still there before.
      const atT2 = await answerAt(residentId, t2);
      expect(person(atT2, 'access.family@example.org')).toBeUndefined();
      expect(person(atT2, 'access.kiosk@example.org')?.grants[0]).toMatchObject({
        via: 'kiosk',
        id: kioskA.id,
      });

      // The kiosk manager's kiosk changed: no route while the resident stays on A.
      const atT3 = await answerAt(residentId, t3);
      expect(person(atT3, 'access.kiosk@example.org')).toBeUndefined();
      expect(person(atT3, 'access.domain@example.org')?.grants[0]?.via).toBe('domain');

      // The resident moved to B: the kiosk manager sees her again, since the move; no domain reaches B.
      const atT4 = await answerAt(residentId, t4);
      expect(atT4.resident).toMatchObject({ kioskId: kioskB.id, facilityId: null, domainId: null });
      const again = person(atT4, 'access.kiosk@example.org')?.grants[0];
      expect(again).toMatchObject({ via: 'kiosk', id: kioskB.id, name: 'Access Genie B' });
      expect(again!.since > t3 && again!.since < t4).toBe(true);
      expect(person(atT4, 'access.domain@example.org')).toBeUndefined();
      expect(person(atT4, 'access.visitor@example.org')?.grants[0]?.sees).toEqual(['ownMessages']);

      // Before her admission nothing was recorded of her; others than admins and auditors are refused.
      expect(
        await typed.get('/api/admin/access/resident/{id}', {
          path: { id: residentId },
          query: { at: beforeAdmission },
          token: admin,
        }),
      ).toEqual({
        status: 404,
        json: { errorSeverity: 1, errorMessage: 'Nothing was recorded of this item at that time.' },
      });
      expect(
        (await typed.get('/api/admin/access/resident/{id}', { path: { id: residentId }, token: family }))
          .status,
      ).toBe(403);
      // An id that is not a number, which the document forbids: untyped on purpose.
      expect((await callApi(api.url, 'GET', 'admin/access/resident/abc', { token: admin })).status).toBe(400);
    });
  });
}
