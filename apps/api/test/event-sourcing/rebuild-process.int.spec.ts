/**
 * The rebuild command's process does the rebuild alone (decision 0095): none of the background work
 * of the API runs in it. No sweep follows the log (the offline alert sweep waits for the live
 * projections, which then apply what it waits for, in the command's process, beside the rebuild),
 * and on Redis no job schedule or worker of it joins the API's queue. An API's core on the same
 * settings does all of that.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { organizationStream } from '@ambient/core';
import {
  EVENT_STORE,
  metadataFor,
  ProjectionRunner,
  systemContext,
  type EventStore,
} from '@ambient/event-sourcing';
import { QUEUE_NAME } from '../../src/jobs/bullmq-queue.js';
import { startCore, type CoreContext } from '../support/core-context.js';
import { databaseEngines } from '../support/databases.js';
import { removeTestQueue, testQueuePrefix } from '../support/job-queues.js';
import { until } from '../support/until.js';

const redisUrl = process.env.TEST_REDIS_URL?.trim() || null;

/**
 * Resolves once a timer of `ms` started now has fired `times` times: a timer of the same period
 * started before it (the sweep's) has come due as often.
 */
const timerFired = (times: number, ms: number): Promise<void> =>
  new Promise((resolve) => {
    let fired = 0;
    const timer = setInterval(() => {
      fired += 1;
      if (fired < times) return;
      clearInterval(timer);
      resolve();
    }, ms);
  });

/** An organization created as another process appends it: no projection of this one has applied it. */
async function appendOrganization(core: CoreContext, organizationId: number): Promise<void> {
  await core.app.get<EventStore>(EVENT_STORE).append(
    organizationStream(organizationId),
    [
      {
        type: 'OrganizationCreated',
        data: { organizationId, name: `Organization ${organizationId}` },
        metadata: metadataFor(systemContext(), 'Test'),
      },
    ],
    'no_stream',
  );
}

/** The types of the events the projections of `core` apply as they follow the log. */
function heardOf(core: CoreContext): string[] {
  const heard: string[] = [];
  core.app.get(ProjectionRunner).onApplied((events) => heard.push(...events.map((event) => event.type)));
  return heard;
}

for (const engine of databaseEngines()) {
  describe(`the rebuild command's process on ${engine.name}`, () => {
    const opened: CoreContext[] = [];
    const open = async (env: NodeJS.ProcessEnv, options: { tool?: boolean } = {}): Promise<CoreContext> => {
      const core = await startCore(engine, env, options);
      opened.push(core);
      return core;
    };
    const close = async (core: CoreContext): Promise<void> => {
      opened.splice(opened.indexOf(core), 1);
      await core.close();
    };

    afterAll(async () => {
      for (const core of opened) await core.close();
    });

    it('rebuilds without following the log, however often the offline alert sweep comes due', async () => {
      const tool = await open({ OFFLINE_ALERTS_SWEEP_MS: '1' }, { tool: true });
      const heard = heardOf(tool);
      await appendOrganization(tool, 9001);
      await timerFired(20, 1);
      const report = await tool.app.get(ProjectionRunner).rebuild();
      expect(report.events).toBe(1);
      expect(await tool.app.get(DataSource).query('SELECT name FROM organizations WHERE id = 9001')).toEqual([
        { name: 'Organization 9001' },
      ]);
      // Closing waits for a sweep under way, and for the catch-up it would wait for.
      await close(tool);
      expect(heard).toEqual([]);
    });

    it('while an API’s core on the same settings follows the log and tells of what it applied', async () => {
      const api = await open({ OFFLINE_ALERTS_SWEEP_MS: '1' });
      const heard = heardOf(api);
      await appendOrganization(api, 9002);
      await until(
        'the API core to apply the organization',
        async () => heard,
        (types) => types.includes('OrganizationCreated'),
      );
      expect(await api.app.get(DataSource).query('SELECT name FROM organizations WHERE id = 9002')).toEqual([
        { name: 'Organization 9002' },
      ]);
    });

    if (redisUrl)
      it('schedules no job and starts no worker on Redis, where an API’s core does both', async () => {
        const env = { REDIS_URL: redisUrl!, QUEUE_PREFIX: testQueuePrefix() };
        const queue = new Queue(QUEUE_NAME, {
          connection: { url: redisUrl!, maxRetriesPerRequest: null },
          prefix: env.QUEUE_PREFIX,
        });
        try {
          const tool = await open(env, { tool: true });
          expect(await queue.getJobSchedulers()).toEqual([]);
          expect(await queue.getWorkers()).toEqual([]);
          await close(tool);

          const api = await open(env);
          const schedulers = await until(
            'the API core’s schedules',
            () => queue.getJobSchedulers(),
            (found) => found.length === 2,
          );
          expect(schedulers.map((scheduler) => scheduler.name).sort()).toEqual([
            'abbyOverrides.expire',
            'messages.purge',
          ]);
          await until(
            'a worker of the API core',
            () => queue.getWorkers(),
            (workers) => workers.length > 0,
          );
          await close(api);
        } finally {
          await queue.close();
          await removeTestQueue(redisUrl!, env.QUEUE_PREFIX);
        }
      });
  });
}
