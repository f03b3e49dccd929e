import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AmbientInvitation, KioskPayload } from '@ambient/core';
import { callApi, eventHead, refusal } from '../support/api-calls.js';
import { having, typedApi, type TypedApi } from '../support/typed-api.js';
import { featureEngines } from '../support/databases.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';

const abby: KioskPayload = {
  serialNumber: 'AB22-INV001',
  name: '',
  description: '',
  kioskTypeId: 1,
  phidgetVersion: 22,
  phidgetHubSerialNumber: '123456',
  facilityId: 0,
  languageId: 1,
  subscriptionLevel: 3,
  updateLevel: 0,
  activityLevel: 0,
};

for (const engine of featureEngines()) {
  describe(`ambient invitations on ${engine.name}`, () => {
    let api: RunningApi;
    const tokens: Record<string, string> = {};

    let typed: TypedApi;
    /** An invitation changed or deleted as the admin. */
    const edit = (id: number, message: string, isExecuteRandom: boolean) =>
      typed.put('/api/ambientinvitations/{id}', {
        path: { id },
        body: { id, message, isExecuteRandom },
        token: tokens.admin,
      });
    const remove = (id: number, language?: string) =>
      typed.delete('/api/ambientinvitations/{id}', { path: { id }, token: tokens.admin, language });
    const head = (): Promise<bigint> => eventHead(api);
    const list = async (): Promise<AmbientInvitation[]> =>
      (await typed.get('/api/ambientinvitations', { token: tokens.admin })).json.invitations;
    const add = async (message: string, isExecuteRandom = false): Promise<AmbientInvitation> => {
      const answer = await typed.post('/api/ambientinvitations', {
        body: { message, isExecuteRandom },
        token: tokens.admin,
      });
      expect(answer.status).toBe(200);
      return answer.json.invitation;
    };
    /** The Abby dialog's invitation choices. */
    const kioskOptions = async (): Promise<Array<{ id: number; message: string; isDefault: boolean }>> =>
      having(
        (await typed.get('/api/kiosks/manager', { token: tokens.admin })).json,
        'ambientInvitationSelectItems',
      ).ambientInvitationSelectItems;
    const createKiosk = (body: KioskPayload) => typed.post('/api/kiosks', { body, token: tokens.admin });

    beforeAll(async () => {
      api = await startApi(engine);
      typed = typedApi(api.url);
      for (const [key, email] of [
        ['admin', 'admin@ambient.demo'],
        ['kioskManager', 'kiosk.manager@ambient.demo'],
        ['domainManager', 'domain.manager@ambient.demo'],
        ['family', 'family@ambient.demo'],
      ] as const)
        tokens[key] = await api.signIn(email, DEMO_PASSWORD);
    }, 120_000);

    afterAll(async () => {
      await api.close();
    });

    it('starts with the invitations the kiosks offered before, newest first, the defaults kept', async () => {
      const invitations = await list();
      expect(
        invitations.slice(-5).map(({ id, message, isDefault, isExecuteRandom }) => ({
          id,
          message,
          isDefault,
          isExecuteRandom,
        })),
      ).toEqual([
        { id: 5, message: 'Time for some gentle stretches?', isDefault: false, isExecuteRandom: false },
        { id: 4, message: 'Would you like to watch a short video?', isDefault: true, isExecuteRandom: false },
        { id: 3, message: 'How about a game of cards?', isDefault: false, isExecuteRandom: false },
        { id: 2, message: 'Shall we look at some family photos?', isDefault: true, isExecuteRandom: false },
        {
          id: 1,
          message: 'Would you like to listen to some music?',
          isDefault: true,
          isExecuteRandom: false,
        },
      ]);
      for (const invitation of invitations.filter((i) => i.isDefault))
        expect(invitation.canDelete).toBe(false);
    });

    it('adds an invitation with its id and trimmed message; the kiosk dialog offers it at once', async () => {
      const invitation = await add('  Shall we sing a song?  ', true);
      expect(invitation).toEqual({
        id: expect.any(Number),
        message: 'Shall we sing a song?',
        isDefault: false,
        isExecuteRandom: true,
        canDelete: true,
        kioskCount: 0,
      });
      expect((await list())[0]).toEqual(invitation);
      expect(await kioskOptions()).toContainEqual({
        id: invitation.id,
        message: 'Shall we sing a song?',
        isDefault: false,
      });
    });

    it("adds an invitation sent with the spec's payload, whose id is -1 or 0 for a new one", async () => {
      for (const newId of [-1, 0] as const) {
        const message = `Shall we dance? (${newId})`;
        const answer = await typed.post('/api/ambientinvitations', {
          body: { id: newId, message, isExecuteRandom: false },
          token: tokens.admin,
        });
        expect(answer.status).toBe(200);
        const invitation = answer.json.invitation;
        expect(invitation).toMatchObject({ message, isExecuteRandom: false, isDefault: false });
        expect(invitation.id).toBeGreaterThan(0);
      }
      const before = await head();
      // Untyped on purpose: the document takes -1, 0 or none as a new invitation's id.
      const withAnId = await callApi(api.url, 'POST', 'ambientinvitations', {
        body: { id: 7, message: 'Not new', isExecuteRandom: false },
        token: tokens.admin,
      });
      expect(withAnId).toEqual({
        status: 400,
        json: { errorSeverity: 0, errorMessage: 'The field id is not valid.' },
      });
      expect(await head()).toBe(before);
    });

    it('edits the message and Activate Response; PUT answers the invitation', async () => {
      const invitation = await add('Tea time?');
      const answer = await edit(invitation.id, 'Tea or coffee?', true);
      expect(answer.status).toBe(200);
      expect(answer.json.invitation).toMatchObject({
        id: invitation.id,
        message: 'Tea or coffee?',
        isExecuteRandom: true,
      });
    });

    it.each([
      ['empty', '', 'Message is required', 'Le message est obligatoire'],
      ['blank', '   ', 'Message is required', 'Le message est obligatoire'],
      [
        'of 201 characters',
        'x'.repeat(201),
        'Message cannot exceed 200 characters',
        'Le message ne peut pas dépasser 200 caractères',
      ],
    ])(
      'refuses a message %s in English and French, appending nothing',
      async (_label, message, english, french) => {
        const invitation = await add('Rule check');
        const before = await head();
        expect(
          await typed.post('/api/ambientinvitations', {
            body: { message, isExecuteRandom: false },
            token: tokens.admin,
          }),
        ).toEqual(refusal(422, english));
        expect(
          await typed.put('/api/ambientinvitations/{id}', {
            path: { id: invitation.id },
            body: { message, isExecuteRandom: false },
            token: tokens.admin,
            language: 'fr-CA',
          }),
        ).toEqual(refusal(422, french));
        expect(await head()).toBe(before);
      },
    );

    it('takes a message of 200 characters', async () => {
      expect((await add('y'.repeat(200))).message).toHaveLength(200);
    });

    it('refuses bodies the schema does not take, in the error shape', async () => {
      const before = await head();
      for (const body of [
        {},
        { message: 12 },
        { message: 'A', isExecuteRandom: 'yes' },
        { message: 'z'.repeat(2001) },
      ]) {
        // Untyped on purpose: each body is one the document refuses.
        const answer = await callApi(api.url, 'POST', 'ambientinvitations', { body, token: tokens.admin });
        expect(answer.status).toBe(400);
        expect(answer.json.errorSeverity).toBe(0);
        expect(typeof answer.json.errorMessage).toBe('string');
      }
      expect(await head()).toBe(before);
    });

    it('answers 404 for an invitation that does not exist', async () => {
      const before = await head();
      expect(
        await typed.put('/api/ambientinvitations/{id}', {
          path: { id: 999999 },
          body: { message: 'A', isExecuteRandom: false },
          token: tokens.admin,
        }),
      ).toEqual(refusal(404, 'This invitation no longer exists.'));
      expect(await remove(999999)).toEqual(refusal(404, 'This invitation no longer exists.'));
      expect(await head()).toBe(before);
    });

    it('deletes an invitation no kiosk offers: it leaves the list and the kiosk dialog, its id is not given again', async () => {
      const invitation = await add('Short-lived');
      expect(await remove(invitation.id)).toEqual({
        status: 200,
        json: { errorSeverity: null, errorMessage: null, deletedIds: [invitation.id] },
      });
      expect((await list()).map((i) => i.id)).not.toContain(invitation.id);
      expect((await kioskOptions()).map((i) => i.id)).not.toContain(invitation.id);
      expect((await add('Next one')).id).toBeGreaterThan(invitation.id);
    });

    it('keeps a default invitation, in English and French', async () => {
      const before = await head();
      expect(await remove(1)).toEqual(
        refusal(422, 'A default invitation cannot be deleted: every new Abby starts with it.'),
      );
      expect(await remove(2, 'fr-CA')).toEqual(
        refusal(
          422,
          'Une invitation par défaut ne peut pas être supprimée\u202f: chaque nouvel Abby commence avec elle.',
        ),
      );
      expect(await head()).toBe(before);
    });

    it('keeps an invitation an Abby offers, saying how many; once taken off, it may go', async () => {
      const invitation = await add('Shall we dance?');
      const created = await createKiosk({ ...abby, ambientInvitationIds: [1, invitation.id] });
      expect(created.status).toBe(200);
      const kiosk = created.json.kiosk;
      expect(kiosk.ambientInvitationIds).toEqual([1, invitation.id]);
      expect((await list()).find((i) => i.id === invitation.id)).toMatchObject({
        canDelete: false,
        kioskCount: 1,
      });
      const before = await head();
      expect(await remove(invitation.id)).toEqual(
        refusal(
          422,
          'Abby kiosks offering this invitation: 1. Take it out of their settings before deleting it.',
        ),
      );
      expect(await head()).toBe(before);
      const saved = await typed.put('/api/kiosks/{id}', {
        path: { id: kiosk.id },
        body: { ...abby, ambientInvitationIds: [1] },
        token: tokens.admin,
      });
      expect(saved.status).toBe(200);
      expect((await remove(invitation.id)).status).toBe(200);
    });

    it('gives a new Abby the default invitations and refuses one that does not exist', async () => {
      const created = await createKiosk({ ...abby, serialNumber: 'AB22-INV002' });
      expect(created.json.kiosk.ambientInvitationIds).toEqual([1, 2, 4]);
      const before = await head();
      expect(
        await createKiosk({
          ...abby,
          serialNumber: 'AB22-INV003',
          ambientInvitationIds: [999999],
        }),
      ).toEqual(refusal(422, 'Choose ambient messages from the list'));
      expect(await head()).toBe(before);
    });

    it.each(['kioskManager', 'domainManager', 'family'])(
      'refuses every call to a %s (admins alone manage invitations), appending nothing',
      async (who) => {
        const before = await head();
        const token = tokens[who];
        const body = { message: 'Sneaky', isExecuteRandom: false };
        for (const call of [
          () => typed.get('/api/ambientinvitations', { token }),
          () => typed.post('/api/ambientinvitations', { body, token }),
          () => typed.put('/api/ambientinvitations/{id}', { path: { id: 3 }, body, token }),
          () => typed.delete('/api/ambientinvitations/{id}', { path: { id: 3 }, token }),
        ])
          expect(await call()).toEqual(refusal(403, 'You are not allowed to do this.', 1));
        expect(await head()).toBe(before);
      },
    );

    it('asks for a signed-in caller', async () => {
      expect((await typed.get('/api/ambientinvitations', { token: null })).status).toBe(401);
    });
  });
}
