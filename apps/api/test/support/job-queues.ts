/** BullMQ runs of the job suites: a queue prefix of their own, and their keys removed afterwards. */
import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { QUEUE_NAME } from '../../src/jobs/bullmq-queue.js';

export const testQueuePrefix = (): string => `test-${randomBytes(6).toString('hex')}`;

/** Removes every key of the test's queue from Redis. */
export async function removeTestQueue(redisUrl: string, prefix: string): Promise<void> {
  const queue = new Queue(QUEUE_NAME, { connection: { url: redisUrl, maxRetriesPerRequest: null }, prefix });
  try {
    await queue.obliterate({ force: true });
  } finally {
    await queue.close();
  }
}
