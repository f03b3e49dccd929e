/**
 * The built-in provider's storage on Redis, when the API has REDIS_URL (decision 0110): every API
 * process of a deployment sees the same sessions, interactions, grants, codes and refresh tokens,
 * and a restart signs nobody out.
 *
 * Keys, under a prefix per deployment (`ambient:oidc:<public host>`):
 * - `<prefix>:<model>:<id>`: a hash of the payload as the provider gives it (`payload`, JSON), the
 *   millisecond it dates from (`since`: when a grant was made, when a session last signed in), the
 *   time it was consumed (`consumed`, epoch seconds, set in place so every process sees it), and
 *   the few payload fields the indexes need (`uid`, `userCode`, `grantId`, `loginTs`); it expires
 *   with the entry (`expiresIn` plus the clock tolerance);
 * - `<prefix>:sessionUid:<uid>` and `<prefix>:userCode:<code>`: the key of the entry they index;
 * - `<prefix>:grant:<grantId>`: the set of the keys of the tokens issued under the grant, kept as
 *   long as the longest of them.
 * An upsert, a consume, a destroy and a revocation are each one Lua script, so processes writing at
 * once never see half of one. Nothing else is written: the keys hold ids the provider made, not
 * people's data.
 *
 * While Redis cannot be reached, this process's memory stands in (as for the sign-in throttle and
 * the ended grants): what is written then lives in memory only, and a consume, a destroy or a
 * revocation is also sent to Redis once it is back, so a token used or revoked meanwhile is not
 * found unused there.
 */
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type { AdapterPayload } from 'oidc-provider';
import { OidcMemoryStore } from './oidc-memory.adapter.js';
import { GRANTABLE_MODELS, type OidcStore } from './oidc-store.js';
import { ReadyRedis } from './ready-redis.js';

export const OIDC_STORE_KEY_PREFIX = 'ambient:oidc';

/** The writes Redis missed, sent again once it is back: at most this many, the oldest dropped first. */
const PENDING_LIMIT = 10_000;

/** Removes an entry, and its indexes when they still name it. */
const DROP = `
local function drop(prefix, key)
  local fields = redis.call('HMGET', key, 'uid', 'userCode', 'grantId')
  if fields[1] then
    local index = prefix .. ':sessionUid:' .. fields[1]
    if redis.call('GET', index) == key then redis.call('DEL', index) end
  end
  if fields[2] then
    local index = prefix .. ':userCode:' .. fields[2]
    if redis.call('GET', index) == key then redis.call('DEL', index) end
  end
  if fields[3] then redis.call('SREM', prefix .. ':grant:' .. fields[3], key) end
  redis.call('DEL', key)
end
`;

/**
 * KEYS: the entry. ARGV: prefix, how `since` is kept ('grant': always, 'session': while `loginTs`
 * is the same, '': never), payload, loginTs, uid, userCode, grantId (grantable only), TTL in ms
 * ('' for none), now (ms). Answers the entry's `since`.
 */
const UPSERT = `${DROP}
local key, prefix, keep, loginTs = KEYS[1], ARGV[1], ARGV[2], ARGV[4]
local uid, userCode, grantId, ttl, since = ARGV[5], ARGV[6], ARGV[7], tonumber(ARGV[8]), ARGV[9]
local previous = redis.call('HMGET', key, 'since', 'loginTs')
if previous[1] and (keep == 'grant' or (keep == 'session' and (previous[2] or '') == loginTs)) then
  since = previous[1]
end
drop(prefix, key)
if ttl and ttl <= 0 then return since end
local fields = { 'payload', ARGV[3], 'since', since }
if loginTs ~= '' then table.insert(fields, 'loginTs'); table.insert(fields, loginTs) end
if uid ~= '' then table.insert(fields, 'uid'); table.insert(fields, uid) end
if userCode ~= '' then table.insert(fields, 'userCode'); table.insert(fields, userCode) end
if grantId ~= '' then table.insert(fields, 'grantId'); table.insert(fields, grantId) end
redis.call('HSET', key, unpack(fields))
local function index(name)
  if ttl then redis.call('SET', name, key, 'PX', ttl) else redis.call('SET', name, key) end
end
if ttl then redis.call('PEXPIRE', key, ttl) end
if uid ~= '' then index(prefix .. ':sessionUid:' .. uid) end
if userCode ~= '' then index(prefix .. ':userCode:' .. userCode) end
if grantId ~= '' then
  local members = prefix .. ':grant:' .. grantId
  local left = redis.call('PTTL', members)
  redis.call('SADD', members, key)
  if not ttl then redis.call('PERSIST', members)
  elseif left == -2 or (left >= 0 and left < ttl) then redis.call('PEXPIRE', members, ttl) end
end
return since
`;

