/**
 * Repeatable jobs on the job port (decision 0070): a schedule adds one job per slot (the
 * multiples of its period), with the same handlers on the in-process runner and on BullMQ; on
 * BullMQ, several processes scheduling and working the same schedule run each slot once.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../src/config/app-config.js';
import {
  dispatchOf,
  jobQueueFor,
  JOB_NAMES,
  type JobName,
  type JobProcessor,
  type JobQueue,
  type JobRun,
} from '../../src/jobs/index.js';
import { removeTestQueue, testQueuePrefix } from '../support/job-queues.js';

const EVERY_MS = 200;

interface Runner {
  name: string;
  env: () => Record<string, string>;
}

const runners: Runner[] = [{ name: 'the in-process runner', env: () => ({}) }];
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  runners.push({
    name: 'BullMQ on Redis',
    env: () => ({ REDIS_URL: redisUrl, QUEUE_PREFIX: testQueuePrefix() }),
  });
} else {
  console.info('BullMQ runs skipped: TEST_REDIS_URL is not set (in-process runner only).');
}

/** Waits until `check` holds (a condition, not a fixed time), failing after `ms`. */
async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

interface Seen {
  run: JobRun;
  at: number;
  by: number;
}

for (const runner of runners) {
  describe(`Scheduled jobs on ${runner.name}`, () => {
    const queues: JobQueue[] = [];
    let env: Record<string, string> = {};

    /** A process: its queue, working with a purge handler that notes each run. */
    const startProcess = async (seen: Seen[], by: number, sharedEnv = env): Promise<JobQueue> => {
      const queue = await jobQueueFor(loadConfig(sharedEnv));
      queues.push(queue);
      const purge = {
        process: async (_payload: unknown, run: JobRun) => void seen.push({ run, at: Date.now(), by }),
      };
      const unused = { process: async () => undefined };
      await queue.work(
        dispatchOf(
          JOB_NAMES.map((name) => ({
            name,
            processor: (name === 'messages.purge' ? purge : unused) as JobProcessor<JobName>,
          })),
        ),
        2,
      );
      return queue;
    };

    afterEach(async () => {
      for (const queue of queues.splice(0)) await queue.close();
      if (env.REDIS_URL) await removeTestQueue(env.REDIS_URL, env.QUEUE_PREFIX!);
    });

    it('runs a scheduled job at the slots of its period, once each, each run a job of its own', async () => {
      env = runner.env();
      const seen: Seen[] = [];
      const queue = await startProcess(seen, 1);
      await queue.schedule('purge', 'messages.purge', {}, EVERY_MS);
      await until(() => seen.length >= 4);
      await queue.close();
      // Each run is its slot's job: the slot (a multiple of the period) ends its id, one run each.
      const slots = seen.map((each) => Number(each.run.id.split(/[|:]/).pop()));
      for (const slot of slots) expect(slot % EVERY_MS).toBe(0);
      expect(new Set(slots).size).toBe(slots.length);
    });

    it('is drained while its schedules wait for their next slot', async () => {
      env = runner.env();
      const seen: Seen[] = [];
      const queue = await startProcess(seen, 1);
      await queue.schedule('purge', 'messages.purge', {}, 3_600_000);
      await queue.drained();
      expect(seen).toEqual([]);
    });

    if (runner.name === 'the in-process runner')
      it('waits for a slot further off than a timer can wait, without running before it', async () => {
        env = runner.env();
        const seen: Seen[] = [];
        const warnings: string[] = [];
        const onWarning = (warning: Error) => warnings.push(warning.name);
        process.on('warning', onWarning);
        try {
          const queue = await startProcess(seen, 1);
          // A century: Node's timers wait 24.8 days at most, and a longer wait fires at once.
          await queue.schedule('purge', 'messages.purge', {}, 100 * 365 * 24 * 3_600_000);
          // Warnings are told on the next turn of the event loop.
          await new Promise((resolve) => setImmediate(resolve));
          await queue.drained();
          expect(warnings).not.toContain('TimeoutOverflowWarning');
          expect(seen).toEqual([]);
        } finally {
          process.off('warning', onWarning);
        }
      });

    it('replaces a schedule scheduled again under its id instead of adding a second', async () => {
      env = runner.env();
      const seen: Seen[] = [];
      const queue = await startProcess(seen, 1);
      await queue.schedule('purge', 'messages.purge', {}, 60_000);
      await queue.schedule('purge', 'messages.purge', {}, EVERY_MS);
      await queue.schedule('purge', 'messages.purge', {}, EVERY_MS);
      const started = Date.now();
      await until(() => seen.length >= 5);
      await queue.close();
      const elapsed = Date.now() - started;
      // One run per slot elapsed, not two or three.
      expect(seen.length).toBeLessThanOrEqual(Math.ceil(elapsed / EVERY_MS) + 1);
    });

    if (runner.name === 'BullMQ on Redis') {
      it('runs each slot once when three processes schedule and work the same schedule', async () => {
        env = runner.env();
        const seen: Seen[] = [];
        const processes = [
          await startProcess(seen, 1),
          await startProcess(seen, 2),
          await startProcess(seen, 3),
        ];
        const started = Date.now();
        await Promise.all(processes.map((queue) => queue.schedule('purge', 'messages.purge', {}, EVERY_MS)));
        await until(() => seen.length >= 8);
        for (const queue of processes) await queue.close();
        const elapsed = Date.now() - started;
        const ids = seen.map((each) => each.run.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(seen.length).toBeLessThanOrEqual(Math.ceil(elapsed / EVERY_MS) + 1);
      });
    }
  });
}
