/**
 * Sign-in throttling, per account (the email typed) and per client address, with
 * rate-limiter-flexible: on Redis when the API has REDIS_URL (so every API process counts the
 * same attempts), in this process's memory otherwise. When either count is spent, the attempt
 * is refused before any password is checked, and the page answers 429 with Retry-After.
 *
 * The lock after five wrong passwords (password-sign-in.ts) remains the account's own defence;
 * this throttle keeps one address from trying many accounts, and anyone from trying fast.
 */
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { UnknownAccountLocks } from './unknown-account-locks.js';

export interface SignInThrottleOptions {
  /** Redis URL; null keeps the counters in memory. */
  redisUrl: string | null;
  /** Failed attempts allowed per account (the email typed) per window. */
  perAccount?: number;
  /** Failed attempts allowed per client address per window. */
  perAddress?: number;
  /** The window, in seconds. */
  windowSeconds?: number;
  /** Prefix of the Redis keys: one per deployment (its public host). */
  keyPrefix?: string;
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export const SIGN_IN_THROTTLE_DEFAULTS = {
  perAccount: 10,
  perAddress: 20,
  windowSeconds: 15 * 60,
  keyPrefix: 'ambient:sign-in',
} as const;

const accountKey = (email: string): string => email.trim().toLowerCase();

/** The Redis connection failure counters share, or null without REDIS_URL. */
export function counterStore(redisUrl: string | null): Redis | null {
  const redis = redisUrl
    ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
    : null;
  redis?.on('error', () => undefined); // the insurance counters in memory take over
  return redis;
}

/**
 * Failures counted per key for a window: on Redis when given one (every API process counts the
 * same), in memory otherwise, and in memory too should Redis fail, rather than letting every
 * attempt through.
 */
export function failureCounter(
  redis: Redis | null,
  keyPrefix: string,
  points: number,
  duration: number,
): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix, points, duration });
  return redis
    ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration, insuranceLimiter: memory })
    : memory;
}

/** Spends one failure of `key`; a count already spent is no error. */
export const spendFailure = (counter: RateLimiterAbstract, key: string): Promise<unknown> =>
  counter.consume(key).catch((reason: unknown) => {
    if (!(reason instanceof RateLimiterRes)) throw reason;
  });

/** The verdict after waiting `waitMs` (0: go on). */
export const verdictAfter = (waitMs: number): ThrottleVerdict =>
  waitMs > 0
    ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) }
    : { allowed: true };

/** How long until `key` may fail again once it spent its `points`; 0 while it has failures left. */
export async function waitOf(counter: RateLimiterAbstract, key: string, points: number): Promise<number> {
  const spent = await counter.get(key);
  return spent && spent.consumedPoints >= points ? spent.msBeforeNext : 0;
}

/**
 * Counts failed sign-ins (a successful one costs nothing, so a facility behind one address can
 * sign everyone in): once an account or an address has spent its failures for the window, every
 * attempt is refused before any password is checked, until the window moves on.
 */
export class SignInThrottle {
  private readonly byAccount: RateLimiterAbstract;
  private readonly byAddress: RateLimiterAbstract;
  private readonly limits: { account: number; address: number };
  private readonly redis: Redis | null;
  /** Emails no account has, locked as accounts are, on the same store as the counts. */
  readonly unknownAccounts: UnknownAccountLocks;

  constructor(options: SignInThrottleOptions) {
    this.limits = {
      account: options.perAccount ?? SIGN_IN_THROTTLE_DEFAULTS.perAccount,
      address: options.perAddress ?? SIGN_IN_THROTTLE_DEFAULTS.perAddress,
    };
    const duration = options.windowSeconds ?? SIGN_IN_THROTTLE_DEFAULTS.windowSeconds;
    const prefix = options.keyPrefix ?? SIGN_IN_THROTTLE_DEFAULTS.keyPrefix;
    this.redis = counterStore(options.redisUrl);
    const make = (keyPrefix: string, points: number) =>
      failureCounter(this.redis, keyPrefix, points, duration);
    this.unknownAccounts = new UnknownAccountLocks(this.redis, `${prefix}:unknown`);
    this.byAccount = make(`${prefix}:account`, this.limits.account);
    this.byAddress = make(`${prefix}:address`, this.limits.address);
  }

  /** Whether an attempt may go on: refused while the address or the account has no failure left. */
  async check(address: string, email: string): Promise<ThrottleVerdict> {
    const [byAddress, byAccount] = await Promise.all([
      waitOf(this.byAddress, address || 'unknown', this.limits.address),
      email.trim() ? waitOf(this.byAccount, accountKey(email), this.limits.account) : Promise.resolve(0),
    ]);
    return verdictAfter(Math.max(byAddress, byAccount));
  }

  /** Counts one failure for the address and the account. */
  async failed(address: string, email: string): Promise<void> {
    await Promise.all([
      spendFailure(this.byAddress, address || 'unknown'),
      ...(email.trim() ? [spendFailure(this.byAccount, accountKey(email))] : []),
    ]);
  }

  /** A successful sign-in clears the account's count (the address keeps its own). */
  async succeeded(email: string): Promise<void> {
    await this.byAccount.delete(accountKey(email)).catch(() => undefined);
  }

  async close(): Promise<void> {
    if (this.redis) await this.redis.quit().catch(() => this.redis?.disconnect());
  }
}
