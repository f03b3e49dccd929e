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
import type { MessagePurge, MessagePurgeDetail, Profile, ResidentMessage } from '@ambient/core';
import { MessagePurger } from '../../src/message-purges/index.js';
import { callApi, refusal, settledEventHead, type Answer } from '../support/api-calls.js';
import { DEMO_PASSWORD, pngOf, startApi, type RunningApi } from '../support/api-app.js';
import { databaseEngines } from '../support/databases.js';
import { removeTestQueue, testQueuePrefix } from '../support/job-queues.js';
import { until } from '../support/until.js';

const DAY_MS = 24 * 3600 * 1000;

/** What the family facilitator sends, and reads back. */
interface Context {
  api: RunningApi;
  tokens: Record<string, string>;
  resident: number;
}

const call = (ctx: Context, method: string, path: string, body?: unknown, who = 'admin', language?: string) =>
  callApi(ctx.api.url, method, path, { token: who === 'none' ? null : ctx.tokens[who], body, language });

async function upload(
  ctx: Context,
  path: string,
  fields: Record<string, string>,
  bytes: Buffer,
): Promise<Answer> {
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'garden.png');
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await fetch(`${ctx.api.url}/api/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ctx.tokens.family}` },
    body: form,
  });
  return { status: response.status, json: (await response.json()) as Answer['json'] };
}

const sent = (answer: Answer): ResidentMessage => {
  expect({ status: answer.status, errorMessage: answer.json.errorMessage }).toEqual({
    status: 200,
    errorMessage: null,
  });
  return (answer.json.messages as ResidentMessage[])[0]!;
};

/** Signs the demo accounts in and finds the family facilitator's Genie resident. */
async function signIn(ctx: Context): Promise<void> {
  const { api, tokens } = ctx;
  for (const [key, email] of Object.entries({
    admin: 'admin@ambient.demo',
    family: 'family@ambient.demo',
    manager: 'kiosk.manager@ambient.demo',
  }))
    tokens[key] = await api.signIn(email, DEMO_PASSWORD);
  const family = (await call(ctx, 'GET', 'users/me', undefined, 'family')).json as unknown as {
    profile: Profile;
  };
  // The family facilitator's Genie resident (a message goes to a Genie's resident).
  const [genie] = (await api.app.get(DataSource).query(
    `SELECT r.id FROM residents r JOIN kiosks k ON k.id = r.kiosk_id
      WHERE r.id = ANY($1::int[]) AND k.type_id = 2 ORDER BY r.id LIMIT 1`,
    [family.profile.residentIds],
  )) as Array<{ id: number }>;
  ctx.resident = genie!.id;
}

const purges = async (ctx: Context): Promise<MessagePurge[]> => {
  const answer = await call(ctx, 'GET', 'admin/message-purges');
  expect(answer.status).toBe(200);
  return answer.json.messagePurges as MessagePurge[];
};

