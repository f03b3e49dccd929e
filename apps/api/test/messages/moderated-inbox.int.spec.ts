/**
 * A moderated inbox per facility (issue 13 point 8; decision 0077), through the API, the device
 * gateway (run as a process) and a simulated Genie: off by default, a message reaches the kiosk as
 * before; on, a virtual visitor's message waits, unseen by the kiosk and uncounted, until staff who
 * see the resident approve it (then it is delivered) or decline it (then it never is); an
 * approval in the facility's quiet time is delivered when its day starts, across an API restart. Who may decide, and refused calls append nothing.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { KioskType } from '@ambient/device-protocol';
import { KioskSimulator } from '@ambient/simulators';
import { ReleaseClock } from '../../src/messages/index.js';
import { callApi, eventHead, refusal } from '../support/api-calls.js';
import {
  DEMO_PASSWORD,
  ownDatabase,
  startApi,
  type ExistingDatabase,
  type RunningApi,
} from '../support/api-app.js';
import { featureEngines } from '../support/databases.js';
import {
  gatewayPorts,
  startGateway,
  type GatewayPorts,
  type RunningGateway,
} from '../support/gateway-process.js';
import { typedApi, type ResultFields, type TypedApi } from '../support/typed-api.js';
import { until } from '../support/until.js';

const hhmm = (date: Date): string => date.toISOString().slice(11, 16);

for (const engine of featureEngines()) {
  describe(`a moderated inbox on ${engine.name}`, () => {
    const gatewayToken = randomBytes(24).toString('base64url');
    // The people's keys are sealed with it: the API started again on the same data needs it too.
    const dataKey = randomBytes(32).toString('hex');
    let database: ExistingDatabase & { drop(): Promise<void> };
    let ports: GatewayPorts;
    let api: RunningApi;
    let gateway: RunningGateway | null = null;
    let kiosk: KioskSimulator | null = null;
    const tokens: Record<string, string> = {};
    let resident: number;
    let kioskId: number;
    let facilityId: number;
    let serial: string;
    let typed: TypedApi;

    const query = <T>(sql: string, params: unknown[] = []) =>
      api.app.get(DataSource).query(sql, params) as Promise<T[]>;

    const messageOf = async (id: number, token = tokens.visitor) =>
      (
        await typed.post('/api/messages/profile', { body: { residentIds: [resident] }, token })
      ).json.messages.find((message) => message.id === id);

    const send = async (text: string, token = tokens.visitor) => {
      const answer = await typed.post('/api/messages', { body: { residentIds: [resident], text }, token });
      expect(answer.status).toBe(200);
      return answer.json.messages[0]!;
    };

    const newOnDashboard = async (): Promise<number> =>
      (
        await typed.get('/api/kioskdashboard/{id}/manager-stats', {
          path: { id: kioskId },
          token: tokens.admin,
        })
      ).json.numNewKioskMessages;

    /** Approves a held message as `token`. */
    const approve = (id: number, token = tokens.visitor, language?: string) =>
      typed.post('/api/messages/{id}/approve', { path: { id }, body: {}, token, language });
    /** Declines a held message as `token`, with a reason when given. */
    const decline = (id: number, token = tokens.visitor, reason?: string) =>
      typed.post('/api/messages/{id}/decline', {
        path: { id },
        body: reason === undefined ? {} : { reason },
        token,
      });

    /** The kiosk holds the message and its acknowledgement is recorded (nothing of it is left to append). */
    async function kioskHolds(messageId: number, timeoutMs?: number): Promise<void> {
      await until(
        'the kiosk holding the message',
        async () => kiosk!.messages,
        (messages) => messages.some((message) => message.messageId === messageId),
        timeoutMs,
      );
      await until(
        'the acknowledgement recorded',
        () =>
          query<{ n: number }>(
            `SELECT count(*)::int AS n FROM event_store WHERE stream_id = $1 AND type = 'KioskCommandAnswered'
               AND data->>'commandId' = $2`,
            [`device-${serial}`, `message-${messageId}`],
          ),
        (rows) => rows[0]?.n === 1,
      );
    }

    /** The facility's day (on a UTC clock) starts at `start` and lasts six hours. */
    async function facilityDayFrom(start: Date): Promise<void> {
      const changed = await typed.put('/api/facilities/{id}/alert-settings', {
        path: { id: facilityId },
        body: {
          gracePeriodSeconds: 1800,
          dayStart: hhmm(start),
          dayEnd: hhmm(new Date(start.getTime() + 6 * 3600_000)),
          quietDays: [],
          quietHours: [],
          timeZone: 'UTC',
        },
        token: tokens.admin,
      });
      expect(changed.status).toBe(200);
    }

    /** The message is not on the kiosk once a later one from staff (never held) has arrived. */
    async function neverDelivered(messageId: number): Promise<void> {
      const marker = await send('From the staff', tokens.admin);
      await kioskHolds(marker.id);
      expect(kiosk!.messages.some((message) => message.messageId === messageId)).toBe(false);
    }

    /**
     * The call is refused with this answer and appends no event to a message or a facility's inbox
     * (the offline alerts' sweep, quick here, appends for the demo's offline kiosks meanwhile).
     */
    async function refused(
      answer: () => Promise<{ status: number; json: ResultFields }>,
      expected: unknown,
    ): Promise<void> {
      const head = await eventHead(api);
      expect(await answer()).toEqual(expected);
      expect(
        await query<{ type: string }>(
          `SELECT type FROM event_store WHERE global_position > $1
             AND (stream_id LIKE 'message-%' OR stream_id LIKE 'facility-inbox-%')`,
          [head.toString()],
        ),
      ).toEqual([]);
    }

    /** An API, the gateway relaying to it and the resident's Genie connected to the gateway. */
    async function start(existing: ExistingDatabase): Promise<void> {
      api = await startApi(
        engine,
        {
          GATEWAY_API_TOKEN: gatewayToken,
          GATEWAY_HEALTH_URL: ports.healthUrl,
          OFFLINE_ALERTS_SWEEP_MS: '500',
          DATA_ENCRYPTION_KEY: dataKey,
        },
        existing,
      );
      typed = typedApi(api.url);
      for (const [key, email] of Object.entries({
        admin: 'admin@ambient.demo',
        family: 'family@ambient.demo',
        otherVisitor: 'visitor@ambient.demo',
      }))
        tokens[key] = await api.signIn(email, DEMO_PASSWORD);
      // A seeded virtual visitor of the family facilitator's Genie resident.
      const [contact] = await query<{
        email: string;
        resident_id: number;
        kiosk_id: number;
        serial_number: string;
        facility_id: number;
      }>(
        `SELECT v.email, r.id AS resident_id, r.kiosk_id, k.serial_number, k.facility_id
           FROM users v JOIN users f ON f.id = 'ambient|family'
           JOIN residents r ON r.id = ANY(v.resident_ids) AND r.id = ANY(f.resident_ids)
           JOIN kiosks k ON k.id = r.kiosk_id
          WHERE v.functional_role = 'Guest' AND v.id LIKE 'ambient|demo-%' AND k.type_id = 2 AND k.facility_id IS NOT NULL
          ORDER BY v.id, r.id LIMIT 1`,
      );
      resident = contact!.resident_id;
      kioskId = contact!.kiosk_id;
      serial = contact!.serial_number;
      facilityId = contact!.facility_id;
      tokens.visitor = await api.signIn(contact!.email, DEMO_PASSWORD);
      // A domain manager of the resident's facility.
      const [manager] = await query<{ email: string }>(
        `SELECT u.email FROM users u JOIN facilities f ON f.id = $1
          WHERE u.functional_role = 'DomainManager' AND f.domain_id = ANY(u.domain_ids) ORDER BY u.id LIMIT 1`,
        [facilityId],
      );
      tokens.domain = await api.signIn(manager!.email, DEMO_PASSWORD);
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
    }

    async function stop(): Promise<void> {
      await kiosk?.disconnect().catch(() => undefined);
      await gateway?.stop();
      await api?.close();
      kiosk = null;
      gateway = null;
    }

    beforeAll(async () => {
      ports = await gatewayPorts();
      database = await ownDatabase(engine);
      await start(database);
    }, 180_000);

    afterAll(async () => {
      await stop();
      await database?.drop();
    }, 30_000);

    it('is off by default: a visitor’s message reaches the kiosk as before', async () => {
      const settings = await typed.get('/api/facilities/{id}/inbox-settings', {
        path: { id: facilityId },
        token: tokens.admin,
      });
      expect(settings.json).toMatchObject({ facilityId, settings: { moderated: false }, isDefault: true });
      const sent = await send('Hello from the visitor');
      expect(sent.moderation).toBeNull();
      await kioskHolds(sent.id);
    });

    it('is switched on and off by those who may change the facility’s alert settings, each change an event', async () => {
      const moderate = (moderated: boolean, token: string | undefined) =>
        typed.put('/api/facilities/{id}/inbox-settings', {
          path: { id: facilityId },
          body: { moderated },
          token,
        });
      await refused(() => moderate(true, tokens.family), refusal(404, 'This facility no longer exists.', 1));
      // Not a yes or no: a body the document refuses, sent untyped.
      await refused(
        () =>
          callApi(api.url, 'PUT', `facilities/${facilityId}/inbox-settings`, {
            body: { moderated: 'yes' },
            token: tokens.admin,
          }),
        expect.objectContaining({ status: 400 }),
      );
      await refused(
        () => typed.get('/api/facilities/{id}/inbox-settings', { path: { id: 999999 }, token: tokens.admin }),
        { status: 404, json: { errorSeverity: 1, errorMessage: expect.any(String) } },
      );
      const on = await moderate(true, tokens.domain);
      expect(on.status).toBe(200);
      expect(on.json).toMatchObject({ settings: { moderated: true }, isDefault: false });
      const events = await query<{ data: { facilityId: number; moderated: boolean } }>(
        `SELECT data FROM event_store WHERE stream_id = $1 AND type = 'FacilityInboxSettingsChanged' ORDER BY global_position`,
        [`facility-inbox-${facilityId}`],
      );
      expect(events.map((event) => event.data)).toEqual([{ facilityId, moderated: true }]);
      // Saying it again records nothing.
      await refused(() => moderate(true, tokens.admin), expect.objectContaining({ status: 200 }));
    });

    it('holds a visitor’s message until staff approve it, then delivers it; staff are never held', async () => {
      // Day time at the facility: an approval is delivered at once.
      await facilityDayFrom(new Date(Date.now() - 3600_000));
      const before = await newOnDashboard();
      const held = await send('Waiting for approval');
      expect(held.moderation).toBe('awaiting');
      expect(
        await query<{ type: string }>(
          `SELECT type FROM event_store WHERE stream_id = $1 ORDER BY global_position`,
          [`message-${held.id}`],
        ),
      ).toEqual([{ type: 'MessageSent' }, { type: 'MessageAwaitingApproval' }]);
      // Not on the kiosk, not counted as new; the sender sees it waiting; the kiosk cannot open it.
      await neverDelivered(held.id);
      expect(await newOnDashboard()).toBe(before + 1);
      expect((await messageOf(held.id))?.moderation).toBe('awaiting');
      expect(
        await typed.post('/api/device-gateway/messages/opened', {
          body: {
            serialNumber: serial,
            messageId: held.id,
            residentId: resident,
            openedAt: new Date().toISOString(),
          },
          headers: { 'x-gateway-token': gatewayToken },
        }),
      ).toEqual(refusal(404, 'This message no longer exists.', 1));
      // Staff filter the waiting messages.
      const waiting = (
        await typed.post('/api/messages/profile', {
          body: { residentIds: [resident], moderation: 'awaiting' },
          token: tokens.admin,
        })
      ).json.messages;
      expect(waiting.map((message) => message.id)).toEqual([held.id]);

      // Only staff who see the resident decide: not the sender, nor the family facilitator, nor a stranger.
      await refused(
        () => approve(held.id),
        refusal(403, 'Only staff who see the resident may approve or decline this message.', 1),
      );
      await refused(
        () => approve(held.id, tokens.family, 'fr'),
        refusal(403, 'Seul le personnel qui voit le résident peut approuver ou refuser ce message.', 1),
      );
      await refused(
        () => decline(held.id, tokens.otherVisitor),
        refusal(404, 'This message no longer exists.', 1),
      );
      // A field an approval does not have: a body the document refuses, sent untyped.
      await refused(
        () =>
          callApi(api.url, 'POST', `messages/${held.id}/approve`, {
            body: { now: true },
            token: tokens.admin,
          }),
        expect.objectContaining({ status: 400 }),
      );

      const approved = await approve(held.id, tokens.domain);
      expect(approved.status).toBe(200);
      expect(approved.json.message.moderation).toBe('approved');
      await kioskHolds(held.id);
      expect(await newOnDashboard()).toBe(before + 2);
      expect((await messageOf(held.id))?.moderation).toBe('approved');
      // Only a waiting message is decided.
      await refused(
        () => decline(held.id, tokens.admin),
        refusal(409, 'This message is not awaiting approval.', 0),
      );
    });

    it('never delivers a declined message; the sender reads why', async () => {
      const held = await send('Please decline me');
      await refused(
        () => decline(held.id, tokens.admin, 'x'.repeat(501)),
        refusal(422, 'The reason cannot exceed 500 characters.', 0),
      );
      const declined = await decline(held.id, tokens.admin, ' Not at night ');
      expect(declined.status).toBe(200);
      expect(await messageOf(held.id)).toMatchObject({
        moderation: 'declined',
        declineReason: 'Not at night',
      });
      await refused(
        () => approve(held.id, tokens.admin),
        refusal(409, 'This message is not awaiting approval.', 0),
      );
      await neverDelivered(held.id);
      // The reason is the resident's: not in clear in the log.
      const [event] = await query<{ data: unknown }>(
        `SELECT data FROM event_store WHERE stream_id = $1 AND type = 'MessageDeclined'`,
        [`message-${held.id}`],
      );
      expect(JSON.stringify(event!.data)).not.toContain('Not at night');
    });

    it('holds an approval in quiet time until the facility’s day starts, across an API restart', async () => {
      // Night at the facility: its day starts in two hours.
      await facilityDayFrom(new Date(Date.now() + 2 * 3600_000));
      const held = await send('Approved at night');
      const approved = await approve(held.id, tokens.admin);
      expect(approved.json.message.moderation).toBe('scheduled');
      const [event] = await query<{ data: { scheduled: boolean } }>(
        `SELECT data FROM event_store WHERE stream_id = $1 AND type = 'MessageApproved'`,
        [`message-${held.id}`],
      );
      expect(event!.data.scheduled).toBe(true);

      expect((await messageOf(held.id))?.moderation).toBe('scheduled');
      // Nothing of the held delivery lives in the API's memory: it survives a restart.
      await stop();
      await start({ databaseUrl: database.databaseUrl, pgliteDir: database.pgliteDir, seeded: true });
      expect((await messageOf(held.id))?.moderation).toBe('scheduled');
      // The sweep, every half second here, keeps it while the facility's night lasts: a message from
      // staff sent after the restart arrives, the held one does not.
      await neverDelivered(held.id);
      expect((await messageOf(held.id))?.moderation).toBe('scheduled');
      // The release clock moves past the day's start (two hours and a minute on); no event wakes the
      // sweep: its own round delivers the message.
      const clock = api.app.get(ReleaseClock);
      const dayStarted = Date.now() + 2 * 3600_000 + 60_000;
      clock.now = () => new Date(dayStarted);
      await kioskHolds(held.id);
      expect((await messageOf(held.id))?.moderation).toBe('approved');
      expect(
        await query<{ type: string }>(
          `SELECT type FROM event_store WHERE stream_id = $1 ORDER BY global_position`,
          [`message-${held.id}`],
        ),
      ).toEqual([
        { type: 'MessageSent' },
        { type: 'MessageAwaitingApproval' },
        { type: 'MessageApproved' },
        { type: 'MessageReleased' },
      ]);
    }, 120_000);
  });
}