/** KEYS: the entry. ARGV: when (epoch seconds). An entry that is gone stays gone. */
const CONSUME = `
if redis.call('HEXISTS', KEYS[1], 'payload') == 1 then
  redis.call('HSET', KEYS[1], 'consumed', ARGV[1])
end
return 0
`;

/** KEYS: the entry. ARGV: prefix. */
const DESTROY = `${DROP}
drop(ARGV[1], KEYS[1])
return 0
`;

/** KEYS: the grant's set. ARGV: prefix. */
const REVOKE = `${DROP}
for _, key in ipairs(redis.call('SMEMBERS', KEYS[1])) do drop(ARGV[1], key) end
redis.call('DEL', KEYS[1])
return 0
`;

const sha1 = (text: string): string => createHash('sha1').update(text).digest('hex');

/** A Lua script run by its digest, sent whole once when Redis does not know it yet. */
function script(source: string) {
  const digest = sha1(source);
  return async (redis: Redis, keys: string[], args: Array<string | number>): Promise<unknown> => {
    try {
      return await redis.evalsha(digest, keys.length, ...keys, ...args);
    } catch (error) {
      if (!String(error).includes('NOSCRIPT')) throw error;
      return redis.eval(source, keys.length, ...keys, ...args);
    }
  };
}

const scripts = {
  upsert: script(UPSERT),
  consume: script(CONSUME),
  destroy: script(DESTROY),
  revoke: script(REVOKE),
};

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** The payload stored in a hash's fields, with its consumption; undefined for none (or a broken one). */
function payloadOf(stored: string | null, consumed: string | null): AdapterPayload | undefined {
  if (stored === null) return undefined;
  try {
    const payload = JSON.parse(stored) as AdapterPayload;
    if (consumed !== null) payload.consumed = Number(consumed);
    return payload;
  } catch {
    return undefined;
  }
}

export interface OidcRedisStoreOptions {
  redisUrl: string;
  /** One per deployment: `${OIDC_STORE_KEY_PREFIX}:<public host>`. */
  keyPrefix: string;
  clockToleranceSeconds?: number;
  now?: () => number;
}

export class OidcRedisStore implements OidcStore {
  private readonly redis: ReadyRedis;
  private readonly client: Redis;
  /** The deployment's prefix of every key. */
  readonly prefix: string;
  private readonly clockToleranceSeconds: number;
  private readonly now: () => number;
  /** Stands in while Redis cannot be reached. */
  private readonly memory: OidcMemoryStore;
  /** Consumptions, destructions and revocations Redis missed, in their order. */
  private readonly pending: Array<(redis: Redis) => Promise<unknown>> = [];
  private replaying = false;

  constructor(options: OidcRedisStoreOptions) {
    this.prefix = options.keyPrefix;
    this.clockToleranceSeconds = options.clockToleranceSeconds ?? 15;
    this.now = options.now ?? Date.now;
    this.memory = new OidcMemoryStore(this.clockToleranceSeconds, this.now);
    this.client = new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    this.client.on('error', () => undefined); // the memory stands in
    this.client.on('ready', () => void this.replay());
    this.redis = new ReadyRedis(this.client);
  }

  private key(key: string): string {
    return `${this.prefix}:${key}`;
  }

