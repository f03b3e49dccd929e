/**
 * Messages reach the resident's kiosk (issue 13, point 2; decision 0044): a message to a Genie
 * resident is told to their kiosk through the device gateway (run as a process) as a
 * `messageReceived` command, acknowledged; the kiosk reports it opened, and the console reads it
 * opened; the kiosk dashboard's new-message counts follow. A report from another kiosk opens nothing.
 * A Genie with the API's address reads the message's words through its own access to the API,
 * with its credential, and reports it opened there (decision 0078); the console reads it opened.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import type { KioskInboxMessage } from '@ambient/core';
import { KioskType } from '@ambient/device-protocol';
import { KioskSimulator } from '@ambient/simulators';
import { refusal } from '../support/api-calls.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';
import { featureEngines } from '../support/databases.js';
import { gatewayPorts, startGateway, type RunningGateway } from '../support/gateway-process.js';
import { typedApi, type TypedApi } from '../support/typed-api.js';
import { until } from '../support/until.js';

for (const engine of featureEngines()) {
  describe(`message delivery to kiosks on ${engine.name}`, () => {
    const gatewayToken = randomBytes(24).toString('base64url');
    let api: RunningApi;
    let gateway: RunningGateway | null = null;
    let kiosk: KioskSimulator | null = null;
    const tokens: Record<string, string> = {};
    let resident: number;
    let kioskId: number;
    let serial: string;
    let brokerUrl: string;
    let secret: string;
    let typed: TypedApi;

    /** A message to the resident, sent as the family facilitator. */
    const send = async (text: string) => {
      const answer = await typed.post('/api/messages', {
        body: { residentIds: [resident], text },
        token: tokens.family,
      });
      expect(answer.status).toBe(200);
      return answer.json.messages;
    };
    const newOnDashboard = async () =>
      (
        await typed.get('/api/kioskdashboard/{id}/manager-stats', {
          path: { id: kioskId },
          token: tokens.admin,
        })
      ).json.numNewKioskMessages;

    const query = <T>(sql: string, params: unknown[] = []) =>
      api.app.get(DataSource).query(sql, params) as Promise<T[]>;

    const messageOf = async (id: number, token = tokens.family) =>
      (
        await typed.post('/api/messages/profile', { body: { residentIds: [resident] }, token })
      ).json.messages.find((message) => message.id === id);

    beforeAll(async () => {
      const ports = await gatewayPorts();
      brokerUrl = ports.brokerUrl;
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
      secret = issued.json.secret;
      gateway = await startGateway(ports, api.url, gatewayToken);
      kiosk = new KioskSimulator({
        url: brokerUrl,
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

    it('tells the kiosk of a new message, records its acknowledgement, and reads it opened once the kiosk reports it', async () => {
      const before = await newOnDashboard();
      const [sent] = await send('Dinner at six');
      const held = await until(
        'the kiosk holding the message',
        async () => kiosk!.messages,
        (messages) => messages.some((message) => message.messageId === sent!.id),
      );
      expect(held.find((message) => message.messageId === sent!.id)).toEqual({
        messageId: sent!.id,
        residentId: resident,
        opened: false,
      });
      // The acknowledgement is recorded in the kiosk's device stream.
      await until(
        'the acknowledgement recorded',
        () =>
          query<{ data: { command: string; outcome: string } }>(
            `SELECT data FROM event_store WHERE stream_id = $1 AND type = 'KioskCommandAnswered'`,
            [`device-${serial}`],
          ),
        (rows) => rows.some((row) => row.data.command === 'messageReceived' && row.data.outcome === 'done'),
      );
      // Still new on the dashboard: counted for the kiosk and for the resident.
      expect(await newOnDashboard()).toBe(before + 1);
      const summaries = (
        await typed.get('/api/kioskdashboard/{id}/resident-summaries', {
          path: { id: kioskId },
          token: tokens.admin,
        })
      ).json.residents;
      expect(summaries.find((summary) => summary.id === resident)?.newMessages).toBeGreaterThan(0);

      await kiosk!.openMessage(sent!.id);
      const opened = await until(
        'the message opened',
        () => messageOf(sent!.id),
        (message) => message?.isOpened === true,
      );
      expect(opened!.firstOpened).not.toBeNull();
      expect(await newOnDashboard()).toBe(before);
    });

    it('takes "message received" orders at the gateway only when well formed', async () => {
      const commands = new URL('commands', api.config.gatewayHealthUrl).toString();
      const post = (body: unknown) =>
        fetch(commands, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${gatewayToken}` },
          body: JSON.stringify(body),
        }).then(async (r) => ({ status: r.status, json: (await r.json()) as Record<string, unknown> }));
      for (const bad of [
        { messageReceived: [] },
        { messageReceived: [{ serialNumber: 'a/b', messageId: 1, residentId: resident }] },
        { messageReceived: [{ serialNumber: serial, messageId: 0, residentId: resident }] },
        { messageReceived: [{ serialNumber: serial, messageId: 1, residentId: 'x' }] },
      ]) {
        const refused = await post(bad);
        expect(refused.status).toBe(400);
        expect(refused.json.errorSeverity).toBe(1);
      }
      const sent = await post({
        messageReceived: [{ serialNumber: serial, messageId: 2_147_483_000, residentId: resident }],
      });
      expect(sent).toEqual({
        status: 200,
        json: {
          errorSeverity: null,
          errorMessage: null,
          sent: [{ serialNumber: serial, commandId: 'message-2147483000' }],
        },
      });
    });

    it('lets a Genie read the message it is told of through the API and report it opened; the console reads it opened', async () => {
      await kiosk!.disconnect();
      kiosk = new KioskSimulator({
        url: brokerUrl,
        serial,
        type: KioskType.Genie,
        username: serial,
        password: secret,
        reconnectPeriodMs: 0,
        apiUrl: api.url,
        openMessages: true,
      });
      await kiosk.connect();
      const [sent] = await send('Bingo tonight\nBring a friend');
      const opened = await until(
        'the message read by the kiosk and opened',
        () => messageOf(sent!.id),
        (message) => message?.isOpened === true,
      );
      expect(opened!.firstOpened).not.toBeNull();
      // The kiosk keeps the answer of its opened report once that answer reaches it (the console
      // may read the message opened a moment before).
      const read = await until(
        'the kiosk holding the message opened',
        async () => kiosk!.readMessageOf(sent!.id),
        (message) => message?.isOpened === true,
      );
      expect(read).toMatchObject({
        id: sent!.id,
        residentId: resident,
        subject: 'Bingo tonight',
        text: 'Bingo tonight\nBring a friend',
        senderName: sent!.userNickname,
        isOpened: true,
      });
      expect(kiosk.messages).toContainEqual({ messageId: sent!.id, residentId: resident, opened: true });

      // The resident answers from the kiosk: the console shows it from them.
      const [me] = (await kiosk.residents()).filter((each) => each.id === resident);
      const contact = me!.contacts.find((each) => each.userId === 'ambient|family');
      expect(contact).toBeDefined();
      const answer: KioskInboxMessage = await kiosk.sendMessage({
        residentId: resident,
        userId: contact!.userId,
        text: 'See you there',
      });
      expect(await messageOf(answer.id)).toMatchObject({ messageTypeId: 2, text: 'See you there' });
    });

    it("opens nothing on another kiosk's report, nor without the gateway's token", async () => {
      // The resident's own kiosk goes away first: it would open the message itself once told of it.
      await kiosk?.disconnect();
      kiosk = null;
      const [sent] = await send('Not yet');
      const report = {
        serialNumber: 'GN00-000000',
        messageId: sent!.id,
        residentId: resident,
        openedAt: new Date().toISOString(),
      };
      expect(
        await typed.post('/api/device-gateway/messages/opened', {
          body: report,
          headers: { 'x-gateway-token': gatewayToken },
        }),
      ).toEqual(refusal(404, 'This message no longer exists.', 1));
      expect(
        (
          await typed.post('/api/device-gateway/messages/opened', {
            body: { ...report, serialNumber: serial },
            headers: { 'x-gateway-token': 'wrong' },
          })
        ).status,
      ).toBe(403);
      expect((await messageOf(sent!.id))?.isOpened).toBe(false);
    });
  });
}
