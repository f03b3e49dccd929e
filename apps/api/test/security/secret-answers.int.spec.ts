/**
 * No answer that holds a secret, a password or a token is kept for an Idempotency-Key's replay
 * (issue 40, decision 0099): a super admin's kiosk save answers its TeamViewer password in clear,
 * so what the key stores is only that the save was done, and a replay is refused. A guard over the
 * OpenAPI document holds every write whose answer names such a field to the same rule, read from
 * the route's metadata as the idempotency interceptor reads it, so a new route cannot forget it.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Reflector } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { enMessages, type KioskPayload } from '@ambient/core';
import { isAnswerNotKept, secretFieldsOf } from '../../src/common/idempotency.js';
import { eventHead, refusal } from '../support/api-calls.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';
import { featureEngines } from '../support/databases.js';
import { documentedAnswer } from '../support/openapi-answers.js';
import { abbyWithTeamviewer } from '../privacy/teamviewer-kiosk.js';
import { typedApi, type TypedApi } from '../support/typed-api.js';
import { apiDocument, routeHandlers } from './support/api-operations.js';

const FIRST_PASSWORD = 'Tv-Keyed-First-40';
const SECOND_PASSWORD = 'Tv-Keyed-Second-40';
const WRITES = new Set(['post', 'put', 'patch', 'delete']);

for (const engine of featureEngines()) {
  describe(`answers holding a secret, with an Idempotency-Key, on ${engine.name}`, () => {
    let api: RunningApi;
    let superAdmin: string;
    let typed: TypedApi;

    beforeAll(async () => {
      api = await startApi(engine);
      typed = typedApi(api.url);
      superAdmin = await api.signIn('super.admin@ambient.demo', DEMO_PASSWORD);
    }, 120_000);

    afterAll(async () => {
      await api?.close();
    });

    /** The super admin's kiosk saves, each with an Idempotency-Key. */
    const createKeyed = (key: string, body: KioskPayload) =>
      typed.post('/api/kiosks', { body, token: superAdmin, headers: { 'Idempotency-Key': key } });
    const updateKeyed = (id: number, key: string, body: KioskPayload) =>
      typed.put('/api/kiosks/{id}', {
        path: { id },
        body,
        token: superAdmin,
        headers: { 'Idempotency-Key': key },
      });
    /** Everything the key's row holds, as text, and the answer it keeps for a replay. */
    const storedFor = async (key: string): Promise<{ text: string; answer: unknown }> => {
      const rows: Array<{ text: string; answer: unknown }> = await api.app
        .get(DataSource)
        .query('SELECT row_to_json(k)::text AS text, k.answer FROM idempotency_keys k WHERE k.key = $1', [
          key,
        ]);
      expect(rows).toHaveLength(1);
      return rows[0]!;
    };
    /** A replay with the key: refused, and nothing appended. */
    const expectReplayRefused = async (replay: () => Promise<unknown>) => {
      const head = await eventHead(api);
      expect(await replay()).toEqual(refusal(409, enMessages['idempotency.answerWithheld']));
      expect(await eventHead(api)).toBe(head);
    };

    it('keeps no trace of a TeamViewer password a super admin saved with a key, and refuses the replay', async () => {
      const kiosk = abbyWithTeamviewer('AB22-TV0040', 'Abby Keyed Save', FIRST_PASSWORD);
      const created = await createKeyed('create-keyed-abby', kiosk);
      expect(created.status).toBe(200);
      const answered = created.json.kiosk;
      // The answer itself shows the password to the super admin who saved it.
      expect(answered.teamviewerPassword).toBe(FIRST_PASSWORD);
      const createdRow = await storedFor('create-keyed-abby');
      expect(createdRow.answer).toEqual({ withheld: true });
      expect(createdRow.text).not.toContain(FIRST_PASSWORD);
      await expectReplayRefused(() => createKeyed('create-keyed-abby', kiosk));

      const saved: KioskPayload = {
        ...kiosk,
        updateLevel: answered.updateLevel,
        ambientInvitationIds: answered.ambientInvitationIds,
        teamviewerPassword: SECOND_PASSWORD,
      };
      const updated = await updateKeyed(answered.id, 'update-keyed-abby', saved);
      expect(updated.status).toBe(200);
      expect(updated.json.kiosk.teamviewerPassword).toBe(SECOND_PASSWORD);
      const updatedRow = await storedFor('update-keyed-abby');
      expect(updatedRow.answer).toEqual({ withheld: true });
      expect(updatedRow.text).not.toContain(SECOND_PASSWORD);
      expect(updatedRow.text).not.toContain(FIRST_PASSWORD);
      await expectReplayRefused(() => updateKeyed(answered.id, 'update-keyed-abby', saved));
    });

    it('marks every write whose documented answer holds a secret as not kept, so a new route cannot forget it', async () => {
      const document = await apiDocument(api);
      const schemas = (document.components?.schemas ?? {}) as Record<string, unknown>;
      const resolve = (ref: string) => schemas[ref.replace('#/components/schemas/', '')];
      const reflector = api.app.get(Reflector);
      const routes = new Map(
        routeHandlers(api).map((route) => [`${route.controller.name}_${route.name}`, route]),
      );
      const secretWrites: string[] = [];
      const unmarked: string[] = [];
      for (const [path, methods] of Object.entries(document.paths)) {
        for (const [method, operation] of Object.entries(methods)) {
          if (!WRITES.has(method)) continue;
          const secrets = secretFieldsOf(documentedAnswer(operation.responses ?? {}, 200), resolve);
          if (secrets.length === 0) continue;
          const name = `${method.toUpperCase()} ${path}`;
          secretWrites.push(name);
          const route = routes.get(operation.operationId ?? '');
          if (!route) throw new Error(`No route handler for ${name}`);
          // The mark the idempotency interceptor honours, on the handler or its controller.
          if (!isAnswerNotKept(reflector, [route.handler, route.controller]))
            unmarked.push(`${name} answers ${secrets.join(', ')}`);
        }
      }
      // The rule finds the writes known to answer a secret, so the guard is not empty.
      expect(secretWrites).toEqual(
        expect.arrayContaining([
          'POST /api/kiosks',
          'PUT /api/kiosks/{id}',
          'POST /api/kiosks/{id}/device-credential',
        ]),
      );
      expect(unmarked).toEqual([]);
    });
  });
}
