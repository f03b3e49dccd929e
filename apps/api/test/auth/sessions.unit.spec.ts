/**
 * The sign-in rules that need a clock or a count, without a server: timed locks judged by an
 * injected clock (never a sleep), the session generation, and the throttle's counts in memory.
 */
import { describe, expect, it } from '@jest/globals';
import { signInWithPassword } from '../../src/auth/password-sign-in.js';
import { SignInThrottle } from '../../src/auth/sign-in-throttle.js';
import { InMemoryUserAuth } from './in-memory-user-auth.js';

const T0 = Date.parse('2026-01-05T10:00:00.000Z');
const at = (minutes: number): Date => new Date(T0 + minutes * 60_000);

describe('timed locks', () => {
  it('locks for 15 minutes after five failures, then 30 on the next lock, and an admin unblocks at once', async () => {
    const users = new InMemoryUserAuth();
    await users.register({ email: 'ann@example.org', password: 'right-password', name: 'Ann Lee' });
    const attempt = (password: string, minutes: number) =>
      signInWithPassword(users, 'ann@example.org', password, 'c', at(minutes));
    const failFive = async (minutes: number) => {
      const outcomes = [];
      for (let i = 0; i < 5; i++) outcomes.push(await attempt('wrong', minutes));
      return outcomes.map((o) => (o.outcome === 'refused' ? o.message.key : o.outcome));
    };

    expect(await failFive(0)).toEqual([
      'signIn.invalid',
      'signIn.invalid',
      'signIn.invalid',
      'signIn.invalid',
      'signIn.locked',
    ]);
    expect(await attempt('right-password', 14.9)).toMatchObject({ outcome: 'refused' });
    // The lock ends by itself; five more failures lock for twice as long.
    expect(await failFive(15)).toContain('signIn.locked');
    expect(await attempt('right-password', 15 + 29.9)).toMatchObject({ outcome: 'refused' });
    expect(await attempt('right-password', 15 + 30)).toMatchObject({ outcome: 'signedIn' });

    // After a sign-in the doubling starts over; an admin's unblock lifts a lock at once.
    expect(await failFive(50)).toContain('signIn.locked');
    const id = (await users.findAccountByEmail('ann@example.org'))!.id;
    users.unlock(id);
    expect(await attempt('right-password', 50)).toMatchObject({ outcome: 'signedIn' });
  });
});

describe('session generation', () => {
  it('moves on with a sign-out, a password change and a lock, and records when', async () => {
    const users = new InMemoryUserAuth();
    const id = await users.register({ email: 'bo@example.org', password: 'right-password', name: 'Bo Roy' });
    const start = (await users.findSession(id))!;
    expect(start).toMatchObject({ generation: 0, endedAt: null });
    await users.endSessions(id, 'c1');
    const afterSignOut = (await users.findSession(id))!;
    expect(afterSignOut.generation).toBeGreaterThan(start.generation);
    expect(afterSignOut.endedAt).toBeInstanceOf(Date);
    await users.changePassword(id, 'another-password');
    const afterChange = (await users.findSession(id))!;
    expect(afterChange.generation).toBeGreaterThan(afterSignOut.generation);
    for (let i = 0; i < 5; i++) await users.recordFailedSignIn(id, 'c', at(0));
    expect((await users.findSession(id))!.generation).toBeGreaterThan(afterChange.generation);
  });
});

describe('SignInThrottle (in memory)', () => {
  it('refuses an address after its failures, with the time to wait; successes cost nothing', async () => {
    const throttle = new SignInThrottle({ redisUrl: null, perAddress: 20, perAccount: 10, keyPrefix: 't1' });
    for (let i = 0; i < 50; i++) await throttle.succeeded(`staff-${i}@example.org`);
    expect(await throttle.check('10.0.0.1', 'staff-0@example.org')).toEqual({ allowed: true });
    for (let i = 0; i < 20; i++) {
      expect((await throttle.check('10.0.0.1', `nobody-${i}@example.org`)).allowed).toBe(true);
      await throttle.failed('10.0.0.1', `nobody-${i}@example.org`);
    }
    const refused = await throttle.check('10.0.0.1', 'admin@example.org');
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    }
    // Another address is not affected.
    expect(await throttle.check('10.0.0.2', 'admin@example.org')).toEqual({ allowed: true });
    await throttle.close();
  });

  it('refuses an account after its failures from any address, until a success clears it', async () => {
    const throttle = new SignInThrottle({ redisUrl: null, perAddress: 100, perAccount: 10, keyPrefix: 't2' });
    for (let i = 0; i < 10; i++) await throttle.failed(`10.0.1.${i}`, 'Ann@Example.org');
    expect((await throttle.check('10.0.2.1', 'ann@example.org')).allowed).toBe(false);
    await throttle.succeeded('ann@example.org');
    expect((await throttle.check('10.0.2.1', 'ann@example.org')).allowed).toBe(true);
    await throttle.close();
  });
});
