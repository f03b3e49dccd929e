/**
 * Message purges through the API (issue 13, point 5; decision 0070): the purge takes the messages
 * older than the retention period and the media only they held in their resident's library, keeps
 * what another message holds and what a shared library holds (warnings), and records what became
 * of each message; admins read the purges and their details in English and French, others are
 * refused; the details' texts are sealed in the log. The scheduled job purges on the in-process
 * runner and on BullMQ.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import type { ApiPaths, MessagePurge } from '@ambient/core';
import { MessagePurger } from '../../src/message-purges/index.js';
import { typedUpload } from '../admin/admin-test-client.js';
import { callApi, refusal, settledEventHead } from '../support/api-calls.js';
import { DEMO_PASSWORD, pngOf, startApi, type RunningApi } from '../support/api-app.js';
import { featureEngines, type DatabaseEngine } from '../support/databases.js';
import { findIn, typedApi, type TypedApi } from '../support/typed-api.js';
import { removeTestQueue, testQueuePrefix } from '../support/job-queues.js';
import { until } from '../support/until.js';

const DAY_MS = 24 * 3600 * 1000;

/** The API, its typed calls, the demo accounts' tokens and the family facilitator's Genie resident. */
interface Context {
  api: RunningApi;
  typed: TypedApi;
  tokens: Record<'admin' | 'family' | 'manager', string>;
  resident: number;
}

type MessageBody = ApiPaths['/api/messages']['post']['requestBody']['content']['application/json'];

/** Starts the API, signs the demo accounts in and finds the family facilitator's Genie resident. */
async function start(engine: DatabaseEngine, env: Record<string, string>): Promise<Context> {
  const api = await startApi(engine, env);
  const typed = typedApi(api.url);
  const signIn = (email: string) => api.signIn(email, DEMO_PASSWORD);
  const tokens = {
    admin: await signIn('admin@ambient.demo'),
    family: await signIn('family@ambient.demo'),
    manager: await signIn('kiosk.manager@ambient.demo'),
  };
  const family = (await typed.get('/api/users/me', { token: tokens.family })).json;
  // The family facilitator's Genie resident (a message goes to a Genie's resident).
  const [genie] = (await api.app.get(DataSource).query(
    `SELECT r.id FROM residents r JOIN kiosks k ON k.id = r.kiosk_id
      WHERE r.id = ANY($1::int[]) AND k.type_id = 2 ORDER BY r.id LIMIT 1`,
    [family.profile.residentIds],
  )) as Array<{ id: number }>;
  return { api, typed, tokens, resident: genie!.id };
}

/** A picture sent to the resident by the family facilitator, with the message's fields. */
const upload = (
  ctx: Context,
  fields: { residentId: string; title: string; subject: string; messageTypeId: '1' | '2' },
  bytes: Buffer,
) =>
  typedUpload(ctx.api.url, '/api/messages/upload/{kind}', {
    path: { kind: 'images' },
    token: ctx.tokens.family,
    file: { name: 'garden.png', content: bytes },
    fields,
  });

/** A message the family facilitator sends. */
const send = (ctx: Context, body: MessageBody) =>
  ctx.typed.post('/api/messages', { body, token: ctx.tokens.family });

/** The message of a successful send. */
const sent = <Message>(answer: {
  status: number;
  json: { errorMessage: string | null; messages: Message[] };
}): Message => {
  expect({ status: answer.status, errorMessage: answer.json.errorMessage }).toEqual({
    status: 200,
    errorMessage: null,
  });
  return findIn(answer.json.messages);
};

const purges = async (ctx: Context): Promise<MessagePurge[]> => {
  const answer = await ctx.typed.get('/api/admin/message-purges', { token: ctx.tokens.admin });
  expect(answer.status).toBe(200);
  return answer.json.messagePurges;
};

/** A purge's details, read by the admin unless told. */
const detailsOf = (ctx: Context, id: number, token: string | null = ctx.tokens.admin, language?: string) =>
  ctx.typed.get('/api/admin/message-purge-details/purge/{id}', { path: { id }, token, language });