for (const engine of databaseEngines()) {
  describe(`Message purges on ${engine.name}`, () => {
    let ctx: Context;
    const query = <T>(sql: string, params: unknown[] = []) =>
      ctx.api.app.get(DataSource).query(sql, params) as Promise<T[]>;

    beforeAll(async () => {
      // A day's retention; the purges are run by hand at chosen moments: the schedule's next slot
      // is a century off (an hourly one comes at the top of every hour, in a run that crosses it).
      ctx = {
        api: await startApi(engine, {
          MESSAGE_RETENTION_DAYS: '1',
          MESSAGE_PURGE_EVERY_MS: String(100 * 365 * 24 * 3_600_000),
        }),
        tokens: {},
        resident: 0,
      };
      await signIn(ctx);
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
          'messages/upload/images',
          {
            residentId: String(resident),
            title: 'Purge garden',
            subject: 'Roses in June',
            messageTypeId: '1',
          },
          await pngOf(400, 400),
        ),
      );
      const pictureId = first.messageBlobs[0]!.mediaItemId;
      // ... which a second message shows too.
      const second = sent(
        await call(
          ctx,
          'POST',
          'messages',
          { residentIds: [resident], kind: 'image', title: 'Purge garden again', mediaItemIds: [pictureId] },
          'family',
        ),
      );
      const text = sent(
        await call(
          ctx,
          'POST',
          'messages',
          { residentIds: [resident], text: 'Purge lunch on Sunday' },
          'family',
        ),
      );
      // A picture of the public library, shown by a message.
      const form = new FormData();
      form.append('file', new Blob([await pngOf(400, 400)]), 'Sunrise.png');
      const shared = (await (
        await fetch(`${ctx.api.url}/api/mediaitems/library/public/upload/images`, {
          method: 'POST',
          headers: { authorization: `Bearer ${ctx.tokens.admin}` },
          body: form,
        })
      ).json()) as { uploadResults: Array<{ mediaItem: { mediaItemId: number } }> };
      expect(shared).toMatchObject({ uploadResults: [{ mediaItem: {} }] });
      const sharedId = shared.uploadResults[0]!.mediaItem.mediaItemId;
      const withShared = sent(
        await call(
          ctx,
          'POST',
          'messages',
          { residentIds: [resident], kind: 'image', title: 'Sunrise', mediaItemIds: [sharedId] },
          'family',
        ),
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
      expect(
        (await call(ctx, 'GET', `admin/message-purge-details/purge/${early}`)).json.messagePurgeDetails,
      ).toEqual([]);

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

      const answer = await call(ctx, 'GET', `admin/message-purge-details/purge/${purgeId}`);
      expect(answer.status).toBe(200);
      const details = answer.json.messagePurgeDetails as MessagePurgeDetail[];
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
      const french = await call(
        ctx,
        'GET',
        `admin/message-purge-details/purge/${purgeId}`,
        undefined,
        'admin',
        'fr-CA',
      );
      expect((french.json.messagePurgeDetails as MessagePurgeDetail[]).map((d) => d.statusMessage)).toEqual([
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
      const seen = (await call(ctx, 'POST', 'messages/profile', { residentIds: [resident] }, 'family')).json
        .messages as ResidentMessage[];
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
          'messages/upload/images',
          {
            residentId: String(ctx.resident),
            title: 'Album keeper',
            subject: 'For the album',
            messageTypeId: '1',
          },
          await pngOf(420, 420),
        ),
      );
      const pictureId = message.messageBlobs[0]!.mediaItemId;
      const album = await call(
        ctx,
        'POST',
        'residentplaylists',
        { residentId: ctx.resident, name: 'Kept by the purge' },
        'family',
      );
      expect(album.status).toBe(200);
      const albumId = (album.json.playlist as { id: number }).id;
      const added = await call(
        ctx,
        'POST',
        'residentplaylistblobs/bulk',
        { playlistId: albumId, mediaItemIds: [pictureId] },
        'family',
      );
      expect(added.status).toBe(200);
      await settledEventHead(ctx.api);

      const purgeId = await ctx.api.app.get(MessagePurger).purge(new Date(Date.now() + 2 * DAY_MS));
      const details = (await call(ctx, 'GET', `admin/message-purge-details/purge/${purgeId}`)).json
        .messagePurgeDetails as MessagePurgeDetail[];
      expect(details.find((detail) => detail.subject === 'For the album')).toMatchObject({
        statusMessage: 'Message deleted; 1 media item(s) kept: something else still holds them.',
        isWarning: true,
      });
      expect(await query(`SELECT id FROM messages WHERE id = $1`, [message.id])).toEqual([]);
      expect(await query(`SELECT id FROM media_items WHERE id = $1`, [pictureId])).toEqual([
        { id: pictureId },
      ]);
      const albumItems = (
        (await call(ctx, 'GET', `residentplaylists/${albumId}`, undefined, 'family')).json
          .playlist as {
          playlistBlobs: Array<{ mediaItemId: number }>;
        }
      ).playlistBlobs;
      expect(albumItems.map((item) => item.mediaItemId)).toEqual([pictureId]);
    });

    it('records a message or a picture the database refuses to delete as an error, keeps it, and takes it at the next purge', async () => {
      const kept = sent(
        await call(ctx, 'POST', 'messages', { residentIds: [ctx.resident], text: 'Refused lunch' }, 'family'),
      );
      const pictured = sent(
        await upload(
          ctx,
          'messages/upload/images',
          {
            residentId: String(ctx.resident),
            title: 'Refused garden',
            subject: 'Lilacs',
            messageTypeId: '1',
          },
          await pngOf(410, 410),
        ),
      );
      const pictureId = pictured.messageBlobs[0]!.mediaItemId;
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
      const details = (await call(ctx, 'GET', `admin/message-purge-details/purge/${purgeId}`)).json
        .messagePurgeDetails as MessagePurgeDetail[];
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
      const retried = (await call(ctx, 'GET', `admin/message-purge-details/purge/${next}`)).json
        .messagePurgeDetails as MessagePurgeDetail[];
      expect(retried.map(({ subject, statusMessage }) => ({ subject, statusMessage }))).toEqual([
        { subject: 'Refused lunch', statusMessage: 'Message and its media deleted.' },
      ]);
      expect(await query(`SELECT id FROM messages WHERE id = $1`, [kept.id])).toEqual([]);
    });

    it('lets admins alone read the purges, and answers a purge that does not exist as missing', async () => {
      expect(await call(ctx, 'GET', 'admin/message-purges', undefined, 'family')).toEqual(
        refusal(403, 'You are not allowed to do this.', 1),
      );
      expect(
        (await call(ctx, 'GET', 'admin/message-purge-details/purge/1', undefined, 'manager')).status,
      ).toBe(403);
      expect((await call(ctx, 'GET', 'admin/message-purges', undefined, 'none')).status).toBe(401);
      expect(await call(ctx, 'GET', 'admin/message-purge-details/purge/999999')).toEqual(
        refusal(404, 'This message purge does not exist.'),
      );
      expect((await call(ctx, 'GET', 'admin/message-purge-details/purge/abc')).status).toBe(400);
      expect((await call(ctx, 'GET', 'admin/message-purge-details/purge/0')).status).toBe(400);
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

const [firstEngine] = databaseEngines();
for (const runner of runners) {
  describe(`The scheduled message purge on ${runner.name}`, () => {
    let ctx: Context;
    const env = runner.env();

    beforeAll(async () => {
      ctx = {
        api: await startApi(firstEngine!, {
          ...env,
          MESSAGE_RETENTION_DAYS: '0',
          MESSAGE_PURGE_EVERY_MS: '500',
        }),
        tokens: {},
        resident: 0,
      };
      await signIn(ctx);
    }, 180_000);

    afterAll(async () => {
      await ctx?.api.close();
      if (env.REDIS_URL) await removeTestQueue(env.REDIS_URL, env.QUEUE_PREFIX!);
    });

    it('purges a message at the next run, and records each run', async () => {
      const message = sent(
        await call(
          ctx,
          'POST',
          'messages',
          { residentIds: [ctx.resident], text: 'Scheduled purge' },
          'family',
        ),
      );
      const listed = await until(
        'a purge to take the message',
        () => purges(ctx),
        (list) => list?.some((purge) => purge.numMessages > 0) ?? false,
      );
      const taken = listed.find((purge) => purge.numMessages > 0)!;
      const details = (await call(ctx, 'GET', `admin/message-purge-details/purge/${taken.id}`)).json
        .messagePurgeDetails as MessagePurgeDetail[];
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
