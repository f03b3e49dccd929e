import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AbbyExpressions, ApiPaths } from '@ambient/core';
import { callApi, eventHead, refusal } from '../support/api-calls.js';
import { findIn, typedApi, type TypedApi } from '../support/typed-api.js';
import { featureEngines } from '../support/databases.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';

for (const engine of featureEngines()) {
  describe(`Abby expressions on ${engine.name}`, () => {
    let api: RunningApi;
    const tokens: Record<string, string> = {};

    let typed: TypedApi;
    type Replace = ApiPaths['/api/expressions/language/{languageId}/{segment}']['put'];
    type Segment = Replace['parameters']['path']['segment'];
    type Items = Replace['requestBody']['content']['application/json'];
    /** Saves a language's set of `segment`, as the admin unless told. */
    const replace = (
      languageId: number,
      segment: Segment,
      body: Items,
      token = tokens.admin,
      language?: string,
    ) =>
      typed.put('/api/expressions/language/{languageId}/{segment}', {
        path: { languageId, segment },
        body,
        token,
        language,
      });
    const head = (): Promise<bigint> => eventHead(api);
    const manager = async (): Promise<AbbyExpressions[]> =>
      (await typed.get('/api/expressions/manager', { token: tokens.admin })).json.expressions;
    const inLanguage = async (languageId: number): Promise<AbbyExpressions> =>
      findIn(await manager(), (set) => set.languageId === languageId);

    beforeAll(async () => {
      api = await startApi(engine);
      typed = typedApi(api.url);
      tokens.admin = await api.signIn('admin@ambient.demo', DEMO_PASSWORD);
      tokens.kioskManager = await api.signIn('kiosk.manager@ambient.demo', DEMO_PASSWORD);
    }, 120_000);

    afterAll(async () => {
      await api.close();
    });

    it('answers the English reference set and its French translation, untranslated at first', async () => {
      const [english, french] = await manager();
      expect(english?.languageId).toBe(1);
      expect(english?.caregiver.find((tab) => tab.id === 1)).toEqual({
        id: 1,
        description: 'Music',
        shortDescription: 'Music',
        longDescription: 'Songs and music to listen to',
        summaryLabel: 'song',
        summaryLabelPlural: 'songs',
      });
      expect(english?.activities.length).toBeGreaterThan(0);
      expect(english?.textResources[0]).toEqual({
        id: 1,
        description: 'Greeting',
        text: 'Hello! It is nice to see you.',
      });
      expect(english?.ambientInvitations[0]).toEqual({
        id: 1,
        message: 'Would you like to listen to some music?',
      });
      expect(french?.languageId).toBe(2);
      expect(french?.activities.map((a) => a.id)).toEqual(english?.activities.map((a) => a.id));
      expect(french?.activities.every((a) => a.description === '')).toBe(true);
    });

    it('saves a translated set, answers it, and keeps the other sets', async () => {
      const activity = findIn((await inLanguage(1)).activities);
      const answer = await replace(2, 'interactiveactivities', [
        { id: activity.id, description: ' Casse-tête ' },
      ]);
      expect(answer.status).toBe(200);
      const french = answer.json.expressions.find((set) => set.languageId === 2);
      expect(french?.activities.find((a) => a.id === activity.id)?.description).toBe('Casse-tête');
      await replace(2, 'mediapathtypes', [
        {
          id: 1,
          description: 'Musique',
          shortDescription: 'Musique',
          longDescription: 'Des chansons',
          summaryLabel: 'chanson',
          summaryLabelPlural: 'chansons',
        },
      ]);
      const after = await inLanguage(2);
      expect(after.activities.find((a) => a.id === activity.id)?.description).toBe('Casse-tête');
      expect(after.caregiver.find((tab) => tab.id === 1)).toEqual({
        id: 1,
        description: 'Musique',
        shortDescription: 'Musique',
        longDescription: 'Des chansons',
        summaryLabel: 'chanson',
        summaryLabelPlural: 'chansons',
      });
      // Save replaces the set: an item left out is untranslated again.
      await replace(2, 'interactiveactivities', []);
      expect((await inLanguage(2)).activities.every((a) => a.description === '')).toBe(true);
    });

    it('follows the invitations: a new one appears untranslated, a deleted one disappears', async () => {
      const added = await typed.post('/api/ambientinvitations', {
        body: { message: 'Shall we bake?', isExecuteRandom: false },
        token: tokens.admin,
      });
      const invitation = added.json.invitation;
      expect((await inLanguage(2)).ambientInvitations).toContainEqual({ id: invitation.id, message: '' });
      await replace(2, 'ambientinvitations', [{ id: invitation.id, message: 'On cuisine\u202f?' }]);
      expect((await inLanguage(2)).ambientInvitations).toContainEqual({
        id: invitation.id,
        message: 'On cuisine\u202f?',
      });
      await typed.delete('/api/ambientinvitations/{id}', {
        path: { id: invitation.id },
        token: tokens.admin,
      });
      expect((await inLanguage(2)).ambientInvitations.map((i) => i.id)).not.toContain(invitation.id);
      expect((await inLanguage(1)).ambientInvitations.map((i) => i.id)).not.toContain(invitation.id);
    });

    it.each([
      [
        'English, the reference',
        1,
        [{ id: 1, text: 'Hi' }],
        'Expressions are translated into French only; English is the reference.',
        'Les expressions se traduisent en français seulement\u202f; l’anglais est la référence.',
      ],
      [
        'an item outside the reference set',
        2,
        [{ id: 99, text: 'Salut' }],
        'Item 99 is not in the English reference set (it may have been deleted). Reload and try again.',
        'L’élément 99 n’est pas dans l’ensemble de référence anglais (il a peut-être été supprimé). Rechargez et réessayez.',
      ],
      [
        'a text over its limit',
        2,
        [{ id: 1, text: 'x'.repeat(501) }],
        'A text of item 1 is longer than 500 characters.',
        'Un texte de l’élément 1 dépasse 500 caractères.',
      ],
    ])(
      'refuses %s in English and French, appending nothing',
      async (_label, languageId, body, english, french) => {
        const before = await head();
        expect(await replace(languageId, 'textresources', body)).toEqual(refusal(422, english));
        expect(await replace(languageId, 'textresources', body, tokens.admin, 'fr-CA')).toEqual(
          refusal(422, french),
        );
        expect(await head()).toBe(before);
      },
    );

    it('refuses what the schemas do not take, in the error shape', async () => {
      const before = await head();
      for (const [path, body] of [
        ['expressions/language/2/nosuchset', []],
        ['expressions/language/abc/textresources', []],
        ['expressions/language/2/textresources', { id: 1 }],
        ['expressions/language/2/textresources', [{ id: 'x' }]],
        ['expressions/language/2/textresources', [{ id: 1, text: 'x'.repeat(5001) }]],
      ] as const) {
        // Untyped on purpose: each sends a segment, a language, a body or a length the schemas refuse.
        const answer = await callApi(api.url, 'PUT', path, { body, token: tokens.admin });
        expect(answer.status).toBe(400);
        expect(answer.json.errorSeverity).toBe(0);
      }
      expect(await head()).toBe(before);
    });

    it('lets admins alone read and save expressions', async () => {
      const before = await head();
      expect(await typed.get('/api/expressions/manager', { token: tokens.kioskManager })).toEqual(
        refusal(403, 'You are not allowed to do this.', 1),
      );
      expect(await replace(2, 'textresources', [], tokens.kioskManager)).toEqual(
        refusal(403, 'You are not allowed to do this.', 1),
      );
      expect((await typed.get('/api/expressions/manager', { token: null })).status).toBe(401);
      expect(await head()).toBe(before);
    });
  });
}
