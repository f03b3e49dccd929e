/**
 * The Users API of spec 02 §7 against the running API: lists in their contexts, the dialog's
 * rules and messages, who may edit whom (each role against each target role, in and out of the
 * caller's scope), delete and unlink, and invitations followed to a first sign-in. A refused call
 * appends no event.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import {
  enMessages,
  frMessages,
  UnlinkType,
  type ApiPaths,
  type BaseRole,
  type UserPayload,
} from '@ambient/core';
import { callApi, eventHead } from '../support/api-calls.js';
import { featureEngines } from '../support/databases.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';
import { typedApi, type TypedApi } from '../support/typed-api.js';

/** An account the editors are tried against. */
interface Target {
  id: string;
  email: string;
}

const EDITORS = {
  admin: 'admin@ambient.demo',
  domainManager: 'domain.manager@ambient.demo',
  kioskManager: 'kiosk.manager@ambient.demo',
  family: 'family@ambient.demo',
  visitor: 'visitor@ambient.demo',
} as const;
type Editor = keyof typeof EDITORS;

for (const engine of featureEngines()) {
  describe(`Users API (spec 02 §7) on ${engine.name}`, () => {
    let api: RunningApi;
    const tokens = {} as Record<Editor, string>;
    let typed: TypedApi;
    const query = <T>(sql: string, params: unknown[] = []): Promise<T[]> =>
      api.app.get(DataSource).query(sql, params) as Promise<T[]>;
    const mails = async (): Promise<string[]> => {
      const outbox = join(api.config.dataDir, 'outbox');
      const files = (await readdir(outbox).catch(() => [] as string[])).sort();
      return Promise.all(files.map((file) => readFile(join(outbox, file), 'utf8')));
    };
    const linkTo = async (email: string): Promise<string> => {
      const mail = (await mails()).filter((m) => m.includes(`To: ${email}`)).at(-1) ?? '';
      return /\/setPassword#([\w.-]+)/.exec(mail)?.[1] ?? '';
    };

    /** A kiosk of the kiosk manager inside the domain manager's domain, with a resident; and a kiosk of neither. */
    let own: { kioskId: number; residentId: number };
    let foreign: { kioskId: number; residentId: number };
    /** Targets of each role on the own kiosk and on the foreign one. */
    const targets: Record<'own' | 'foreign', Record<string, Target>> = { own: {}, foreign: {} };

    const create = (who: Editor, body: Partial<UserPayload>) =>
      typed.post('/api/users', { body: { languageId: 1, ...body }, token: tokens[who] });
    type Row = {
      id: string;
      email: string;
      name: string;
      role: BaseRole;
      language_id: number | null;
      domain_ids: number[];
      kiosk_ids: number[];
      resident_ids: number[];
    };
    type ListBody = ApiPaths['/api/users/manager']['post']['requestBody']['content']['application/json'];
    type OptionsQuery = ApiPaths['/api/users/manager/options']['get']['parameters']['query'];
    /** The users' list as `who` reads it. */
    const list = (who: Editor, body: ListBody) =>
      typed.post('/api/users/manager', { body, token: tokens[who] });
    /** A picker's search as `who` makes it. */
    const options = (who: Editor, query: OptionsQuery) =>
      typed.get('/api/users/manager/options', { query, token: tokens[who] });
    /** An admin's save of an account as it is, with some changes. */
    const adminSave = async (email: string, changes: (row: Row) => Partial<UserPayload>) => {
      const [row] = await query<Row>(
        `SELECT id, email, name, role, language_id, domain_ids, kiosk_ids, resident_ids FROM users WHERE email = $1`,
        [email],
      );
      return typed.put('/api/users/{id}', {
        path: { id: row!.id },
        body: {
          email: row!.email,
          name: row!.name,
          role: row!.role,
          languageId: row!.language_id,
          domainIds: row!.domain_ids,
          kioskIds: row!.kiosk_ids,
          residentIds: row!.resident_ids,
          ...changes(row!),
        },
        token: tokens.admin,
      });
    };

    beforeAll(async () => {
      api = await startApi(engine);
      typed = typedApi(api.url);
      for (const [key, email] of Object.entries(EDITORS))
        tokens[key as Editor] = await api.signIn(email, DEMO_PASSWORD);
      const [km] = await query<{ kiosk_ids: number[] }>(`SELECT kiosk_ids FROM users WHERE email = $1`, [
        EDITORS.kioskManager,
      ]);
      const [dm] = await query<{ domain_ids: number[] }>(`SELECT domain_ids FROM users WHERE email = $1`, [
        EDITORS.domainManager,
      ]);
      const [family] = await query<{ resident_ids: number[] }>(
        `SELECT resident_ids FROM users WHERE email = $1`,
        [EDITORS.family],
      );
      const kiosks = await query<{ id: number; domain_id: number | null; resident_id: number | null }>(
        `SELECT k.id, f.domain_id, (SELECT min(r.id) FROM residents r WHERE r.kiosk_id = k.id) AS resident_id
           FROM kiosks k LEFT JOIN facilities f ON f.id = k.facility_id ORDER BY k.id`,
      );
      const ownKiosk = kiosks.find(
        (k) =>
          km!.kiosk_ids.includes(k.id) &&
          dm!.domain_ids.includes(k.domain_id ?? -1) &&
          k.resident_id !== null,
      );
      const foreignKiosk = kiosks.find(
        (k) =>
          !km!.kiosk_ids.includes(k.id) &&
          !dm!.domain_ids.includes(k.domain_id ?? -1) &&
          k.resident_id !== null &&
          !family!.resident_ids.includes(k.resident_id),
      );
      own = { kioskId: ownKiosk!.id, residentId: ownKiosk!.resident_id! };
      foreign = { kioskId: foreignKiosk!.id, residentId: foreignKiosk!.resident_id! };
      // The family facilitator's own resident is the own kiosk's resident.
      expect(
        (await adminSave(EDITORS.family, (row) => ({ residentIds: [...row.resident_ids, own.residentId] })))
          .status,
      ).toBe(200);
      for (const [where, place] of [
        ['own', own],
        ['foreign', foreign],
      ] as const) {
        const [domain] = await query<{ domain_id: number }>(
          `SELECT f.domain_id FROM kiosks k JOIN facilities f ON f.id = k.facility_id WHERE k.id = $1`,
          [place.kioskId],
        );
        const people: Record<string, Partial<UserPayload>> = {
          DomainManager: { functionalRole: 'DomainManager', domainIds: [domain!.domain_id] },
          KioskManager: { functionalRole: 'KioskManager', kioskIds: [place.kioskId] },
          ResidentManager: { functionalRole: 'ResidentManager', residentIds: [place.residentId] },
          Guest: { functionalRole: 'Guest', residentIds: [place.residentId] },
        };
        for (const [role, assignment] of Object.entries(people)) {
          const email = `${where}.${role.toLowerCase()}@example.org`;
          const made = await create('admin', { email, name: `${where} ${role}`, ...assignment });
          expect(made).toMatchObject({ status: 200, json: { isEmailSent: true, user: { email } } });
          targets[where][role] = { id: made.json.user!.id, email };
        }
      }
      const [admin] = await query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [EDITORS.admin]);
      targets.own.Admin = { id: admin!.id, email: EDITORS.admin };
      targets.foreign.Admin = targets.own.Admin;
    }, 180_000);

    afterAll(async () => {
      await api?.close();
    });

    it('lists every user for an admin, a page at a time, filtered by role and searched in SQL', async () => {
      const all = await list('admin', { context: 'admin', page: 0, pageSize: 5 });
      expect(all.status).toBe(200);
      expect(all.json.users).toHaveLength(5);
      expect(all.json.total).toBeGreaterThan(20);
      expect(all.json.roles).toEqual(['DomainManager', 'KioskManager', 'ResidentManager', 'Guest']);
      const managers = await list('admin', { filter: { role: 'KioskManager' } });
      expect(managers.json.users.every((u) => u.functionalRole === 'KioskManager')).toBe(true);
      const found = await list('admin', { filter: { search: 'own guest' } });
      expect(found.json.users.map((u) => u.email)).toEqual(['own.guest@example.org']);
    });

    it('answers a later page with only the options its users refer to, and the pickers search the rest', async () => {
      const full = await list('admin', { context: 'admin', page: 0, pageSize: 5 });
      const lean = await list('admin', { context: 'admin', page: 0, pageSize: 5, lists: false });
      expect(lean.status).toBe(200);
      expect(lean.json.users).toEqual(full.json.users);
      const users = lean.json.users;
      const referred = (pick: (user: (typeof users)[number]) => number[]) =>
        [...new Set(users.flatMap(pick))].sort();
      const idsOf = (items: Array<{ id: number }>) => items.map((item) => item.id).sort();
      expect(idsOf(lean.json.kiosks)).toEqual(referred((u) => u.kioskIds));
      expect(idsOf(lean.json.residents)).toEqual(referred((u) => u.residentIds));
      expect(idsOf(lean.json.domains)).toEqual(referred((u) => u.domainIds));
      expect(full.json.kiosks.length).toBeGreaterThan(lean.json.kiosks.length);

      // A picker's search: one kind, by name or serial number, a few at a time.
      const [kiosk] = await query<{ id: number; serial_number: string; type_id: number }>(
        `SELECT id, serial_number, type_id FROM kiosks WHERE id = $1`,
        [own.kioskId],
      );
      const bySerial = await options('admin', { kind: 'kiosks', search: kiosk!.serial_number, limit: 5 });
      expect(bySerial.status).toBe(200);
      expect(idsOf(bySerial.json.kiosks)).toContain(own.kioskId);
      expect(bySerial.json).toMatchObject({ residents: [], domains: [] });
      const ofType = await options('admin', { kind: 'kiosks', kioskTypeId: kiosk!.type_id, limit: 3 });
      expect(ofType.json.kiosks.map((k) => k.typeId)).toEqual(Array(3).fill(kiosk!.type_id));
      const onKiosk = await options('admin', { kind: 'residents', kioskId: own.kioskId });
      expect(idsOf(onKiosk.json.residents)).toContain(own.residentId);
      expect(onKiosk.json.residents.every((r) => r.kioskId === own.kioskId)).toBe(true);

      // Scoped like the lists: the kiosk manager never finds the foreign kiosk or its resident.
      const mine = await options('kioskManager', { kind: 'kiosks', limit: 100 });
      expect(idsOf(mine.json.kiosks)).toContain(own.kioskId);
      expect(idsOf(mine.json.kiosks)).not.toContain(foreign.kioskId);
      const theirs = await options('kioskManager', { kind: 'residents', kioskId: foreign.kioskId });
      expect(theirs.json.residents).toEqual([]);
      const visitor = await options('visitor', { kind: 'domains' });
      expect(visitor.json.domains).toEqual([]);

      const tooMany = await options('admin', { kind: 'kiosks', limit: 1000 });
      expect(tooMany.status).toBe(400);
      expect(tooMany.json).toMatchObject({
        errorSeverity: expect.any(Number),
        errorMessage: expect.any(String),
      });
      // A kind the document does not have: untyped on purpose.
      const unknownKind = await callApi(api.url, 'GET', 'users/manager/options?kind=people', {
        token: tokens.admin,
      });
      expect(unknownKind.status).toBe(400);
    });

    it('lists only the people of a context, and answers 404 for a kiosk or resident outside the scope', async () => {
      const contacts = await list('domainManager', { context: 'kiosk-contact', kioskIds: [own.kioskId] });
      const roles = new Set(contacts.json.users.map((u) => u.functionalRole));
      expect([...roles].sort()).toEqual(['DomainManager', 'KioskManager']);
      const residentContacts = await list('family', {
        context: 'genie-resident-contacts',
        residentIds: [own.residentId],
      });
      expect(residentContacts.json.users.map((u) => u.email)).toEqual(
        expect.arrayContaining(['own.guest@example.org', 'own.residentmanager@example.org']),
      );
      const outside = await list('kioskManager', {
        context: 'genie-kiosk-managers',
        kioskIds: [foreign.kioskId],
      });
      expect(outside).toEqual({
        status: 404,
        json: { errorSeverity: 0, errorMessage: enMessages['kiosk.notFound'] },
      });
    });

    it('gives the role of the context: a domain manager adds a kiosk manager, a family facilitator a visitor', async () => {
      const added = await typed.post('/api/users', {
        body: {
          email: 'added.manager@example.org',
          name: 'Added Manager',
          context: 'genie-kiosk-managers',
          kioskId: own.kioskId,
        },
        token: tokens.domainManager,
      });
      // A non-admin's answer never tells whether the email had an account (decision 0022).
      expect(added).toEqual({
        status: 200,
        json: { errorSeverity: null, errorMessage: null, user: null, isEmailSent: true },
      });
      // On a Genie a family facilitator adds a virtual visitor; on an Abby they add nobody.
      const [genie] = await query<{ id: number }>(
        `SELECT r.id FROM residents r JOIN kiosks k ON k.id = r.kiosk_id JOIN users u ON r.id = ANY(u.resident_ids)
          WHERE u.email = $1 AND k.type_id = 2 ORDER BY r.id LIMIT 1`,
        [EDITORS.family],
      );
      const [abby] = await query<{ id: number }>(
        `SELECT r.id FROM residents r JOIN kiosks k ON k.id = r.kiosk_id JOIN users u ON r.id = ANY(u.resident_ids)
          WHERE u.email = $1 AND k.type_id = 1 ORDER BY r.id LIMIT 1`,
        [EDITORS.family],
      );
      const contactOf = (residentId: number) =>
        typed.post('/api/users', {
          body: {
            email: 'added.visitor@example.org',
            name: 'Added Visitor',
            context: 'genie-resident-contacts',
            residentId,
          },
          token: tokens.family,
        });
      const refusedAbby = await contactOf(abby!.id);
      expect(refusedAbby.json.errorMessage).toBe(enMessages['user.roleNotAllowed']);
      expect((await contactOf(genie!.id)).status).toBe(200);
      const rows = await query<{
        email: string;
        functional_role: string;
        kiosk_ids: number[];
        resident_ids: number[];
      }>(
        `SELECT email, functional_role, kiosk_ids, resident_ids FROM users WHERE email LIKE 'added.%' ORDER BY email`,
      );
      expect(rows).toEqual([
        {
          email: 'added.manager@example.org',
          functional_role: 'KioskManager',
          kiosk_ids: [own.kioskId],
          resident_ids: [],
        },
        {
          email: 'added.visitor@example.org',
          functional_role: 'Guest',
          kiosk_ids: [],
          resident_ids: [genie!.id],
        },
      ]);
      expect(await linkTo('added.visitor@example.org')).not.toBe('');
    });

    it('asks an existing account for consent instead of changing it, with the same answer', async () => {
      const [before] = await query<{ resident_ids: number[] }>(
        `SELECT resident_ids FROM users WHERE email = $1`,
        [EDITORS.visitor],
      );
      const head = await eventHead(api);
      const answer = await typed.post('/api/users', {
        body: {
          email: EDITORS.visitor,
          name: 'Victor Nguyen',
          context: 'genie-resident-contacts',
          residentId: own.residentId,
        },
        token: tokens.family,
      });
      expect(answer).toEqual({
        status: 200,
        json: { errorSeverity: null, errorMessage: null, user: null, isEmailSent: true },
      });
      const [after] = await query<{ resident_ids: number[] }>(
        `SELECT resident_ids FROM users WHERE email = $1`,
        [EDITORS.visitor],
      );
      expect(after).toEqual(before);
      expect(await eventHead(api)).toBeGreaterThan(head);
      const mail = (await mails()).filter((m) => m.includes(`To: ${EDITORS.visitor}`)).at(-1) ?? '';
      expect(mail).toContain('/acceptLink#');
    });

    it('refuses every rule of the dialog with the spec’s message, in the caller’s language, and appends nothing', async () => {
      const base: Partial<UserPayload> = {
        email: 'rules@example.org',
        name: 'Rule Person',
        functionalRole: 'Guest',
        residentIds: [own.residentId],
      };
      const cases: Array<[Partial<UserPayload>, keyof typeof enMessages]> = [
        [{ email: '' }, 'user.emailRequired'],
        [{ email: 'rule person@example.org' }, 'user.emailSpaces'],
        [{ email: 'rule@example' }, 'user.emailInvalid'],
        [{ name: '' }, 'profile.nameRequired'],
        [{ name: 'N'.repeat(51) }, 'profile.nameMaxChars'],
        [{ nickname: 'N'.repeat(21) }, 'profile.nicknameMaxChars'],
        [{ functionalRole: null, role: null }, 'user.roleRequired'],
        [{ functionalRole: 'DomainManager', residentIds: [] }, 'user.domainsRequired'],
        [{ functionalRole: 'KioskManager', residentIds: [] }, 'user.kiosksRequired'],
        [{ residentIds: [] }, 'user.residentsRequired'],
        [{ functionalRole: 'Admin', residentIds: [] }, 'user.adminBySuperAdmin'],
      ];
      const head = await eventHead(api);
      for (const [changes, key] of cases) {
        const answer = await create('admin', { ...base, ...changes });
        expect({ key, message: answer.json.errorMessage }).toEqual({
          key,
          message: enMessages[key].replace('%{max}', key === 'profile.nameMaxChars' ? '50' : '20'),
        });
      }
      expect(await eventHead(api)).toBe(head);
      // The same refusal in French for a French-speaking caller.
      await adminSave(EDITORS.domainManager, () => ({ languageId: 2 }));
      const french = await typed.post('/api/users', {
        body: { ...base, email: 'rule@example' },
        token: tokens.domainManager,
      });
      await adminSave(EDITORS.domainManager, () => ({ languageId: 1 }));
      expect(french.json).toEqual({ errorSeverity: 0, errorMessage: frMessages['user.emailInvalid'] });
    });

    /**
     * Who may edit whom (spec 02 §6): each editor against each target role, on their own kiosk
     * or resident and on a foreign one. Out of scope answers 404 (decision 0020); in scope but
     * not theirs to edit, 403; otherwise the save is made.
     */
    const MAY_EDIT: Record<Editor, string[]> = {
      admin: ['DomainManager', 'KioskManager', 'ResidentManager', 'Guest', 'Admin'],
      domainManager: ['KioskManager', 'ResidentManager', 'Guest'],
      kioskManager: ['ResidentManager', 'Guest'],
      family: ['Guest'],
      visitor: [],
    };
    /** Which targets each editor sees (own kiosk's people) besides 404s. */
    const SEES_OWN: Record<Editor, string[]> = {
      admin: ['DomainManager', 'KioskManager', 'ResidentManager', 'Guest', 'Admin'],
      domainManager: ['DomainManager', 'KioskManager', 'ResidentManager', 'Guest'],
      kioskManager: ['KioskManager', 'ResidentManager', 'Guest'],
      family: ['ResidentManager', 'Guest'],
      visitor: [],
    };
    for (const editor of Object.keys(EDITORS) as Editor[]) {
      for (const where of ['own', 'foreign'] as const) {
        it(`${editor} against each role on a ${where} kiosk`, async () => {
          const outcomes: Record<string, number> = {};
          const expected: Record<string, number> = {};
          for (const [role, target] of Object.entries(targets[where])) {
            const seen = editor === 'admin' || (where === 'own' && SEES_OWN[editor].includes(role));
            expected[role] = !seen ? 404 : MAY_EDIT[editor].includes(role) ? 200 : 403;
            const current = await query<
              Pick<Row, 'email' | 'name' | 'role' | 'domain_ids' | 'kiosk_ids' | 'resident_ids'>
            >(`SELECT email, name, role, domain_ids, kiosk_ids, resident_ids FROM users WHERE id = $1`, [
              target.id,
            ]);
            const row = current[0]!;
            const head = await eventHead(api);
            const answer = await typed.put('/api/users/{id}', {
              path: { id: target.id },
              body: {
                email: row.email,
                name: row.name,
                role: row.role,
                domainIds: row.domain_ids,
                kioskIds: row.kiosk_ids,
                residentIds: row.resident_ids,
                context: 'genie-kiosk-resident-contacts',
              },
              token: tokens[editor],
            });
            outcomes[role] = answer.status;
            if (answer.status !== 200) expect(await eventHead(api)).toBe(head);
          }
          expect(outcomes).toEqual(expected);
        });
      }
    }

    it('keeps what the editor cannot see: a family facilitator saving a contact leaves their other resident', async () => {
      const visitor = targets.foreign.Guest!;
      // The foreign visitor becomes a contact of the family facilitator's resident too.
      await typed.put('/api/users/{id}', {
        path: { id: visitor.id },
        body: {
          email: visitor.email,
          name: 'Foreign Guest',
          functionalRole: 'Guest',
          residentIds: [foreign.residentId, own.residentId],
        },
        token: tokens.admin,
      });
      const saved = await typed.put('/api/users/{id}', {
        path: { id: visitor.id },
        body: {
          email: visitor.email,
          name: 'Foreign Guest Renamed',
          role: 'Guest',
          residentIds: [own.residentId],
          context: 'genie-resident-contacts',
        },
        token: tokens.family,
      });
      expect(saved.status).toBe(200);
      expect(saved.json.user?.residentIds).toEqual([own.residentId]);
      const [row] = await query<{ resident_ids: number[]; name: string }>(
        `SELECT name, resident_ids FROM users WHERE id = $1`,
        [visitor.id],
      );
      expect(row).toEqual({
        name: 'Foreign Guest Renamed',
        resident_ids: expect.arrayContaining([foreign.residentId, own.residentId]),
      });
    });

    it('removes a kiosk manager from a kiosk (unlink), never oneself, and answers 404 outside the scope', async () => {
      const manager = targets.own.KioskManager!;
      const unlink = (who: Editor, userId: string, entityId: number) =>
        typed.post('/api/users/unlink', {
          body: { userId, unlinkType: UnlinkType.KioskManager, entityId },
          token: tokens[who],
        });
      expect((await unlink('domainManager', manager.id, foreign.kioskId)).status).toBe(404);
      const [me] = await query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [
        EDITORS.kioskManager,
      ]);
      expect((await unlink('kioskManager', me!.id, own.kioskId)).json.errorMessage).toBe(
        enMessages['user.unlinkSelf'],
      );
      expect((await unlink('domainManager', manager.id, own.kioskId)).status).toBe(200);
      const [row] = await query<{ kiosk_ids: number[] }>(`SELECT kiosk_ids FROM users WHERE id = $1`, [
        manager.id,
      ]);
      expect(row!.kiosk_ids).not.toContain(own.kioskId);
    });

    it('lets a person leave a resident (users/remove/resident/{id}), and only a resident of theirs', async () => {
      const residentsOfFamily = async () =>
        (
          await query<{ resident_ids: number[] }>(`SELECT resident_ids FROM users WHERE email = $1`, [
            EDITORS.family,
          ])
        )[0]!.resident_ids;
      const leave = (id: number) =>
        typed.post('/api/users/remove/resident/{id}', { path: { id }, token: tokens.family });
      expect((await leave(foreign.residentId)).status).toBe(404);
      expect(await residentsOfFamily()).toContain(own.residentId);
      expect((await leave(own.residentId)).status).toBe(200);
      expect(await residentsOfFamily()).not.toContain(own.residentId);
    });

    it('lets only an admin delete an account, never their own', async () => {
      const visitor = targets.own.Guest!;
      const remove = (who: Editor, id: string) =>
        typed.delete('/api/users/{id}', { path: { id }, token: tokens[who] });
      expect(await remove('kioskManager', visitor.id)).toEqual({
        status: 403,
        json: { errorSeverity: 0, errorMessage: enMessages['user.notDeletable'] },
      });
      const [admin] = await query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [EDITORS.admin]);
      expect((await remove('admin', admin!.id)).json.errorMessage).toBe(enMessages['user.deleteSelf']);
      expect((await remove('admin', visitor.id)).status).toBe(200);
      expect(await query(`SELECT id FROM users WHERE id = $1`, [visitor.id])).toEqual([]);
    });

    it('invites a new person: the emailed link sets a password once, verifies the email, and they sign in', async () => {
      const email = 'invited.person@example.org';
      const made = await create('admin', {
        email,
        name: 'Invited Person',
        functionalRole: 'Guest',
        residentIds: [own.residentId],
      });
      const id = made.json.user!.id;
      const extra = async () =>
        (
          await typed.post('/api/users/manager/extra-fields', {
            body: { userIds: [id] },
            token: tokens.admin,
          })
        ).json.extraFields[0];
      expect(await extra()).toEqual({ id, isEmailVerified: false, lastLogin: null, lastPasswordReset: null });
      const token = await linkTo(email);
      expect(token).not.toBe('');
      const mail = (await mails()).filter((m) => m.includes(`To: ${email}`)).at(-1)!;
      expect(mail).toContain('Content-Type: text/html');
      expect(mail).toContain('Content-Type: text/plain');
      const set = (password: string) => typed.post('/api/users/password-link', { body: { token, password } });
      expect((await set('short')).json.errorMessage).toBe(
        enMessages['password.minChars'].replace('%{min}', '8'),
      );
      expect((await set('a-new-password')).status).toBe(200);
      expect(await set('another-password')).toEqual({
        status: 404,
        json: { errorSeverity: 0, errorMessage: enMessages['user.passwordLinkInvalid'] },
      });
      expect(await api.signIn(email, 'a-new-password')).toEqual(expect.any(String));
      expect(await extra()).toEqual({
        id,
        isEmailVerified: true,
        lastLogin: expect.any(String),
        lastPasswordReset: expect.any(String),
      });
    });

    it('emails a change-password link for one’s own address, and refuses someone else’s to a non-admin', async () => {
      const emailLink = (email: string) =>
        typed.post('/api/users/change-password-email', { body: { email }, token: tokens.kioskManager });
      expect(await emailLink(EDITORS.kioskManager)).toEqual({
        status: 200,
        json: { errorSeverity: null, errorMessage: null, isEmailSent: true },
      });
      expect(await linkTo(EDITORS.kioskManager)).not.toBe('');
      expect((await emailLink(EDITORS.family)).status).toBe(404);
    });
  });
}
