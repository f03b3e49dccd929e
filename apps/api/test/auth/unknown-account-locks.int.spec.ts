/**
 * Emails without an account lock as accounts do (decision 0098), in memory and, when
 * TEST_REDIS_URL is set, on Redis, where two API processes (two throttles on one deployment's
 * prefix) see one lock.
 */
import { createHash, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from '@jest/globals';
import { SignInThrottle } from '../../src/auth/sign-in-throttle.js';

const stores: Array<{ name: string; redisUrl: string | null }> = [{ name: 'memory', redisUrl: null }];
if (process.env.TEST_REDIS_URL) stores.push({ name: 'Redis', redisUrl: process.env.TEST_REDIS_URL });
else console.info('The Redis runs are skipped: TEST_REDIS_URL is not set (memory only).');

const at = (minutes: number) => new Date(Date.parse('2026-12-02T10:00:00Z') + minutes * 60_000);

describe.each(stores)('the locks of unknown emails in $name', ({ redisUrl }) => {
  const keyPrefix = `ambient-test:${randomUUID()}`;
  const throttles: SignInThrottle[] = [];
  const throttle = () => {
    const made = new SignInThrottle({ redisUrl, keyPrefix });
    throttles.push(made);
    return made;
  };
  afterAll(async () => {
    await Promise.all(throttles.map((made) => made.close()));
  });

  it('lock at the fifth failure in a row for 15 minutes, then for 30 after five more', async () => {
    const locks = throttle().unknownAccounts;
    const email = `${randomUUID()}@example.org`;
    const firstFive = [];
    for (let i = 0; i < 5; i++) firstFive.push(await locks.failed(email, at(0)));
    expect(firstFive).toEqual([false, false, false, false, true]);
    expect(await locks.isLocked(email, at(14))).toBe(true);
    expect(await locks.isLocked(` ${email.toUpperCase()} `, at(14))).toBe(true);
    expect(await locks.isLocked(email, at(15))).toBe(false);
    for (let i = 0; i < 4; i++) expect(await locks.failed(email, at(16))).toBe(false);
    expect(await locks.failed(email, at(16))).toBe(true);
    expect(await locks.isLocked(email, at(45))).toBe(true);
    expect(await locks.isLocked(email, at(46))).toBe(false);
    expect(await locks.isLocked(`${randomUUID()}@example.org`, at(16))).toBe(false);
  });

  if (redisUrl !== null)
    it('are one for every API process of the deployment', async () => {
      const [first, second] = [throttle().unknownAccounts, throttle().unknownAccounts];
      const email = `${randomUUID()}@example.org`;
      const seen = [];
      for (let i = 0; i < 5; i++) seen.push(await (i % 2 === 0 ? first : second).failed(email, at(0)));
      expect(seen).toEqual([false, false, false, false, true]);
      expect(await second.isLocked(email, at(1))).toBe(true);
      expect(await first.isLocked(email, at(1))).toBe(true);
    });

  if (redisUrl !== null)
    it('start anew, without an error, from an entry that is not one (cut short or of another shape)', async () => {
      const locks = throttle().unknownAccounts;
      const redis = new Redis(redisUrl);
      try {
        for (const stored of ['{"failedAttempts":4,', '{"failedAttempts":"four"}', 'null']) {
          const email = `${randomUUID()}@example.org`;
          const hash = createHash('sha256').update(email).digest('base64url');
          await redis.set(`${keyPrefix}:unknown:${hash}`, stored, 'PX', 60_000);
          expect(await locks.isLocked(email, at(0))).toBe(false);
          const seen = [];
          for (let i = 0; i < 5; i++) seen.push(await locks.failed(email, at(0)));
          expect(seen).toEqual([false, false, false, false, true]);
        }
      } finally {
        redis.disconnect();
      }
    });
});
