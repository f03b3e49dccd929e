/**
 * The job port (issue 11, point 2): the in-process runner, and BullMQ on Redis when TEST_REDIS_URL
 * is set (a queue prefix of its own per run), run the same handlers alike: one run per job id,
 * tries with backoff, failed jobs kept with their error and tried again on demand. Start-up
 * refuses a job without a handler or with two.
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
} from '../../src/jobs/index.js';
import { InProcessJobQueue } from '../../src/jobs/in-process-queue.js';
import { removeTestQueue, testQueuePrefix } from '../support/job-queues.js';

const BACKOFF_MS = 40;

interface Runner {
  name: string;
  env: () => Record<string, string>;
}

const runners: Runner[] = [{ name: 'the in-process runner', env: () => ({}) }];
if (process.env.TEST_REDIS_URL) {
  runners.push({
    name: 'BullMQ on Redis',
    env: () => ({
      REDIS_URL: process.env.TEST_REDIS_URL!,
      QUEUE_PREFIX: testQueuePrefix(),
    }),
  });
} else {
  console.info('BullMQ runs skipped: TEST_REDIS_URL is not set (in-process runner only).');
}

/** Waits until `check` holds (a condition, not a fixed time), failing after `ms`. */
async function until(check: () => Promise<boolean> | boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

for (const runner of runners) {
  describe(`Jobs on ${runner.name}`, () => {
    let queue: JobQueue;
    let env: Record<string, string> = {};

    const start = async (process: JobProcessor<'media.thumbnail'>['process']) => {
      env = runner.env();
      queue = await jobQueueFor(loadConfig({ ...env, JOB_BACKOFF_MS: String(BACKOFF_MS) }));
      // Every other job has a handler that does nothing: start-up requires one for each.
      const unused = { process: async () => undefined };
      await queue.work(
        dispatchOf([
          { name: 'media.thumbnail', processor: { process } as JobProcessor<JobName> },
          ...JOB_NAMES.filter((name) => name !== 'media.thumbnail').map((name) => ({
            name,
            processor: unused,
          })),
        ]),
        2,
      );
    };

    afterEach(async () => {
      await queue.close();
      if (env.REDIS_URL) await removeTestQueue(env.REDIS_URL, env.QUEUE_PREFIX!);
    });

    it('runs a job once however often it is added with the same id', async () => {
      const seen: string[] = [];
      await start(async ({ key }) => void seen.push(key));
      await queue.add('media.thumbnail', { key: 'r-1/a.png' }, 'thumbnail|r-1/a.png');
      await queue.add('media.thumbnail', { key: 'r-1/a.png' }, 'thumbnail|r-1/a.png');
      await queue.add('media.thumbnail', { key: 'r-1/b.png' }, 'thumbnail|r-1/b.png');
      await queue.drained();
      await queue.add('media.thumbnail', { key: 'r-1/a.png' }, 'thumbnail|r-1/a.png');
      await queue.drained();
      expect(seen.sort()).toEqual(['r-1/a.png', 'r-1/b.png']);
    });

    it('tries a failing job again after a growing wait, and it succeeds on its third try', async () => {
      const tries: Array<{ attempt: number; at: number }> = [];
      await start(async (_payload, run) => {
        tries.push({ attempt: run.attempt, at: Date.now() });
        if (run.attempt < 3) throw new Error(`not yet (${run.attempt})`);
      });
      await queue.add('media.thumbnail', { key: 'k-2/c.jpg' }, 'thumbnail|k-2/c.jpg');
      await until(() => tries.length === 3);
      await queue.drained();
      expect(tries.map((t) => t.attempt)).toEqual([1, 2, 3]);
      expect(tries[1]!.at - tries[0]!.at).toBeGreaterThanOrEqual(BACKOFF_MS);
      expect(tries[2]!.at - tries[1]!.at).toBeGreaterThanOrEqual(2 * BACKOFF_MS);
      expect(await queue.failed()).toEqual([]);
    });

    it('keeps a job that failed three times with its error, and runs it again on retry', async () => {
      let broken = true;
      const done: string[] = [];
      await start(async ({ key }) => {
        if (broken) throw new Error(`cannot read ${key}`);
        done.push(key);
      });
      await queue.add('media.thumbnail', { key: 'public/d.png' }, 'thumbnail|public/d.png');
      await until(async () => (await queue.failed()).length === 1);
      const [failed] = await queue.failed();
      expect(failed).toMatchObject({
        id: 'thumbnail|public/d.png',
        name: 'media.thumbnail',
        payload: { key: 'public/d.png' },
        error: 'cannot read public/d.png',
        attempts: 3,
      });
      expect(Number.isNaN(Date.parse(failed!.failedAt))).toBe(false);
      expect(await queue.retry('thumbnail|nothing')).toBe(false);
      broken = false;
      expect(await queue.retry(failed!.id)).toBe(true);
      await until(() => done.length === 1);
      await queue.drained();
      expect(done).toEqual(['public/d.png']);
      expect(await queue.failed()).toEqual([]);
      expect(await queue.retry(failed!.id)).toBe(false);
    });
  });
}

describe('The in-process runner', () => {
  it('remembers the jobs done for a while, the newest at most, as BullMQ keeps them', async () => {
    const seen: string[] = [];
    const queue = new InProcessJobQueue(BACKOFF_MS, { count: 2, ageMs: 60_000 });
    await queue.work(async (_name, payload) => void seen.push((payload as { key: string }).key), 1);
    for (const key of ['a', 'b', 'c']) await queue.add('media.thumbnail', { key }, `thumbnail|${key}`);
    await queue.drained();
    // The two newest are still known, so adding them again runs nothing; the oldest was forgotten.
    for (const key of ['c', 'b', 'a']) await queue.add('media.thumbnail', { key }, `thumbnail|${key}`);
    await queue.drained();
    expect(seen).toEqual(['a', 'b', 'c', 'a']);
    await queue.close();
  });
});

describe('Job handlers at start-up', () => {
  const processor: JobProcessor<'media.thumbnail'> = { process: async () => undefined };

  it('refuses a job with no handler, two handlers, or a handler of no job', () => {
    expect(() => dispatchOf([])).toThrow(
      `The jobs cannot start: ${JOB_NAMES.map((name) => `job "${name}" has no handler`).join('; ')}.`,
    );
    const transcode = { name: 'media.transcode', processor };
    expect(() =>
      dispatchOf([{ name: 'media.thumbnail', processor }, { name: 'media.thumbnail', processor }, transcode]),
    ).toThrow('job "media.thumbnail" has 2 handlers');
    expect(() =>
      dispatchOf([{ name: 'media.thumbnail', processor }, { name: 'media.nothing', processor }, transcode]),
    ).toThrow('a handler names "media.nothing", which is no job');
    expect(() => dispatchOf([{ name: 'media.thumbnail', processor }])).toThrow(
      'job "media.transcode" has no handler',
    );
    expect(() => dispatchOf(JOB_NAMES.map((name) => ({ name, processor })))).not.toThrow();
  });
});
