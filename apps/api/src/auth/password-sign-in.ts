/**
 * The sign-in rule behind the sign-in page: check the password, apply the lockout, record the
 * outcome. Framework-free; the page only renders what this returns.
 */
import { DomainError, Limits, isLockedAt, type Message } from '@ambient/core';
import type { UserAuthPort } from './auth.port.js';
import type { UnknownAccountLocks } from './unknown-account-locks.js';

export type SignInOutcome =
  { outcome: 'signedIn'; accountId: string } | { outcome: 'refused'; message: Message };

/**
 * An Argon2id hash of a random password nobody knows. An unknown email is checked against it so
 * that answering "wrong email or password" takes as long for an unknown email as for a known one.
 */
const UNKNOWN_ACCOUNT_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$fxA3gPXYeKSmn2qgW65MXg$XrK4+JYyGv/Rt9u3Y1Cov601H3F3DEjR/Vq8tF6L0PM';

const invalid: SignInOutcome = { outcome: 'refused', message: { key: 'signIn.invalid' } };
const locked: SignInOutcome = {
  outcome: 'refused',
  message: { key: 'signIn.locked', params: { count: Limits.failedSignInsBeforeLock } },
};

/**
 * - an empty field: signIn.invalid (nothing is recorded);
 * - an unknown email: signIn.invalid, and signIn.locked as an account would be, when
 *   `unknownAccounts` is given (decision 0098): no answer tells whether an email has an account;
 * - an account locked at `now`: signIn.locked, whatever the password (a lock lasts 15 minutes,
 *   doubling with each lock in a row; an admin can unblock at once);
 * - a wrong password: recordFailedSignIn, then signIn.invalid, or signIn.locked when this failure
 *   locked the account (the fifth in a row);
 * - the right password: recordSignIn (which resets the count), then signed in.
 */
export async function signInWithPassword(
  port: UserAuthPort,
  email: string,
  password: string,
  correlationId: string,
  now: Date = new Date(),
  unknownAccounts?: Pick<UnknownAccountLocks, 'isLocked' | 'failed'>,
): Promise<SignInOutcome> {
  if (email === '' || password === '') return invalid;
  const account = await port.findAccountByEmail(email);
  if (account === null) {
    if (await unknownAccounts?.isLocked(email, now)) return locked;
    await port.verifyPassword(UNKNOWN_ACCOUNT_HASH, password);
    return (await unknownAccounts?.failed(email, now)) ? locked : invalid;
  }
  if (
    isLockedAt(
      { status: account.locked ? 'locked' : 'active', lockedUntil: account.lockedUntil?.toISOString() },
      now,
    )
  )
    return locked;
  const matches = await port.verifyPassword(account.passwordHash ?? UNKNOWN_ACCOUNT_HASH, password);
  if (!matches || account.passwordHash === null) {
    const result = await port.recordFailedSignIn(account.id, correlationId, now);
    return result.locked ? locked : invalid;
  }
  try {
    await port.recordSignIn(account.id, correlationId, now);
  } catch (error) {
    // Locked between our read and our write (another failed attempt at the same time).
    if (error instanceof DomainError && error.key === 'signIn.locked') return locked;
    throw error;
  }
  return { outcome: 'signedIn', accountId: account.id };
}
