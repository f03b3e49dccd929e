/**
 * The live fleet tiles' counts (decision 0037): presence and levels as the devices report them,
 * relayed by the embedded gateway (`POST device-gateway/facts`), beside the console's kiosks.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FleetSummaryResponse } from '@ambient/core';
import { callApi, eventHead, refusal } from '../support/api-calls.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';
import { databaseEngines } from '../support/databases.js';
import { enMessages } from '@ambient/core';

for (const engine of databaseEngines()) {
  describe(`fleet summary on ${engine.name}`, () => {
    const gatewayToken = randomBytes(24).toString('base64url');
    let api: RunningApi;
    let admin: string;
    let kiosks: Array<{ id: number; serialNumber: string; typeId: number }>;

    const summary = async (): Promise<FleetSummaryResponse> =>
      (await callApi(api.url, 'GET', 'fleet/summary', { token: admin }))
        .json as unknown as FleetSummaryResponse;
    const relay = async (type: string, data: Record<string, unknown>): Promise<void> => {
      const answer = await callApi(api.url, 'POST', 'device-gateway/facts', {
        body: { type, data: { ...data, at: new Date().toISOString() } },
        headers: { 'x-gateway-token': gatewayToken },
      });
      expect(answer.status).toBeLessThan(300);
    };

    beforeAll(async () => {
      api = await startApi(engine, { GATEWAY_API_TOKEN: gatewayToken });
      admin = await api.signIn('admin@ambient.demo', DEMO_PASSWORD);
      kiosks = (await callApi(api.url, 'GET', 'kiosks', { token: admin })).json.kiosks as typeof kiosks;
    }, 120_000);

    afterAll(async () => {
      await api?.close();
    });

    it('counts every kiosk as never connected until its device speaks, and the backlog by kind', async () => {
      const before = await summary();
      expect(before).toMatchObject({ errorSeverity: null, errorMessage: null, online: 0, offline: 0 });
      expect(before.neverConnected).toBe(kiosks.length);
      expect(before.abbysBehind + before.geniesBehind).toBeLessThanOrEqual(kiosks.length);
    });

    it('moves a kiosk from never connected to online and offline, and out of the backlog once it installs the latest level', async () => {
      const genie = kiosks.find((k) => k.typeId === 2)!;
      const before = await summary();
      await relay('RecordOnline', { serialNumber: genie.serialNumber, kioskTypeId: 2 });
      const online = await summary();
      expect(online).toMatchObject({ online: 1, offline: 0, neverConnected: before.neverConnected - 1 });

      const stats = (await callApi(api.url, 'GET', `kioskdashboard/${genie.id}/stats`, { token: admin }))
        .json;
      const latest = stats.maxUpdateLevel as number;
      await relay('RecordLevels', {
        serialNumber: genie.serialNumber,
        updateLevel: latest,
        updateInstallDate: new Date().toISOString(),
        activityLevel: null,
        activityInstallDate: null,
      });
      const installed = await summary();
      const wasBehind = ((stats.updateLevel as number | null) ?? 0) < latest;
      expect(installed.geniesBehind).toBe(before.geniesBehind - (wasBehind ? 1 : 0));
      await relay('RecordLevels', {
        serialNumber: genie.serialNumber,
        updateLevel: 1,
        updateInstallDate: new Date().toISOString(),
        activityLevel: null,
        activityInstallDate: null,
      });
      expect((await summary()).geniesBehind).toBe(installed.geniesBehind + 1);

      await relay('RecordOffline', { serialNumber: genie.serialNumber, reason: 'connectionLost' });
      expect(await summary()).toMatchObject({
        online: 0,
        offline: 1,
        neverConnected: before.neverConnected - 1,
      });
    });

    it('answers admins only, and appends nothing when it refuses', async () => {
      const tokens: string[] = [];
      for (const email of [
        'kiosk.manager@ambient.demo',
        'domain.manager@ambient.demo',
        'visitor@ambient.demo',
      ])
        tokens.push(await api.signIn(email, DEMO_PASSWORD));
      const head = await eventHead(api);
      for (const token of tokens)
        expect(await callApi(api.url, 'GET', 'fleet/summary', { token })).toEqual(
          refusal(403, enMessages['error.forbidden'], 1),
        );
      expect((await callApi(api.url, 'GET', 'fleet/summary')).status).toBe(401);
      expect(await eventHead(api)).toBe(head);
    });
  });
}