for (const engine of featureEngines()) {
  describe(`Message purges on ${engine.name}`, () => {
    let ctx: Context;
    const query = <T>(sql: string, params: unknown[] = []) =>
      ctx.api.app.get(DataSource).query(sql, params) as Promise<T[]>;

    beforeAll(async () => {
      // A day's retention; the purges are run by hand at chosen moments: the schedule's next slot
      // is a century off (an hourly one comes at the top of every hour, in a run that crosses it).
      ctx = await start(engine, {
        MESSAGE_RETENTION_DAYS: '1',
        MESSAGE_PURGE_EVERY_MS: String(100 * 365 * 24 * 3_600_000),
      });
    }, 180_000);

    afterAll(async () => {
      await ctx?.api.close();
    });

    it('purges old messages and their media, keeps what is held elsewhere, and records each message', async () => {
      const resident = ctx.resident;
      // A picture sent to the resident: it becomes an item of their library...
      const first = sent(
        await upload(
          ctx,
          {
            residentId: String(resident),
            title: 'Purge garden',
            subject: 'Roses in June',
            messageTypeId: '1',
          },
          await pngOf(400, 400),
        ),
      );
      const pictureId = findIn(first.messageBlobs).mediaItemId;
      // ... which a second message shows too.
      const second = sent(
        await send(ctx, {
          residentIds: [resident],
          kind: 'image',
          title: 'Purge garden again',
          mediaItemIds: [pictureId],
        }),
      );
      const text = sent(await send(ctx, { residentIds: [resident], text: 'Purge lunch on Sunday' }));
      // A picture of the public library, shown by a message.
      const shared = await typedUpload(ctx.api.url, '/api/mediaitems/library/{library}/upload/{kind}', {
        path: { library: 'public', kind: 'images' },
        token: ctx.tokens.admin,
        file: { name: 'Sunrise.png', content: await pngOf(400, 400) },
      });
      expect(shared.json).toMatchObject({ uploadResults: [{ mediaItem: {} }] });
      const sharedId = findIn(shared.json.uploadResults).mediaItem!.mediaItemId;
      const withShared = sent(
        await send(ctx, {
          residentIds: [resident],
          kind: 'image',
          title: 'Sunrise',
          mediaItemIds: [sharedId],
        }),
      );
      await settledEventHead(ctx.api);
      const ours = [first.id, second.id, text.id, withShared.id];
      const purger = ctx.api.app.get(MessagePurger);
      const before = (await purges(ctx)).length;

      // Half a day later nothing is due: the purge is recorded, empty.
      const early = await purger.purge(new Date(Date.now() + DAY_MS / 2));
      expect((await purges(ctx))[0]).toMatchObject({
        id: early,
        numMessages: 0,
        numWarnings: 0,
        numErrors: 0,
      });
      const stillThere = await query<{ id: number }>(`SELECT id FROM messages WHERE id = ANY($1::int[])`, [
        ours,
      ]);
      expect(stillThere).toHaveLength(4);
      expect((await detailsOf(ctx, early)).json.messagePurgeDetails).toEqual([]);

      // Two days later they are.
      const at = new Date(Date.now() + 2 * DAY_MS);
      const purgeId = await purger.purge(at);
      const list = await purges(ctx);
      expect(list).toHaveLength(before + 2);
      expect(list[0]).toEqual({
        id: purgeId,
        datePurged: at.toISOString(),
        numMessages: 4,
        numWarnings: 2,
        numErrors: 0,
      });
      expect(list.every((purge) => purge.id > 0)).toBe(true);

      const answer = await detailsOf(ctx, purgeId);
      expect(answer.status).toBe(200);
      const details = answer.json.messagePurgeDetails;
      const [names] = await query<{ kiosk: string; resident: string; user: string }>(
        `SELECT k.name AS kiosk, r.name AS resident, u.name AS user FROM residents r
           JOIN kiosks k ON k.id = r.kiosk_id JOIN users u ON u.id = 'ambient|family' WHERE r.id = $1`,
        [resident],
      );
      const common = {
        messagePurgeId: purgeId,
        kiosk: names!.kiosk,
        resident: names!.resident,
        user: names!.user,
        direction: 'User To Resident',
        lastOpened: null,
        isError: false,
      };
      expect(details.map(({ id: _id, ...detail }) => detail)).toEqual([
        {
          ...common,
          subject: 'Roses in June',
          type: 'image',
          blobName: 'Purge garden',
          statusMessage: 'Message deleted; 1 media item(s) kept: something else still holds them.',
          isWarning: true,
        },
        {
          ...common,
          subject: 'Purge garden again',
          type: 'image',
          blobName: 'Purge garden again',
          statusMessage: 'Message and its media deleted.',
          isWarning: false,
        },
        {
          ...common,
          subject: 'Purge lunch on Sunday',
          type: 'text',
          blobName: '',
          statusMessage: 'Message and its media deleted.',
          isWarning: false,
        },
        {
          ...common,
          subject: 'Sunrise',
          type: 'image',
          blobName: 'Sunrise',
          statusMessage: 'Message deleted; 1 media item(s) from a shared library kept.',
          isWarning: true,
        },
      ]);
      const french = await detailsOf(ctx, purgeId, ctx.tokens.admin, 'fr-CA');
      expect(french.json.messagePurgeDetails.map((d) => d.statusMessage)).toEqual([
        'Message supprimé\u202f; 1 média(s) conservé(s)\u202f: autre chose les utilise encore.',
        'Message et médias supprimés.',
        'Message et médias supprimés.',
        'Message supprimé\u202f; 1 média(s) d’une bibliothèque partagée conservé(s).',
      ]);

      // The messages are gone for their readers, the resident's picture with them; the shared one stays.
      const left = await query<{ id: number }>(`SELECT id FROM messages WHERE id = ANY($1::int[])`, [ours]);
      expect(left).toEqual([]);
      const items = await query<{ id: number }>(`SELECT id FROM media_items WHERE id = ANY($1::int[])`, [
        [pictureId, sharedId],
      ]);
      expect(items.map((item) => item.id)).toEqual([sharedId]);
      const seen = (
        await ctx.typed.post('/api/messages/profile', {
          body: { residentIds: [resident] },
          token: ctx.tokens.family,
        })
      ).json.messages;
      expect(seen.filter((message) => ours.includes(message.id))).toEqual([]);

      // The deletions are the messages slice's own events, recorded as the system's.
      const deleted = await query<{ n: number }>(
        `SELECT count(*)::int AS n FROM event_store WHERE type = 'MessageDeleted' AND metadata->>'source' = 'system'
          AND stream_id = ANY($1::text[])`,
        [ours.map((id) => `message-${id}`)],
      );
      expect(deleted[0]!.n).toBe(4);
      // What residents and their contacts wrote is sealed in the purge's details too.
      const logged = await query<{ data: string }>(
        `SELECT data::text AS data FROM event_store WHERE type = 'MessagePurgeDetailRecorded'`,
      );
      expect(logged).toHaveLength(4);
      for (const row of logged) {
        expect(row.data).not.toContain('Roses in June');
        expect(row.data).not.toContain('Purge garden');
        expect(row.data).not.toContain('Purge lunch');
      }
    });

    it("keeps a message's picture that the resident's Memory Album shows: the album keeps it after the purge", async () => {
      const message = sent(
        await upload(
          ctx,
          {
            residentId: String(ctx.resident),
            title: 'Album keeper',
            subject: 'For the album',
            messageTypeId: '1',
          },
          await pngOf(420, 420),
        ),
      );
      const pictureId = findIn(message.messageBlobs).mediaItemId;
      const album = await ctx.typed.post('/api/residentplaylists', {
        body: { residentId: ctx.resident, name: 'Kept by the purge' },
        token: ctx.tokens.family,
      });
      expect(album.status).toBe(200);
      const albumId = album.json.playlist.id;
      const added = await ctx.typed.post('/api/residentplaylistblobs/bulk', {
        body: { playlistId: albumId, mediaItemIds: [pictureId] },
        token: ctx.tokens.family,
      });
      expect(added.status).toBe(200);
      await settledEventHead(ctx.api);

      const purgeId = await ctx.api.app.get(MessagePurger).purge(new Date(Date.now() + 2 * DAY_MS));
      const details = (await detailsOf(ctx, purgeId)).json.messagePurgeDetails;
      expect(details.find((detail) => detail.subject === 'For the album')).toMatchObject({
        statusMessage: 'Message deleted; 1 media item(s) kept: something else still holds them.',
        isWarning: true,
      });
      expect(await query(`SELECT id FROM messages WHERE id = $1`, [message.id])).toEqual([]);
      expect(await query(`SELECT id FROM media_items WHERE id = $1`, [pictureId])).toEqual([
        { id: pictureId },
      ]);
      const albumItems = (
        await ctx.typed.get('/api/residentplaylists/{id}', {
          path: { id: albumId },
          token: ctx.tokens.family,
        })
      ).json.playlist.playlistBlobs;
      expect(albumItems.map((item) => item.mediaItemId)).toEqual([pictureId]);
    });

    it('records a message or a picture the database refuses to delete as an error, keeps it, and takes it at the next purge', async () => {
      const kept = sent(await send(ctx, { residentIds: [ctx.resident], text: 'Refused lunch' }));
      const pictured = sent(
        await upload(
          ctx,
          {
            residentId: String(ctx.resident),
            title: 'Refused garden',
            subject: 'Lilacs',
            messageTypeId: '1',
          },
          await pngOf(410, 410),
        ),
      );
      const pictureId = findIn(pictured.messageBlobs).mediaItemId;
      await settledEventHead(ctx.api);
      // The database refuses these two deletions, as it would on a full disk: the purge's own
      // commands meet a real failure of their append, not a stand-in.
      await query(
        `CREATE FUNCTION refuse_purge_deletions() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           IF (NEW.type = 'MessageDeleted' AND NEW.stream_id = 'message-${kept.id}')
              OR (NEW.type = 'MediaItemDeleted' AND NEW.stream_id = 'media-item-${pictureId}') THEN
             RAISE EXCEPTION 'could not extend file: No space left on device';
           END IF;
           RETURN NEW;
         END $$`,
      );
      await query(
        `CREATE TRIGGER refuse_purge_deletions BEFORE INSERT ON event_store
           FOR EACH ROW EXECUTE FUNCTION refuse_purge_deletions()`,
      );
      const purger = ctx.api.app.get(MessagePurger);
      let purgeId: number;
      try {
        purgeId = await purger.purge(new Date(Date.now() + 2 * DAY_MS));
      } finally {
        await query(`DROP TRIGGER refuse_purge_deletions ON event_store`);
        await query(`DROP FUNCTION refuse_purge_deletions()`);
      }

      expect((await purges(ctx))[0]).toMatchObject({
        id: purgeId,
        numMessages: 2,
        numErrors: 2,
        numWarnings: 0,
      });
      const details = (await detailsOf(ctx, purgeId)).json.messagePurgeDetails;
      expect(
        details.map(({ subject, statusMessage, isError }) => ({ subject, statusMessage, isError })),
      ).toEqual([
        {
          subject: 'Refused lunch',
          statusMessage: 'The message could not be deleted; the next purge tries again.',
          isError: true,
        },
        {
          subject: 'Lilacs',
          statusMessage: 'Message deleted, but its media could not be removed.',
          isError: true,
        },
      ]);
      // Nothing is lost: the refused message is still there for its readers, the picture too.
      expect(
        await query(`SELECT id FROM messages WHERE id = ANY($1::int[])`, [[kept.id, pictured.id]]),
      ).toEqual([{ id: kept.id }]);
      expect(await query(`SELECT id FROM media_items WHERE id = $1`, [pictureId])).toEqual([
        { id: pictureId },
      ]);
      // No refused deletion left an event behind.
      expect(
        await query(
          `SELECT stream_id FROM event_store WHERE (type = 'MessageDeleted' AND stream_id = $1)
              OR (type = 'MediaItemDeleted' AND stream_id = $2)`,
          [`message-${kept.id}`, `media-item-${pictureId}`],
        ),
      ).toEqual([]);

      // The next purge takes the message the database refused before.
      const next = await purger.purge(new Date(Date.now() + 2 * DAY_MS));
      const retried = (await detailsOf(ctx, next)).json.messagePurgeDetails;
      expect(retried.map(({ subject, statusMessage }) => ({ subject, statusMessage }))).toEqual([
        { subject: 'Refused lunch', statusMessage: 'Message and its media deleted.' },
      ]);
      expect(await query(`SELECT id FROM messages WHERE id = $1`, [kept.id])).toEqual([]);
    });

    it('lets admins alone read the purges, and answers a purge that does not exist as missing', async () => {
      expect(await ctx.typed.get('/api/admin/message-purges', { token: ctx.tokens.family })).toEqual(
        refusal(403, 'You are not allowed to do this.', 1),
      );
      expect((await detailsOf(ctx, 1, ctx.tokens.manager)).status).toBe(403);
      expect((await ctx.typed.get('/api/admin/message-purges', { token: null })).status).toBe(401);
      expect(await detailsOf(ctx, 999999)).toEqual(refusal(404, 'This message purge does not exist.'));
      // Untyped on purpose: ids the document refuses.
      for (const id of ['abc', '0'])
        expect(
          (
            await callApi(ctx.api.url, 'GET', `admin/message-purge-details/purge/${id}`, {
              token: ctx.tokens.admin,
            })
          ).status,
        ).toBe(400);
    });
  });
}

