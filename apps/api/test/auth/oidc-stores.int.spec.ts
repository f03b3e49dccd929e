/**
 * The built-in provider's storage (decision 0110), through the adapter the provider is given: in
 * memory and, when TEST_REDIS_URL is set, on Redis, where a second store on the same prefix (a
 * second API process of the deployment) sees what the first wrote, consumed and revoked.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import type { Adapter } from 'oidc-provider';
import { OidcMemoryStore } from '../../src/auth/oidc-memory.adapter.js';
import { OidcRedisStore } from '../../src/auth/oidc-redis.adapter.js';
import { oidcAdapter, type OidcStore } from '../../src/auth/oidc-store.js';

const redisUrl = process.env.TEST_REDIS_URL?.trim() || null;
if (redisUrl === null) console.info('The Redis runs are skipped: TEST_REDIS_URL is not set (memory only).');

const T0 = Date.parse('2026-12-05T10:00:00Z');
const TOLERANCE_SECONDS = 1;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Stores {
  /** A store, and a second one where the engine shares (the same one in memory). */
  open(): { first: OidcStore; second: OidcStore };
  /** Moves the stores' clock on; on Redis, whose expiry is its own, time passes for real. */
  advance(ms: number): Promise<void>;
  close(): Promise<void>;
}

function memoryStores(): Stores {
  let now = T0;
  return {
    open: () => {
      const store = new OidcMemoryStore(TOLERANCE_SECONDS, () => now);
      return { first: store, second: store };
    },
    advance: async (ms) => {
      now += ms;
    },
    close: async () => undefined,
  };
}

function redisStores(url: string): Stores {
  let now = T0;
  const keyPrefix = `ambient-test:oidc:${randomUUID()}`;
  const opened: OidcRedisStore[] = [];
  const store = () => {
    const made = new OidcRedisStore({
      redisUrl: url,
      keyPrefix,
      clockToleranceSeconds: TOLERANCE_SECONDS,
      now: () => now,
    });
    opened.push(made);
    return made;
  };
  return {
    open: () => ({ first: store(), second: store() }),
    advance: async (ms) => {
      now += ms;
      await sleep(ms);
    },
    close: async () => {
      await Promise.all(opened.map((made) => made.close()));
      const redis = new Redis(url);
      try {
        const keys = await redis.keys(`${keyPrefix}:*`);
        if (keys.length > 0) await redis.del(...keys);
      } finally {
        redis.disconnect();
      }
    },
  };
}

const engines: Array<{ name: string; make: () => Stores }> = [{ name: 'memory', make: memoryStores }];
if (redisUrl !== null) engines.push({ name: 'Redis', make: () => redisStores(redisUrl) });

