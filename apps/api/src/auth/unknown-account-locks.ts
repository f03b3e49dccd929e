/**
 * An email no account has locks as an account would (decision 0098): five wrong passwords in a
 * row, then "This account is blocked…" for 15 minutes, doubling with each lock in a row, by the
 * core's own rule. Without it the lock message told an attacker which emails have an account: a
 * known one said it at the fifth failure, an unknown one never did.
 *
 * The state of each email is kept where the sign-in throttle keeps its counts: on Redis when the
 * API has REDIS_URL (every API process answers the same), in this process's memory otherwise (at
 * most `MEMORY_LIMIT` emails, the oldest forgotten first). It lasts a day past its last failure or
 * its lock's end; nothing of it is an event, for it is nobody's, and its key is a hash of the
 * email, not the email.
 */
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { Limits, isLockedAt, lockDurationMs } from '@ambient/core';
import { ReadyRedis } from './ready-redis.js';

/** What one email's entry holds; anything else found under its key counts as no entry. */
const decoyStateSchema = z.object({
  failedAttempts: z.number().int().min(0),
  lockedUntil: z.iso.datetime().nullable(),
  lockCount: z.number().int().min(0),
});
type DecoyState = z.infer<typeof decoyStateSchema>;

/** The stored text as a state, or null when it is not one (written by hand, cut short, another version). */
const parsedState = (text: string): DecoyState | null => {
  try {
    const parsed = decoyStateSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

const DAY_MS = 24 * 60 * 60 * 1000;
const MEMORY_LIMIT = 10_000;
/** The email as its key: trimmed, lower-cased and hashed, so the store holds no address. */
const keyOf = (email: string): string =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
const lockedAt = (state: DecoyState | null, now: Date) =>
  state !== null && isLockedAt({ status: state.lockedUntil ? 'locked' : 'active', ...state }, now);

export class UnknownAccountLocks {
  private readonly memory = new Map<string, { state: DecoyState; expiresAt: number }>();
  private readonly redis: ReadyRedis;

  constructor(
    redis: Redis | null,
    private readonly keyPrefix: string,
  ) {
    this.redis = new ReadyRedis(redis);
  }

  /** True while the email's lock holds at `now`. */
  async isLocked(email: string, now: Date): Promise<boolean> {
    return lockedAt(await this.read(keyOf(email), now), now);
  }

  /** Counts a wrong password for the email; true when this one locks it (or a lock holds). */
  async failed(email: string, now: Date): Promise<boolean> {
    const key = keyOf(email);
    const state = await this.read(key, now);
    if (lockedAt(state, now)) return true;
    // As for an account: an expired lock counts failures anew, and the next lock lasts longer.
    const failedAttempts = (state?.lockedUntil ? 0 : (state?.failedAttempts ?? 0)) + 1;
    const lockCount = state?.lockCount ?? 0;
    const next: DecoyState =
      failedAttempts >= Limits.failedSignInsBeforeLock
        ? {
            failedAttempts,
            lockCount: lockCount + 1,
            lockedUntil: new Date(now.getTime() + lockDurationMs(lockCount + 1)).toISOString(),
          }
        : { failedAttempts, lockCount, lockedUntil: null };
    await this.write(key, next, now);
    return next.lockedUntil !== null;
  }

  private async read(key: string, now: Date): Promise<DecoyState | null> {
    const redis = await this.redis.connected();
    if (redis) {
      const text = await redis.get(`${this.keyPrefix}:${key}`).catch(() => undefined);
      if (text !== undefined) return text === null ? null : parsedState(text);
    }
    const kept = this.memory.get(key);
    if (kept === undefined || kept.expiresAt <= now.getTime()) return null;
    return kept.state;
  }

  private async write(key: string, state: DecoyState, now: Date): Promise<void> {
    const until = Math.max(now.getTime(), state.lockedUntil ? Date.parse(state.lockedUntil) : 0) + DAY_MS;
    const redis = await this.redis.connected();
    if (redis) {
      // Measured on the caller's clock, as the lock is: a day past the last failure or the lock's end.
      const ttl = until - now.getTime();
      const stored = await redis
        .set(`${this.keyPrefix}:${key}`, JSON.stringify(state), 'PX', ttl)
        .then(() => true)
        .catch(() => false);
      if (stored) return;
    }
    this.memory.delete(key);
    this.memory.set(key, { state, expiresAt: until });
    if (this.memory.size > MEMORY_LIMIT) this.memory.delete(this.memory.keys().next().value!);
  }
}
