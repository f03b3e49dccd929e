/**
 * A Geniegram reaches its Genie (decision 0066): once sent, the kiosk is told its content changed
 * through the device gateway (run as a process), answers the command and syncs; a refused
 * Geniegram tells the kiosk nothing.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { KioskType } from '@ambient/device-protocol';
import { KioskSimulator } from '@ambient/simulators';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';
import { featureEngines } from '../support/databases.js';
import { gatewayPorts, startGateway, type RunningGateway } from '../support/gateway-process.js';
import { typedApi, type TypedApi } from '../support/typed-api.js';
import { until } from '../support/until.js';

for (const engine of featureEngines()) {
  describe(`Geniegram delivery to kiosks on ${engine.name}`, () => {
    const gatewayToken = randomBytes(24).toString('base64url');
    let api: RunningApi;
    let gateway: RunningGateway | null = null;
    let kiosk: KioskSimulator | null = null;
    const tokens: Record<string, string> = {};
    let resident: number;
    let kioskId: number;
    let serial: string;
    let typed: TypedApi;

    /** A Geniegram sent as JSON, its kiosk and residents as numbers. */
    const sendJson = (body: { kioskId: number; residentId: number[]; message: string }) =>
      typed.post('/api/kioskemails/send', { token: tokens.family, body });

    const query = <T>(sql: string, params: unknown[] = []) =>
      api.app.get(DataSource).query(sql, params) as Promise<T[]>;

    /** The outcomes of the contentChanged commands the kiosk answered. */
    const contentChangedAnswers = async (): Promise<string[]> =>
      (
        await query<{ data: { command: string; outcome: string } }>(
          `SELECT data FROM event_store WHERE stream_id = $1 AND type = 'KioskCommandAnswered' ORDER BY global_position`,
          [`device-${serial}`],
        )
      )
        .filter((row) => row.data.command === 'contentChanged')
        .map((row) => row.data.outcome);

    beforeAll(async () => {
      const ports = await gatewayPorts();
      api = await startApi(engine, { GATEWAY_API_TOKEN: gatewayToken, GATEWAY_HEALTH_URL: ports.healthUrl });
      typed = typedApi(api.url);
      tokens.admin = await api.signIn('admin@ambient.demo', DEMO_PASSWORD);
      tokens.family = await api.signIn('family@ambient.demo', DEMO_PASSWORD);
      // The family facilitator's Genie resident and their kiosk.
      const [row] = await query<{ id: number; kiosk_id: number; serial_number: string }>(
        `SELECT r.id, r.kiosk_id, k.serial_number FROM residents r JOIN kiosks k ON k.id = r.kiosk_id
           JOIN users u ON r.id = ANY(u.resident_ids) WHERE u.id = 'ambient|family' AND k.type_id = 2 ORDER BY r.id LIMIT 1`,
      );
      resident = row!.id;
      kioskId = row!.kiosk_id;
      serial = row!.serial_number;
      const issued = await typed.post('/api/kiosks/{id}/device-credential', {
        path: { id: kioskId },
        token: tokens.admin,
      });
      expect(issued.status).toBe(200);
      gateway = await startGateway(ports, api.url, gatewayToken);
      kiosk = new KioskSimulator({
        url: ports.brokerUrl,
        serial,
        type: KioskType.Genie,
        username: serial,
        password: issued.json.secret,
        reconnectPeriodMs: 0,
      });
      await kiosk.connect();
    }, 120_000);

    afterAll(async () => {
      await kiosk?.disconnect().catch(() => undefined);
      await gateway?.stop();
      await api?.close();
    }, 30_000);

    it('tells the Genie its content changed once a Geniegram is sent, and nothing for a refused one', async () => {
      const refused = await sendJson({
        kioskId,
        residentId: [resident],
        message: ' ',
      });
      expect(refused.status).toBe(422);
      const sent = await sendJson({
        kioskId,
        residentId: [resident],
        message: 'See you on Sunday',
      });
      expect(sent.status).toBe(200);
      const answers = await until(
        'the kiosk answering the command',
        contentChangedAnswers,
        (list) => list.length > 0,
      );
      expect(answers).toEqual(['done']);
    });
  });
}