describe.each(engines)('the provider storage in $name', ({ make }) => {
  const stores = make();
  afterAll(() => stores.close());
  const models = (store: OidcStore) => {
    const adapter = oidcAdapter(store);
    const cache = new Map<string, Adapter>();
    return (model: string): Adapter => {
      if (!cache.has(model)) cache.set(model, adapter(model));
      return cache.get(model)!;
    };
  };

  it('forgets entries once their time and the clock tolerance have passed, indexes too', async () => {
    const { first, second } = stores.open();
    const [here, there] = [models(first), models(second)];
    // Two seconds and the second of tolerance: three in all.
    await here('RefreshToken').upsert('r', { jti: 'r', grantId: 'g' }, 2);
    await here('Session').upsert('s', { jti: 's', uid: 'uid-expiring' }, 2);
    await stores.advance(2_000);
    expect(await there('RefreshToken').find('r')).toEqual({ jti: 'r', grantId: 'g' });
    expect(await there('Session').findByUid('uid-expiring')).toEqual({ jti: 's', uid: 'uid-expiring' });
    await stores.advance(1_300);
    expect(await there('RefreshToken').find('r')).toBeUndefined();
    expect(await there('Session').findByUid('uid-expiring')).toBeUndefined();
    expect(await second.since('Session:s')).toBeUndefined();
  });

  it('keeps an entry without expiry until it is destroyed', async () => {
    const { first, second } = stores.open();
    await models(first)('Client').upsert('c', { client_id: 'c' });
    expect(await models(second)('Client').find('c')).toEqual({ client_id: 'c' });
    await models(second)('Client').destroy('c');
    expect(await models(first)('Client').find('c')).toBeUndefined();
  });

  it('finds sessions by uid and device codes by user code, until they are destroyed or replaced', async () => {
    const { first, second } = stores.open();
    const [here, there] = [models(first), models(second)];
    await here('Session').upsert('s1', { jti: 's1', uid: 'uid-1', accountId: 'a' }, 60);
    await here('DeviceCode').upsert('d1', { jti: 'd1', userCode: 'ABCD-EFGH', grantId: 'g-d' }, 60);
    expect(await there('Session').findByUid('uid-1')).toMatchObject({ jti: 's1' });
    expect(await there('DeviceCode').findByUserCode('ABCD-EFGH')).toMatchObject({ jti: 'd1' });
    // A session given a new uid is no longer found by its old one.
    await there('Session').upsert('s1', { jti: 's1', uid: 'uid-2', accountId: 'a' }, 60);
    expect(await here('Session').findByUid('uid-1')).toBeUndefined();
    expect(await here('Session').findByUid('uid-2')).toMatchObject({ jti: 's1' });
    await here('Session').destroy('s1');
    await here('DeviceCode').destroy('d1');
    expect(await there('Session').findByUid('uid-2')).toBeUndefined();
    expect(await there('DeviceCode').findByUserCode('ABCD-EFGH')).toBeUndefined();
    expect(await there('Session').findByUid('never-stored')).toBeUndefined();
  });

  it('shows a consumed code or refresh token as consumed to every reader, and a new upsert as fresh', async () => {
    const { first, second } = stores.open();
    const [here, there] = [models(first), models(second)];
    await here('RefreshToken').upsert('used', { jti: 'used', grantId: 'g-c' }, 60);
    await here('AuthorizationCode').upsert('code', { jti: 'code', grantId: 'g-c' }, 60);
    expect((await there('RefreshToken').find('used'))?.consumed).toBeUndefined();
    await here('RefreshToken').consume('used');
    await there('AuthorizationCode').consume('code');
    expect((await there('RefreshToken').find('used'))?.consumed).toEqual(expect.any(Number));
    expect((await here('AuthorizationCode').find('code'))?.consumed).toEqual(expect.any(Number));
    // Consuming what is gone brings nothing back.
    await there('RefreshToken').consume('never-stored');
    expect(await here('RefreshToken').find('never-stored')).toBeUndefined();
    await there('RefreshToken').upsert('used', { jti: 'used', grantId: 'g-c' }, 60);
    expect((await here('RefreshToken').find('used'))?.consumed).toBeUndefined();
  });

  it("revokes every token of a grant for every reader, and only that grant's", async () => {
    const { first, second } = stores.open();
    const [here, there] = [models(first), models(second)];
    await here('AuthorizationCode').upsert('c', { jti: 'c', grantId: 'g1' }, 60);
    await here('RefreshToken').upsert('r1', { jti: 'r1', grantId: 'g1' }, 60);
    await there('RefreshToken').upsert('r2', { jti: 'r2', grantId: 'g1' }, 600);
    await here('RefreshToken').upsert('other', { jti: 'other', grantId: 'g2' }, 60);
    await there('Grant').upsert('g1', { jti: 'g1', accountId: 'a' }, 600);
    await there('RefreshToken').revokeByGrantId('g1');
    for (const [model, id] of [
      ['AuthorizationCode', 'c'],
      ['RefreshToken', 'r1'],
      ['RefreshToken', 'r2'],
    ] as const)
      expect(await here(model).find(id)).toBeUndefined();
    expect(await here('RefreshToken').find('other')).toMatchObject({ grantId: 'g2' });
    // The grant itself goes with the provider's own destroy (revokeGrantPolicy).
    expect(await here('Grant').find('g1')).toMatchObject({ jti: 'g1' });
    // A token issued under the grant afterwards is revoked with the next revocation.
    await here('RefreshToken').upsert('r3', { jti: 'r3', grantId: 'g1' }, 60);
    await there('AccessToken').revokeByGrantId('g1');
    expect(await here('RefreshToken').find('r3')).toBeUndefined();
  });

  it('dates a grant from its making and a session from its last sign-in, across upserts and readers', async () => {
    const { first, second } = stores.open();
    const [here, there] = [models(first), models(second)];
    expect(await second.since('Grant:none')).toBeUndefined();
    await here('Grant').upsert('g', { jti: 'g', accountId: 'a' }, 600);
    await here('Session').upsert('s', { jti: 's', uid: 'u', loginTs: 100 }, 600);
    await here('RefreshToken').upsert('r', { jti: 'r', grantId: 'g' }, 600);
    const made = await first.since('Grant:g');
    expect(made).toEqual(expect.any(Number));
    expect(await second.since('Grant:g')).toBe(made);
    expect(await second.since('Session:s')).toBe(made);
    await stores.advance(10);
    // Saved again (scopes added, a new sign-in on the same grant): the grant keeps its date.
    await there('Grant').upsert('g', { jti: 'g', accountId: 'a', openid: { scope: 'openid' } }, 600);
    expect(await first.since('Grant:g')).toBe(made);
    // The session saved without a new sign-in keeps its date; a new sign-in (loginTs) moves it.
    await there('Session').upsert('s', { jti: 's', uid: 'u', loginTs: 100, state: {} }, 600);
    expect(await first.since('Session:s')).toBe(made);
    await there('Session').upsert('s', { jti: 's', uid: 'u', loginTs: 101 }, 600);
    const signedInAgain = await first.since('Session:s');
    expect(signedInAgain).toBeGreaterThan(made!);
    // Other entries date from their last write.
    await there('RefreshToken').upsert('r', { jti: 'r', grantId: 'g' }, 600);
    expect(await first.since('RefreshToken:r')).toBe(signedInAgain);
    // A grant destroyed and made again dates from its new making.
    await here('Grant').destroy('g');
    expect(await second.since('Grant:g')).toBeUndefined();
    await stores.advance(10);
    await there('Grant').upsert('g', { jti: 'g', accountId: 'a' }, 600);
    expect(await first.since('Grant:g')).toBeGreaterThan(signedInAgain!);
  });
});