/** The scheduled job, on each runner: every message sent before a run (no retention) is purged by it. */
const runners: Array<{ name: string; env: () => Record<string, string> }> = [
  { name: 'the in-process runner', env: () => ({}) },
];
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl)
  runners.push({
    name: 'BullMQ on Redis',
    env: () => ({ REDIS_URL: redisUrl, QUEUE_PREFIX: testQueuePrefix() }),
  });

const [firstEngine] = featureEngines();
for (const runner of runners) {
  describe(`The scheduled message purge on ${runner.name}`, () => {
    let ctx: Context;
    const env = runner.env();

    beforeAll(async () => {
      ctx = await start(firstEngine!, {
        ...env,
        MESSAGE_RETENTION_DAYS: '0',
        MESSAGE_PURGE_EVERY_MS: '500',
      });
    }, 180_000);

    afterAll(async () => {
      await ctx?.api.close();
      if (env.REDIS_URL) await removeTestQueue(env.REDIS_URL, env.QUEUE_PREFIX!);
    });

    it('purges a message at the next run, and records each run', async () => {
      const message = sent(await send(ctx, { residentIds: [ctx.resident], text: 'Scheduled purge' }));
      const listed = await until(
        'a purge to take the message',
        () => purges(ctx),
        (list) => list?.some((purge) => purge.numMessages > 0) ?? false,
      );
      const taken = findIn(listed, (purge) => purge.numMessages > 0);
      const details = (await detailsOf(ctx, taken.id)).json.messagePurgeDetails;
      expect(details.map((detail) => [detail.subject, detail.statusMessage])).toEqual([
        ['Scheduled purge', 'Message and its media deleted.'],
      ]);
      const left = (await ctx.api.app
        .get(DataSource)
        .query(`SELECT id FROM messages WHERE id = $1`, [message.id])) as unknown[];
      expect(left).toEqual([]);
      // Runs keep coming, each recorded once with its own id.
      const later = await until(
        'two more purges',
        () => purges(ctx),
        (list) => (list?.length ?? 0) >= listed.length + 2,
      );
      expect(new Set(later.map((purge) => purge.id)).size).toBe(later.length);
    });
  });
}