  /** The answer of Redis, or `failed` when it cannot be reached. */
  private async onRedis<T>(run: (redis: Redis) => Promise<T>): Promise<{ value: T } | 'failed'> {
    const redis = await this.redis.connected();
    if (redis === null) return 'failed';
    return run(redis).then(
      (value) => ({ value }),
      () => 'failed' as const,
    );
  }

  /** Sends a change to Redis; should it fail, applies it in memory and keeps it for Redis's return. */
  private async change(run: (redis: Redis) => Promise<unknown>, inMemory: () => void): Promise<void> {
    inMemory();
    if (this.pending.length === 0 && (await this.onRedis(run)) !== 'failed') return;
    this.pending.push(run);
    if (this.pending.length > PENDING_LIMIT) this.pending.shift();
    void this.replay();
  }

  private async replay(): Promise<void> {
    if (this.replaying) return;
    this.replaying = true;
    try {
      while (this.pending.length > 0 && this.client.status === 'ready') {
        const sent = await this.pending[0]!(this.client).then(
          () => true,
          () => false,
        );
        if (!sent) break;
        this.pending.shift();
      }
    } finally {
      this.replaying = false;
    }
  }

  private async read(key: string): Promise<{ value: AdapterPayload | undefined } | 'failed'> {
    return this.onRedis(async (redis) => {
      const [payload, consumed] = await redis.hmget(this.key(key), 'payload', 'consumed');
      return payloadOf(payload ?? null, consumed ?? null);
    });
  }

  async get(key: string): Promise<AdapterPayload | undefined> {
    const found = await this.read(key);
    return found === 'failed' ? this.memory.get(key) : found.value;
  }

  async set(
    model: string,
    key: string,
    payload: AdapterPayload,
    expiresIn: number | undefined,
  ): Promise<void> {
    const ttl =
      typeof expiresIn === 'number' ? String(Math.ceil((expiresIn + this.clockToleranceSeconds) * 1000)) : '';
    const keep = model === 'Grant' ? 'grant' : model === 'Session' ? 'session' : '';
    const grantId = GRANTABLE_MODELS.has(model) ? text(payload.grantId) : '';
    const stored = await this.onRedis((redis) =>
      scripts.upsert(
        redis,
        [this.key(key)],
        [
          this.prefix,
          keep,
          JSON.stringify(payload),
          text(payload.loginTs),
          model === 'Session' ? text(payload.uid) : '',
          text(payload.userCode),
          grantId,
          ttl,
          this.now(),
        ],
      ),
    );
    if (stored === 'failed') this.memory.set(model, key, payload, expiresIn);
  }

  async since(key: string): Promise<number | undefined> {
    const found = await this.onRedis((redis) => redis.hget(this.key(key), 'since'));
    if (found === 'failed') return this.memory.since(key);
    return found.value === null ? undefined : Number(found.value);
  }

  async findBy(indexKey: string): Promise<AdapterPayload | undefined> {
    const found = await this.onRedis((redis) => redis.get(this.key(indexKey)));
    if (found === 'failed') return this.memory.findBy(indexKey);
    if (found.value === null || !found.value.startsWith(`${this.prefix}:`)) return undefined;
    return this.get(found.value.slice(this.prefix.length + 1));
  }

  async consume(key: string, at: number): Promise<void> {
    await this.change(
      (redis) => scripts.consume(redis, [this.key(key)], [at]),
      () => this.memory.consume(key, at),
    );
  }

  async delete(key: string): Promise<void> {
    await this.change(
      (redis) => scripts.destroy(redis, [this.key(key)], [this.prefix]),
      () => this.memory.delete(key),
    );
  }

  async revokeGrant(grantId: string): Promise<void> {
    await this.change(
      (redis) => scripts.revoke(redis, [this.key(`grant:${grantId}`)], [this.prefix]),
      () => this.memory.revokeGrant(grantId),
    );
  }

  async close(): Promise<void> {
    await this.client.quit().catch(() => this.client.disconnect());
  }
}