if (redisUrl !== null)
  describe('the provider storage on Redis, as kept', () => {
    const keyPrefix = `ambient-test:oidc:${randomUUID()}`;
    const store = new OidcRedisStore({ redisUrl, keyPrefix });
    const redis = new Redis(redisUrl);
    afterAll(async () => {
      await store.close();
      const keys = await redis.keys(`${keyPrefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    });

    it('names keys by the ids the provider made, with the payload as it gave it, and expires them', async () => {
      const models = oidcAdapter(store);
      const email = 'private.person@example.org';
      await models('Session').upsert(
        'sid',
        { jti: 'sid', uid: 'suid', accountId: 'account-1', loginTs: 5 },
        60,
      );
      await models('RefreshToken').upsert(
        'rt',
        { jti: 'rt', grantId: 'gid', accountId: 'account-1', email },
        60,
      );
      const keys = (await redis.keys(`${keyPrefix}:*`)).sort();
      expect(keys).toEqual(
        ['RefreshToken:rt', 'Session:sid', 'grant:gid', 'sessionUid:suid'].map(
          (key) => `${keyPrefix}:${key}`,
        ),
      );
      expect(keys.join(' ')).not.toMatch(/account-1|private/);
      expect(JSON.parse((await redis.hget(`${keyPrefix}:RefreshToken:rt`, 'payload'))!)).toEqual({
        jti: 'rt',
        grantId: 'gid',
        accountId: 'account-1',
        email,
      });
      for (const key of keys) {
        const ttl = await redis.pttl(key);
        expect(ttl).toBeGreaterThan(60_000);
        expect(ttl).toBeLessThanOrEqual(75_000);
      }
    });
  });
else
  console.info('The Redis-only cases of the provider storage are not registered: TEST_REDIS_URL is not set.');

describe('the provider storage while Redis cannot be reached', () => {
  // Nothing listens on port 1: the store answers from memory.
  const store = new OidcRedisStore({
    redisUrl: 'redis://127.0.0.1:1',
    keyPrefix: `ambient-test:oidc:${randomUUID()}`,
  });
  afterAll(() => store.close());

  it('keeps what the provider writes in memory meanwhile', async () => {
    const models = oidcAdapter(store);
    await models('Session').upsert('s', { jti: 's', uid: 'u', loginTs: 1 }, 60);
    await models('RefreshToken').upsert('r', { jti: 'r', grantId: 'g' }, 60);
    expect(await models('Session').findByUid('u')).toMatchObject({ jti: 's' });
    expect(await store.since('Session:s')).toEqual(expect.any(Number));
    await models('RefreshToken').consume('r');
    expect((await models('RefreshToken').find('r'))?.consumed).toEqual(expect.any(Number));
    await models('RefreshToken').revokeByGrantId('g');
    expect(await models('RefreshToken').find('r')).toBeUndefined();
  });
});
