/**
 * Redis for the auth state kept on it, once it is connected: a process just started waits for its
 * first connection a moment; later, while Redis cannot be reached, the answer is null at once and
 * the store's memory stands in (as the sign-in throttle's insurance counts do). The client is
 * made with `enableOfflineQueue: false`, so a command sent while it is down fails at once.
 */
import type { Redis } from 'ioredis';

const CONNECT_WAIT_MS = 2_000;

export class ReadyRedis {
  private waited = false;

  constructor(
    readonly client: Redis | null,
    private readonly connectWaitMs = CONNECT_WAIT_MS,
  ) {}

  /** The client while it is connected; null without Redis or while it cannot be reached. */
  async connected(): Promise<Redis | null> {
    const redis = this.client;
    if (redis === null || redis.status === 'ready') return redis;
    // Only the first connection is waited for: a Redis lost later must not slow the answers down.
    if (this.waited || !['wait', 'connecting', 'connect'].includes(redis.status)) return null;
    this.waited = true;
    const ready = await new Promise<boolean>((resolve) => {
      const done = (value: boolean) => {
        clearTimeout(timer);
        redis.off('ready', onReady);
        resolve(value);
      };
      const onReady = () => done(true);
      const timer = setTimeout(() => done(false), this.connectWaitMs);
      redis.once('ready', onReady);
    });
    return ready ? redis : null;
  }
}
