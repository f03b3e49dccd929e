import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AmbientInvitation, Kiosk, KioskPayload } from '@ambient/core';
import { callApi, eventHead, refusal, type Json } from '../support/api-calls.js';
import { databaseEngines } from '../support/databases.js';
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

for (const engine of databaseEngines()) {
  describe(`ambient invitations on ${engine.name}`, () => {
    let api: RunningApi;
    const tokens: Record<string, string> = {};

    const call = (
      method: string,
      path: string,
      body?: unknown,
      who: string | null = 'admin',
      language?: string,
    ): Promise<{ status: number; json: Json }> =>
      callApi(api.url, method, path, { body, token: who === null ? null : tokens[who], language });
    const head = (): Promise<bigint> => eventHead(api);
    const list = async (): Promise<AmbientInvitation[]> =>
      (await call('GET', 'ambientinvitations')).json.invitations as AmbientInvitation[];
    const add = async (message: string, isExecuteRandom = false): Promise<AmbientInvitation> => {
      const answer = await call('POST', 'ambientinvitations', { message, isExecuteRandom });
      expect(answer.status).toBe(200);
      return answer.json.invitation as AmbientInvitation;
    };
    /** The Abby dialog's invitation choices. */
    const kioskOptions = async (): Promise<Array<{ id: number; message: string; isDefault: boolean }>> =>
      (await call('GET', 'kiosks/manager')).json.ambientInvitationSelectItems as Array<{
        id: number;
        message: string;
        isDefault: boolean;
      }>;

    beforeAll(async () => {
      api = await startApi(engine);
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
      for (const newId of [-1, 0]) {
        const message = `Shall we dance? (${newId})`;
        const answer = await call('POST', 'ambientinvitations', {
          id: newId,
          message,
          isExecuteRandom: false,
        });
        expect(answer.status).toBe(200);
        const invitation = answer.json.invitation as AmbientInvitation;
        expect(invitation).toMatchObject({ message, isExecuteRandom: false, isDefault: false });
        expect(invitation.id).toBeGreaterThan(0);
      }
      const before = await head();
      const withAnId = await call('POST', 'ambientinvitations', {
        id: 7,
        message: 'Not new',
        isExecuteRandom: false,
      });
      expect(withAnId).toEqual({
        status: 400,
        json: { errorSeverity: 0, errorMessage: 'The field id is not valid.' },
      });
      expect(await head()).toBe(before);
    });

    it('edits the message and Activate Response; PUT answers the invitation', async () => {
      const invitation = await add('Tea time?');
      const answer = await call('PUT', `ambientinvitations/${invitation.id}`, {
        id: invitation.id,
        message: 'Tea or coffee?',
        isExecuteRandom: true,
      });
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
        expect(await call('POST', 'ambientinvitations', { message, isExecuteRandom: false })).toEqual(
          refusal(422, english),
        );
        expect(
          await call(
            'PUT',
            `ambientinvitations/${invitation.id}`,
            { message, isExecuteRandom: false },
            'admin',
            'fr-CA',
          ),
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
        const answer = await call('POST', 'ambientinvitations', body);
        expect(answer.status).toBe(400);
        expect(answer.json.errorSeverity).toBe(0);
        expect(typeof answer.json.errorMessage).toBe('string');
      }
      expect(await head()).toBe(before);
    });

    it('answers 404 for an invitation that does not exist', async () => {
      const before = await head();
      expect(
        await call('PUT', 'ambientinvitations/999999', { message: 'A', isExecuteRandom: false }),
      ).toEqual(refusal(404, 'This invitation no longer exists.'));
      expect(await call('DELETE', 'ambientinvitations/999999')).toEqual(
        refusal(404, 'This invitation no longer exists.'),
      );
      expect(await head()).toBe(before);
    });

    it('deletes an invitation no kiosk offers: it leaves the list and the kiosk dialog, its id is not given again', async () => {
      const invitation = await add('Short-lived');
      expect(await call('DELETE', `ambientinvitations/${invitation.id}`)).toEqual({
        status: 200,
        json: { errorSeverity: null, errorMessage: null, deletedIds: [invitation.id] },
      });
      expect((await list()).map((i) => i.id)).not.toContain(invitation.id);
      expect((await kioskOptions()).map((i) => i.id)).not.toContain(invitation.id);
      expect((await add('Next one')).id).toBeGreaterThan(invitation.id);
    });

    it('keeps a default invitation, in English and French', async () => {
      const before = await head();
      expect(await call('DELETE', 'ambientinvitations/1')).toEqual(
        refusal(422, 'A default invitation cannot be deleted: every new Abby starts with it.'),
      );
      expect(await call('DELETE', 'ambientinvitations/2', undefined, 'admin', 'fr-CA')).toEqual(
        refusal(
          422,
          'Une invitation par défaut ne peut pas être supprimée\u202f: chaque nouvel Abby commence avec elle.',
        ),
      );
      expect(await head()).toBe(before);
    });

    it('keeps an invitation an Abby offers, saying how many; once taken off, it may go', async () => {
      const invitation = await add('Shall we dance?');
      const created = await call('POST', 'kiosks', { ...abby, ambientInvitationIds: [1, invitation.id] });
      expect(created.status).toBe(200);
      const kiosk = created.json.kiosk as Kiosk;
      expect(kiosk.ambientInvitationIds).toEqual([1, invitation.id]);
      expect((await list()).find((i) => i.id === invitation.id)).toMatchObject({
        canDelete: false,
        kioskCount: 1,
      });
      const before = await head();
      expect(await call('DELETE', `ambientinvitations/${invitation.id}`)).toEqual(
        refusal(
          422,
          'Abby kiosks offering this invitation: 1. Take it out of their settings before deleting it.',
        ),
      );
      expect(await head()).toBe(before);
      const saved = await call('PUT', `kiosks/${kiosk.id}`, { ...abby, ambientInvitationIds: [1] });
      expect(saved.status).toBe(200);
      expect((await call('DELETE', `ambientinvitations/${invitation.id}`)).status).toBe(200);
    });

    it('gives a new Abby the default invitations and refuses one that does not exist', async () => {
      const created = await call('POST', 'kiosks', { ...abby, serialNumber: 'AB22-INV002' });
      expect((created.json.kiosk as Kiosk).ambientInvitationIds).toEqual([1, 2, 4]);
      const before = await head();
      expect(
        await call('POST', 'kiosks', {
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
        for (const [method, path, body] of [
          ['GET', 'ambientinvitations', undefined],
          ['POST', 'ambientinvitations', { message: 'Sneaky', isExecuteRandom: false }],
          ['PUT', 'ambientinvitations/3', { message: 'Sneaky', isExecuteRandom: false }],
          ['DELETE', 'ambientinvitations/3', undefined],
        ] as const)
          expect(await call(method, path, body, who)).toEqual(
            refusal(403, 'You are not allowed to do this.', 1),
          );
        expect(await head()).toBe(before);
      },
    );

    it('asks for a signed-in caller', async () => {
      expect((await call('GET', 'ambientinvitations', undefined, null)).status).toBe(401);
    });
  });
}
