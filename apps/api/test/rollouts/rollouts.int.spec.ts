/**
 * Phased rollouts (issue 10 point 5; decision 0052): an admin rolls a Genie level out in groups;
 * each group is told (a notice recorded for its kiosks), the next starts once the kiosks report the
 * level through the gateway's facts, a failed install past the error threshold pauses it, an admin
 * resumes, pauses and cancels; refusals append nothing. A release may start a rollout in the same
 * append instead of telling every kiosk at once (decision 0079).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { rolloutStream, type ApiPaths, type RolloutDetail } from '@ambient/core';
import { FleetReader } from '../../src/devices/index.js';
import { typedUpload, zipOf } from '../admin/admin-test-client.js';
import { eventHead, refusal } from '../support/api-calls.js';
import { findIn, typedApi, type TypedApi } from '../support/typed-api.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';
import { featureEngines } from '../support/databases.js';
import { until } from '../support/until.js';

/** A fact as the device gateway relays it, and a rollout as an admin starts it. */
type Fact = ApiPaths['/api/device-gateway/facts']['post']['requestBody']['content']['application/json'];
type RolloutBody = ApiPaths['/api/rollouts']['post']['requestBody']['content']['application/json'];

for (const engine of featureEngines()) {
  describe(`phased rollouts on ${engine.name}`, () => {
    const gatewayToken = randomBytes(24).toString('base64url');
    let api: RunningApi;
    let admin: string;
    let manager: string;
    let genies: string[];
    let latest: number;
    let typed: TypedApi;

    /** A fact as the device gateway relays it, happening now. */
    const relay = async (fact: Fact): Promise<void> => {
      const answer = await typed.post('/api/device-gateway/facts', {
        body: fact,
        headers: { 'x-gateway-token': gatewayToken },
      });
      expect(answer.status).toBeLessThan(300);
    };
    const now = () => new Date().toISOString();
    const installs = (serialNumber: string, level: number) =>
      relay({
        type: 'RecordLevels',
        data: {
          serialNumber,
          updateLevel: level,
          updateInstallDate: now(),
          activityLevel: null,
          activityInstallDate: null,
          at: now(),
        },
      });
    const failsToInstall = async (serialNumber: string): Promise<void> => {
      const commandId = randomBytes(6).toString('hex');
      await relay({
        type: 'RecordCommandSent',
        data: { serialNumber, commandId, command: 'updateAvailable', at: now() },
      });
      await relay({
        type: 'RecordCommandResult',
        data: {
          serialNumber,
          commandId,
          command: 'updateAvailable',
          outcome: 'failed',
          error: 'Not enough storage',
          at: now(),
        },
      });
    };

    const rollout = async (id: number): Promise<RolloutDetail> => {
      const answer = await typed.get('/api/rollouts/{id}', { path: { id }, token: admin });
      expect(answer.status).toBe(200);
      return answer.json.rollout;
    };
    /** A rollout paused, resumed or cancelled, by the admin unless told. */
    const pause = (id: number, token = admin) =>
      typed.post('/api/rollouts/{id}/pause', { path: { id }, token });
    const resume = (id: number) => typed.post('/api/rollouts/{id}/resume', { path: { id }, token: admin });
    const cancel = (id: number) => typed.post('/api/rollouts/{id}/cancel', { path: { id }, token: admin });
    /** The rollouts listed, newest first (without their failed kiosks). */
    const rollouts = async () => (await typed.get('/api/rollouts', { token: admin })).json.rollouts;
    const settles = (id: number, accept: (r: RolloutDetail) => boolean): Promise<RolloutDetail> =>
      until(
        `rollout ${id}`,
        () => rollout(id),
        (r) => r !== undefined && accept(r),
      );

    /** The kiosks told of an update at `level` so far, by the notices recorded. */
    const told = async (level: number, kind = 'genieUpdate'): Promise<string[]> => {
      const rows = (await api.app
        .get(DataSource)
        .query(
          `SELECT data FROM event_store WHERE type = 'UpdateAvailableRequested' ORDER BY global_position`,
        )) as Array<{
        data: { serialNumbers: string[]; kind: string; level: number };
      }>;
      return rows
        .filter((row) => row.data.kind === kind && row.data.level === level)
        .flatMap((row) => row.data.serialNumbers)
        .sort();
    };

    const start = (body: RolloutBody, token = admin, language?: string) =>
      typed.post('/api/rollouts', { body, token, language });

    beforeAll(async () => {
      api = await startApi(engine, { GATEWAY_API_TOKEN: gatewayToken });
      typed = typedApi(api.url);
      admin = await api.signIn('admin@ambient.demo', DEMO_PASSWORD);
      manager = await api.signIn('kiosk.manager@ambient.demo', DEMO_PASSWORD);
      const fleet = api.app.get(FleetReader);
      genies = await fleet.serialsOf('genie');
      latest = (await fleet.latestLevels()).genie;
      expect(genies.length).toBeGreaterThanOrEqual(3);
    }, 120_000);

    afterAll(async () => {
      await api?.close();
    });

    it('tells its groups in turn as their kiosks install, pauses past the error threshold, and ends', async () => {
      // One Genie has the level already: it is no part of the rollout.
      const [upToDate, ...rest] = genies;
      await installs(upToDate!, latest);
      const answer = await start({
        name: 'Genie level',
        kioskKind: 'genie',
        level: latest,
        groups: [
          { name: 'Pilot', upToPercent: 1, successThreshold: 100, errorThreshold: 0 },
          { name: 'Everyone else', upToPercent: 100, successThreshold: 100, errorThreshold: 0 },
        ],
      });
      expect(answer.status).toBe(200);
      const started = answer.json.rollout;
      const [pilot, ...others] = rest;
      expect(started).toMatchObject({
        name: 'Genie level',
        kind: 'genieUpdate',
        status: 'running',
        currentGroup: 0,
      });
      expect(started.groups.map((g) => [g.name, g.size, g.told, g.waiting])).toEqual([
        ['Pilot', 1, 1, 0],
        ['Everyone else', others.length, 0, others.length],
      ]);
      expect(await told(latest)).toEqual([pilot]);

      // The pilot installs: everyone else is told.
      await installs(pilot!, latest);
      const second = await settles(started.id, (r) => r.currentGroup === 1);
      expect(second.groups[0]).toMatchObject({ installed: 1, told: 0 });
      // The group's start and its kiosks' notice are one append: seen together, in one transaction.
      expect(await told(latest)).toEqual([pilot, ...others].sort());
      const transactions = (await api.app.get(DataSource).query(
        `SELECT DISTINCT xmin::text AS tx FROM event_store
          WHERE (stream_id = $1 AND type = 'RolloutGroupStarted' AND (data->>'group')::int = 1)
             OR (type = 'UpdateAvailableRequested' AND (data->>'level')::int = $2 AND data->'serialNumbers' ? $3)`,
        [rolloutStream(started.id), latest, others[0]],
      )) as Array<{ tx: string }>;
      expect(transactions).toHaveLength(1);

      // One fails to install: past a threshold of 0 %, the rollout stops by itself.
      await failsToInstall(others[0]!);
      const paused = await settles(started.id, (r) => r.status === 'paused');
      expect(paused).toMatchObject({ pauseReason: 'errorThreshold' });
      expect(paused.failedKiosks).toEqual([
        { serialNumber: others[0], group: 1, error: 'Not enough storage', date: expect.any(String) },
      ]);
      // Reports go on being recorded while it is paused.
      await installs(others[1]!, latest);
      await settles(started.id, (r) => r.groups[1]!.installed === 1);

      const resumed = await resume(started.id);
      expect(resumed.json).toMatchObject({ rollout: { status: 'running', pauseReason: null } });
      for (const serial of others) await installs(serial, latest);
      const finished = await settles(started.id, (r) => r.status === 'finished');
      expect(finished.groups[1]).toMatchObject({ installed: others.length, failed: 0 });
      expect(finished.failedKiosks).toEqual([]);

      expect(findIn(await rollouts()).id).toBe(started.id);
    });

    it('is paused and cancelled by an admin, and refuses what cannot be, appending nothing', async () => {
      const level = latest - 1;
      const body: RolloutBody = {
        name: 'Back one level',
        kioskKind: 'genie',
        level,
        overridesFirst: false,
        groups: [{ name: 'All', upToPercent: 100, successThreshold: 90, errorThreshold: 20 }],
      };
      // Every Genie reported the latest level in the test above; these go back one level.
      for (const serial of genies) await installs(serial, level - 1);
      const answer = await start(body);
      expect(answer.status).toBe(200);
      const { id } = answer.json.rollout;

      const head = await eventHead(api);
      expect(await start(body)).toEqual(refusal(409, 'A rollout of this update is already under way.'));
      expect(await start({ ...body, level: latest + 1 })).toEqual(
        refusal(422, `Level ${latest + 1} has not been released; the latest is ${latest}.`),
      );
      expect(await start({ ...body, level: latest + 1 }, admin, 'fr-CA')).toEqual(
        refusal(422, `Le niveau ${latest + 1} n’a pas été publié\u202f; le plus récent est le ${latest}.`),
      );
      expect(await start({ ...body, name: ' ', level: latest - 2 })).toEqual(
        refusal(422, 'Name is required'),
      );
      expect((await start(body, manager)).status).toBe(403);
      expect((await pause(id, manager)).status).toBe(403);
      expect(await typed.get('/api/rollouts/{id}', { path: { id: 999999 }, token: admin })).toEqual(
        refusal(404, 'This rollout no longer exists.', 1),
      );
      expect(await eventHead(api)).toBe(head);

      const paused = await pause(id);
      expect(paused.json).toMatchObject({ rollout: { status: 'paused', pauseReason: 'byAdmin' } });
      const cancelled = await cancel(id);
      expect(cancelled.json).toMatchObject({ rollout: { status: 'cancelled' } });
      const afterCancel = await eventHead(api);
      expect(await resume(id)).toEqual(refusal(409, 'This rollout has ended.'));
      // A cancelled rollout records no more reports.
      await installs(genies[0]!, level);
      expect((await rollout(id)).groups[0]!.installed).toBe(0);
      expect(
        (await api.app
          .get(DataSource)
          .query(`SELECT count(*)::int AS n FROM event_store WHERE stream_id = $1 AND global_position > $2`, [
            `rollout-${id}`,
            afterCancel.toString(),
          ])) as Array<{ n: number }>,
      ).toEqual([{ n: 0 }]);
    });

    it('starts with a release when asked, telling only its first group; a refused rollout refuses the release', async () => {
      const inGroups = {
        name: 'Next Genie release',
        groups: [
          { name: 'Pilot', upToPercent: 1, successThreshold: 100, errorThreshold: 0 },
          { name: 'Everyone else', upToPercent: 100, successThreshold: 90, errorThreshold: 10 },
        ],
      };
      /** A Genie release, with the rollout its form's field holds when given. */
      const release = (rollout?: unknown) =>
        typedUpload(api.url, '/api/genieupdates/release', {
          token: admin,
          file: { name: 'genie.zip', content: zipOf('genie/app.bin', 'next') },
          fields: rollout === undefined ? {} : { rollout: JSON.stringify(rollout) },
        });

      // Without a rollout a release tells every Genie at once, as the spec has it.
      const plain = await release();
      expect(plain.status).toBe(200);
      const level = plain.json.nextUpdate;
      expect(await told(level)).toEqual([...genies].sort());
      for (const serial of genies) await installs(serial, level);

      // A refused rollout (no name; thresholds that never let it go on) refuses the release too.
      const head = await eventHead(api);
      expect(await release({ ...inGroups, name: ' ' })).toEqual(refusal(422, 'Name is required'));
      const noSuccess = inGroups.groups.map((g) => ({ ...g, successThreshold: 0 }));
      expect((await release({ ...inGroups, groups: noSuccess })).status).toBe(422);
      expect((await release('{not json')).status).toBe(400);
      expect(await eventHead(api)).toBe(head);

      const answer = await release(inGroups);
      expect(answer).toEqual({
        status: 200,
        json: { errorSeverity: null, errorMessage: null, nextUpdate: level + 1 },
      });
      const started = findIn(await rollouts());
      expect(started).toMatchObject({
        name: 'Next Genie release',
        kind: 'genieUpdate',
        kioskKind: 'genie',
        level: level + 1,
        status: 'running',
        currentGroup: 0,
      });
      expect(started.groups.map((g) => [g.name, g.size, g.told])).toEqual([
        ['Pilot', 1, 1],
        ['Everyone else', genies.length - 1, 0],
      ]);
      expect(await told(level + 1)).toEqual([...genies].sort().slice(0, 1));

      // An Abby zip: the override kiosks of its version first, and only they are told.
      const overrides = (await typed.get('/api/kiosks/update-override-abbys', { token: admin })).json.kiosks
        .filter((k) => k.refId === 'update-override' && k.serialNumber.startsWith('AB22-'))
        .map((k) => k.serialNumber)
        .sort();
      expect(overrides.length).toBeGreaterThan(0);
      const zip = await typedUpload(api.url, '/api/abbyupdates/{version}', {
        path: { version: 22 },
        token: admin,
        file: { name: '900.zip', content: zipOf('genie/app.bin', 'next') },
        fields: { rollout: JSON.stringify({ ...inGroups, name: 'Abby 22 level 900' }) },
      });
      expect(zip.json).toMatchObject({ zipFile: { filename: '900.zip' } });
      const abby = findIn(await rollouts());
      expect(abby).toMatchObject({ kind: 'abbyUpdate', kioskKind: 'abby22', level: 900, currentGroup: 0 });
      expect(abby.groups[0]).toMatchObject({ name: 'Override kiosks', size: overrides.length });
      expect(await told(900, 'abbyUpdate')).toEqual(overrides);
    });
  });
}
