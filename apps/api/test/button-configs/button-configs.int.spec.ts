import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  BUTTONS,
  BUTTON_ACTIONS,
  DEFAULT_CONFIG_DETAILS,
  GENIE_BUTTON_CONFIGS,
  type ApiPaths,
  type ConfigDetail,
} from '@ambient/core';
import { refusal, eventHead } from '../support/api-calls.js';
import { findIn, typedApi, type TypedApi } from '../support/typed-api.js';
import { featureEngines } from '../support/databases.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';

/** What adding or changing a detail sends. */
type DetailBody = ApiPaths['/api/buttonconfigdetails']['post']['requestBody']['content']['application/json'];

for (const engine of featureEngines()) {
  describe(`Genie button configurations on ${engine.name}`, () => {
    let api: RunningApi;
    let admin: string;
    let kioskManager: string;

    let typed: TypedApi;
    /** A detail added, changed or deleted as the admin. */
    const add = (body: DetailBody, language?: string) =>
      typed.post('/api/buttonconfigdetails', { body, token: admin, language });
    const change = (id: number, body: DetailBody) =>
      typed.put('/api/buttonconfigdetails/{id}', { path: { id }, body, token: admin });
    const remove = (id: number, language?: string) =>
      typed.delete('/api/buttonconfigdetails/{id}', { path: { id }, token: admin, language });
    const head = (): Promise<bigint> => eventHead(api);
    const refused = refusal;
    const manager = async () => (await typed.get('/api/buttonconfigs/manager', { token: admin })).json;
    const detailsOf = async (configId: number): Promise<ConfigDetail[]> =>
      (await manager()).configDetails.filter((d) => d.configId === configId);
    const detail = async (configId: number, buttonId: number): Promise<ConfigDetail> =>
      findIn(await detailsOf(configId), (d) => d.buttonId === buttonId);

    beforeAll(async () => {
      api = await startApi(engine);
      typed = typedApi(api.url);
      [admin, kioskManager] = await Promise.all([
        api.signIn('admin@ambient.demo', DEMO_PASSWORD),
        api.signIn('kiosk.manager@ambient.demo', DEMO_PASSWORD),
      ]);
    }, 120_000);

    afterAll(async () => {
      await api.close();
    });

    describe('permissions', () => {
      const path = { id: 1 };
      it.each([
        ['GET', 'configs', () => typed.get('/api/configs', { token: null })],
        ['GET', 'buttonconfigs/manager', () => typed.get('/api/buttonconfigs/manager', { token: null })],
        [
          'POST',
          'buttonconfigdetails',
          () => typed.post('/api/buttonconfigdetails', { body: {}, token: null }),
        ],
        [
          'PUT',
          'buttonconfigdetails/1',
          () => typed.put('/api/buttonconfigdetails/{id}', { path, body: {}, token: null }),
        ],
        [
          'DELETE',
          'buttonconfigdetails/1',
          () => typed.delete('/api/buttonconfigdetails/{id}', { path, token: null }),
        ],
      ])('%s %s requires a signed-in caller', async (_method, _path, call) => {
        const { status } = await call();
        expect(status).toBe(401);
      });

      const sneaky = { configId: 1, buttonId: 2, buttonActionId: 2, description: 'Sneaky' };
      it.each([
        [
          'GET',
          'buttonconfigs/manager',
          () => typed.get('/api/buttonconfigs/manager', { token: kioskManager }),
        ],
        [
          'POST',
          'buttonconfigdetails',
          () => typed.post('/api/buttonconfigdetails', { body: sneaky, token: kioskManager }),
        ],
        [
          'PUT',
          'buttonconfigdetails/1',
          () => typed.put('/api/buttonconfigdetails/{id}', { path, body: sneaky, token: kioskManager }),
        ],
        [
          'DELETE',
          'buttonconfigdetails/1',
          () => typed.delete('/api/buttonconfigdetails/{id}', { path, token: kioskManager }),
        ],
      ])('%s %s is refused to a kiosk manager and appends nothing', async (_method, _path, call) => {
        const before = await head();
        expect(await call()).toEqual(refused(403, 'You are not allowed to do this.', 1));
        expect(await head()).toBe(before);
      });

      it('lists the configurations to any signed-in user (the kiosk dialog offers them)', async () => {
        expect(await typed.get('/api/configs', { token: kioskManager })).toEqual({
          status: 200,
          json: { errorSeverity: null, errorMessage: null, configs: GENIE_BUTTON_CONFIGS },
        });
      });
    });

    it('documents the calls under the "button configs" OpenAPI tag', async () => {
      const docs = (await (await fetch(`${api.url}/api/docs/openapi.json`)).json()) as {
        paths: Record<string, Record<string, { tags?: string[] }>>;
      };
      expect(docs.paths['/api/configs']?.get?.tags).toEqual(['button configs']);
      expect(docs.paths['/api/buttonconfigdetails/{id}']?.put?.tags).toEqual(['button configs']);
    });

    describe('the manager', () => {
      it('answers the configurations, buttons, actions and the default details the seed added', async () => {
        const data = await manager();
        expect(data.configs).toEqual(GENIE_BUTTON_CONFIGS);
        expect(data.buttons).toEqual(BUTTONS);
        expect(data.buttonActions).toEqual(BUTTON_ACTIONS);
        expect(data.configDetails.map(({ id: _id, ...d }) => d)).toEqual(DEFAULT_CONFIG_DETAILS);
        expect(data.configDetails.every((d) => Number.isInteger(d.id) && d.id > 0)).toBe(true);
      });

      it('gives each configuration the rows its description names, besides power and volume', async () => {
        const rows = async (configId: number): Promise<string[]> =>
          (await detailsOf(configId)).map(
            (d) =>
              `${BUTTONS.find((b) => b.id === d.buttonId)?.description}: ${BUTTON_ACTIONS.find((a) => a.id === d.buttonActionId)?.description}`,
          );
        const fixed = ['Power button: Turn screen on or off', 'Volume knob: Change volume'];
        // "Four buttons: messages, photos, videos, call"
        expect(await rows(1)).toEqual([
          ...fixed,
          'Red button: Show messages',
          'Green button: Show photos',
          'Blue button: Show videos',
          'Yellow button: Call family',
        ]);
        // "Two large buttons: messages and photos"
        expect(await rows(2)).toEqual([...fixed, 'Red button: Show messages', 'Green button: Show photos']);
        // "Photos and music first"
        expect(await rows(3)).toEqual([
          ...fixed,
          'Red button: Show photos',
          'Green button: Play music',
          'Blue button: Show messages',
        ]);
      });
    });

    describe('details', () => {
      it('refuses every broken rule with its message and appends nothing', async () => {
        // The Simple configuration has messages and photos on the red and green buttons.
        const ok = { configId: 2, buttonId: 3, buttonActionId: 3, description: 'Videos' };
        const fixed = 'This button is part of every configuration already and cannot be added again.';
        const before = await head();
        const cases: Array<[DetailBody, number, string]> = [
          [{ ...ok, buttonId: null }, 422, 'Button is required'],
          [{ ...ok, buttonActionId: null }, 422, 'Action is required'],
          [{ ...ok, description: 'x'.repeat(51) }, 422, 'Description cannot exceed 50 characters'],
          // Button 1 (configurable) and action 1 (not a system action) are in every configuration.
          [{ ...ok, buttonId: 1 }, 422, 'This button is already in the configuration.'],
          [{ ...ok, buttonActionId: 1 }, 422, 'This action is already used in the configuration.'],
          [{ ...ok, configId: 99 }, 404, 'This button configuration does not exist.'],
          // The power button and the volume knob are in every configuration, once.
          [{ ...ok, buttonId: 5, buttonActionId: 6 }, 422, fixed],
          [{ ...ok, buttonId: 6, buttonActionId: 7 }, 422, fixed],
        ];
        for (const [body, status, message] of cases) {
          expect({ body, ...(await add(body)) }).toEqual({
            body,
            ...refused(status, message),
          });
        }
        expect(await add({ ...ok, buttonId: null }, 'fr-CA')).toEqual(
          refused(422, 'Le bouton est obligatoire'),
        );
        expect(await add({ ...ok, buttonId: 5 }, 'fr-CA')).toEqual(
          refused(
            422,
            'Ce bouton fait déjà partie de chaque configuration et ne peut pas être ajouté de nouveau.',
          ),
        );
        expect(await head()).toBe(before);
        for (const config of GENIE_BUTTON_CONFIGS) {
          const rows = await detailsOf(config.id);
          expect([config.id, rows.filter((d) => d.buttonId === 5).length]).toEqual([config.id, 1]);
        }
      });

      it('adds, changes and deletes a configurable detail', async () => {
        const added = await add({
          configId: 2,
          buttonId: 3,
          buttonActionId: 3,
          description: '  Videos  ',
        });
        expect(added).toMatchObject({ status: 200, json: { errorSeverity: null } });
        const created = added.json.configDetail;
        expect(created).toEqual({
          id: expect.any(Number),
          configId: 2,
          buttonId: 3,
          buttonActionId: 3,
          description: 'Videos',
        });
        expect(await detailsOf(2)).toContainEqual(created);

        const changed = await change(created.id, {
          ...created,
          configId: 3,
          buttonId: 4,
          buttonActionId: 5,
          description: '',
        });
        expect(changed.json.configDetail).toEqual({
          ...created,
          buttonId: 4,
          buttonActionId: 5,
          description: null,
        });

        expect(await remove(created.id)).toEqual({
          status: 200,
          json: { errorSeverity: null, errorMessage: null },
        });
        expect((await detailsOf(2)).some((d) => d.id === created.id)).toBe(false);
        expect(await remove(created.id)).toEqual(refused(404, 'This detail no longer exists.', 1));
      });

      it("refuses a change to another row's configurable button or non-system action", async () => {
        const second = (
          await add({
            configId: 3,
            buttonId: 4,
            buttonActionId: 5,
            description: null,
          })
        ).json.configDetail;
        const before = await head();
        expect(await change(second.id, { ...second, buttonId: 1 })).toEqual(
          refused(422, 'This button is already in the configuration.'),
        );
        expect(await change(second.id, { ...second, buttonActionId: 1 })).toEqual(
          refused(422, 'This action is already used in the configuration.'),
        );
        expect(await head()).toBe(before);
      });

      it("keeps a non-configurable button's row: no delete, no button or action change, description yes", async () => {
        const power = await detail(1, 5);
        const before = await head();
        const message = 'This button cannot be changed or removed.';
        expect(await remove(power.id)).toEqual(refused(422, message));
        expect(await change(power.id, { ...power, buttonId: 2 })).toEqual(refused(422, message));
        expect(await change(power.id, { ...power, buttonActionId: 7 })).toEqual(refused(422, message));
        expect(await remove(power.id, 'fr')).toEqual(
          refused(422, 'Ce bouton ne peut pas être modifié ni retiré.'),
        );
        expect(await head()).toBe(before);
        const renamed = await change(power.id, {
          ...power,
          description: 'On / Off',
        });
        expect(renamed.json.configDetail).toEqual({ ...power, description: 'On / Off' });
      });

      it('answers 404 for a detail that does not exist', async () => {
        expect(await change(999999, { configId: 1, buttonId: 2, buttonActionId: 2 })).toEqual(
          refused(404, 'This detail no longer exists.', 1),
        );
      });
    });
  });
}
