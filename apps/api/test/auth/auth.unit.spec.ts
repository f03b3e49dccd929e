import { describe, expect, it } from '@jest/globals';
import {
  BaseRole,
  DomainError,
  FunctionalRole,
  KioskType,
  Limits,
  functionalRoleColor,
  type Profile,
} from '@ambient/core';
import type { SignInAccount, UserAuthPort } from '../../src/auth/auth.port.js';
import { claimsFromProfile, profileFromClaims } from '../../src/auth/identity-claims.js';
import { signInWithPassword } from '../../src/auth/password-sign-in.js';
import { UnknownAccountLocks } from '../../src/auth/unknown-account-locks.js';
import { InMemoryUserAuth } from './in-memory-user-auth.js';
import { NO_KIOSK_TYPES, computeRoleFlags } from '@ambient/core';
import { choosePageLanguage, languageFromAcceptLanguage } from '../../src/auth/sign-in.locale.js';
import { escapeHtml, renderSignInPage } from '../../src/auth/sign-in.pages.js';

const NS = 'https://ambient-console.local';
const noLists = { superAdminIds: [], unupdatedAbbysIds: [], statisticsUserIds: [], auditorIds: [] };

function profile(overrides: Partial<Profile> = {}): Profile {
  const base: Profile = {
    id: 'user-1',
    email: 'user@example.org',
    name: 'Una User',
    nickname: 'Una',
    picture: null,
    languageId: null,
    defaultResidentId: null,
    domainIds: [],
    facilityIds: [],
    kioskIds: [],
    residentIds: [],
    role: BaseRole.Guest,
    functionalRole: FunctionalRole.Guest,
    functionalRoleColor: functionalRoleColor.Guest,
  };
  return { ...base, ...overrides };
}

describe('computeRoleFlags', () => {
  it('flags an admin, who is a manager and a Genie manager', () => {
    const flags = computeRoleFlags(
      profile({ role: BaseRole.Admin, functionalRole: FunctionalRole.Admin }),
      NO_KIOSK_TYPES,
      noLists,
    );
    expect(flags).toMatchObject({
      isAdmin: true,
      isManager: true,
      isGenieManager: true,
      isDomainManager: false,
      isKioskManager: false,
    });
  });

  it('gives type flags to kiosk and domain managers from the kiosk types they manage', () => {
    const kioskManager = profile({ functionalRole: FunctionalRole.KioskManager, kioskIds: [1] });
    expect(
      computeRoleFlags(kioskManager, { kioskTypeIds: [KioskType.Genie], residentKioskTypeIds: [] }, noLists),
    ).toMatchObject({
      isKioskManager: true,
      isKioskManager_Genie: true,
      isKioskManager_Abby: false,
      isGenieManager: true,
      isManager: false,
    });
    const domainManager = profile({
      role: BaseRole.Manager,
      functionalRole: FunctionalRole.DomainManager,
      domainIds: [2],
    });
    expect(
      computeRoleFlags(domainManager, { kioskTypeIds: [KioskType.Abby], residentKioskTypeIds: [] }, noLists),
    ).toMatchObject({
      isDomainManager: true,
      isKioskManager: false,
      isKioskManager_Abby: true,
      isKioskManager_Genie: false,
      isGenieManager: false,
      isManager: true,
    });
  });

  it('gives resident type flags to family facilitators only', () => {
    const facilitator = profile({ functionalRole: FunctionalRole.ResidentManager, residentIds: [9] });
    const types = { kioskTypeIds: [KioskType.Genie], residentKioskTypeIds: [KioskType.Abby] };
    expect(computeRoleFlags(facilitator, types, noLists)).toMatchObject({
      isResidentManager: true,
      isResidentManager_Abby: true,
      isResidentManager_Genie: false,
      isKioskManager_Genie: false,
    });
  });

  it('has no type flag without kiosk types (what the token verifier knows)', () => {
    const flags = computeRoleFlags(
      profile({ functionalRole: FunctionalRole.KioskManager }),
      NO_KIOSK_TYPES,
      noLists,
    );
    expect([
      flags.isKioskManager_Abby,
      flags.isKioskManager_Genie,
      flags.isResidentManager_Abby,
      flags.isResidentManager_Genie,
    ]).toEqual([false, false, false, false]);
  });

  it('reads the four identity lists of the configuration', () => {
    const lists = {
      superAdminIds: ['user-1'],
      unupdatedAbbysIds: ['user-1'],
      statisticsUserIds: ['someone-else'],
      auditorIds: ['user-1'],
    };
    expect(computeRoleFlags(profile(), NO_KIOSK_TYPES, lists)).toMatchObject({
      isSuperAdmin: true,
      canSeeUnupdatedAbbys: true,
      isStatisticsUser: false,
      isAuditor: true,
    });
  });
});

describe('identity claims', () => {
  it('round-trips a profile through the Auth0-style claims', () => {
    const original = profile({
      id: 'auth0|42',
      languageId: 2,
      picture: 'https://example.org/me.png',
      residentIds: [3, 4],
      defaultResidentId: 4,
      kioskIds: [8],
      role: BaseRole.Manager,
      functionalRole: FunctionalRole.KioskManager,
      functionalRoleColor: functionalRoleColor.KioskManager,
    });
    const claims = claimsFromProfile(original, NS);
    expect(claims[`${NS}/user_metadata`]).toEqual({
      languageId: 2,
      picture: 'https://example.org/me.png',
      defaultResidentId: 4,
    });
    expect(claims[`${NS}/app_metadata`]).toEqual({
      domainIds: [],
      facilityIds: [],
      kioskIds: [8],
      residentIds: [3, 4],
      role: 'Manager',
    });
    expect(profileFromClaims(claims, NS)).toEqual(original);
  });

  it('falls back to the least privilege on missing or malformed claims', () => {
    const built = profileFromClaims(
      { sub: 'x', [`${NS}/app_metadata`]: { role: 'Emperor', kioskIds: ['1', 2] } },
      NS,
    );
    // An unknown role reads as Guest, and a Guest with kiosks is still a Guest.
    expect(built).toMatchObject({
      role: 'Guest',
      kioskIds: [2],
      functionalRole: FunctionalRole.Guest,
      languageId: null,
      email: '',
    });
    expect(() => profileFromClaims({}, NS)).toThrow();
  });

  it('defaults the default resident to the first resident', () => {
    expect(
      profileFromClaims({ sub: 'x', [`${NS}/app_metadata`]: { residentIds: [5, 6] } }, NS).defaultResidentId,
    ).toBe(5);
  });
});

describe('page language', () => {
  it('prefers the explicit choice, then ui_locales, then Accept-Language, then English', () => {
    expect(choosePageLanguage({ lang: 'en', uiLocales: 'fr', acceptLanguage: 'fr' })).toBe('en');
    expect(choosePageLanguage({ uiLocales: 'de fr-CA', acceptLanguage: 'en' })).toBe('fr');
    expect(choosePageLanguage({ acceptLanguage: 'de-DE,fr;q=0.8,en;q=0.5' })).toBe('fr');
    expect(choosePageLanguage({ acceptLanguage: 'de-DE' })).toBe('en');
    expect(choosePageLanguage({})).toBe('en');
  });

  it('ranks Accept-Language by quality', () => {
    expect(languageFromAcceptLanguage('en;q=0.4, fr-CA;q=0.9')).toBe('fr');
    expect(languageFromAcceptLanguage('fr;q=0, en')).toBe('en');
  });
});

describe('sign-in page', () => {
  it('escapes every value', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const html = renderSignInPage({
      language: 'en',
      assetsPath: '/oidc/assets',
      action: '/oidc/interaction/u/login',
      otherLanguageHref: '/oidc/interaction/u?lang=fr',
      email: '"><img src=x onerror=alert(1)>',
      error: '<b>bad</b>',
    });
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>bad</b>');
    expect(html).toContain('aria-invalid="true"');
  });
});

class FakePort implements UserAuthPort {
  failures = 0;
  calls: string[] = [];
  constructor(private account: SignInAccount | null) {}
  async findAccountByEmail(): Promise<SignInAccount | null> {
    return this.account;
  }
  async findProfile(): Promise<Profile | null> {
    return null;
  }
  async findSession(): Promise<null> {
    return null;
  }
  async currentSession(): Promise<null> {
    return null;
  }
  async endSessions(): Promise<void> {
    this.calls.push('endSessions');
  }
  async recordSignIn(): Promise<void> {
    this.calls.push('recordSignIn');
    if (this.account?.locked)
      throw new DomainError('signIn.locked', { count: Limits.failedSignInsBeforeLock }, 423);
    this.failures = 0;
  }
  async recordFailedSignIn(): Promise<{ locked: boolean }> {
    this.calls.push('recordFailedSignIn');
    this.failures++;
    if (this.account && this.failures >= Limits.failedSignInsBeforeLock)
      this.account = { ...this.account, locked: true, lockedUntil: new Date(Date.now() + 15 * 60_000) };
    return { locked: this.account?.locked ?? false };
  }
  async verifyPassword(hash: string, password: string): Promise<boolean> {
    this.calls.push('verifyPassword');
    return hash === `hash:${password}`;
  }
}

describe('signInWithPassword', () => {
  const account: SignInAccount = {
    id: 'u1',
    email: 'a@example.org',
    passwordHash: 'hash:secret123',
    locked: false,
    lockedUntil: null,
    languageId: null,
  };

  it('signs in with the right password and records it', async () => {
    const port = new FakePort(account);
    expect(await signInWithPassword(port, 'a@example.org', 'secret123', 'c1')).toEqual({
      outcome: 'signedIn',
      accountId: 'u1',
    });
    expect(port.calls).toEqual(['verifyPassword', 'recordSignIn']);
  });

  it('answers invalid for an unknown email, still spending a password check, and records nothing', async () => {
    const port = new FakePort(null);
    expect(await signInWithPassword(port, 'x@example.org', 'secret123', 'c1')).toEqual({
      outcome: 'refused',
      message: { key: 'signIn.invalid' },
    });
    expect(port.calls).toEqual(['verifyPassword']);
  });

  it('locks at the fifth failure and then refuses the right password', async () => {
    const port = new FakePort(account);
    const outcomes = [];
    for (let i = 0; i < 5; i++)
      outcomes.push(await signInWithPassword(port, 'a@example.org', 'wrong', `c${i}`));
    expect(
      outcomes.slice(0, 4).every((o) => o.outcome === 'refused' && o.message.key === 'signIn.invalid'),
    ).toBe(true);
    expect(outcomes[4]).toEqual({
      outcome: 'refused',
      message: { key: 'signIn.locked', params: { count: 5 } },
    });
    expect(await signInWithPassword(port, 'a@example.org', 'secret123', 'c9')).toEqual(outcomes[4]);
    expect(port.calls.filter((c) => c === 'recordSignIn')).toHaveLength(0);
  });

  it("answers an unknown email as the core's lock rule answers an account, over locks in a row", async () => {
    const locks = new UnknownAccountLocks(null, 'test');
    const users = new InMemoryUserAuth();
    await users.register({ email: 'known@example.org', password: 'Known-pass-2025', name: 'Kim Known' });
    const start = Date.parse('2026-12-02T10:00:00Z');
    const minutes = (m: number) => new Date(start + m * 60_000);
    const answer = async (email: string, password: string, at: Date) => {
      const outcome = await signInWithPassword(users, email, password, 'c', at, locks);
      return outcome.outcome === 'signedIn' ? 'signedIn' : outcome.message.key;
    };
    // Five wrong in a row lock for 15 minutes; the right password is refused meanwhile; after the
    // lock five more lock again, for 30 minutes.
    const script: Array<[number, string]> = [
      [0, 'wrong'],
      [0, 'wrong'],
      [0, 'wrong'],
      [0, 'wrong'],
      [0, 'wrong'],
      [1, 'Known-pass-2025'],
      [16, 'wrong'],
      [16, 'wrong'],
      [16, 'wrong'],
      [16, 'wrong'],
      [16, 'wrong'],
      [40, 'wrong'],
      [47, 'wrong'],
    ];
    const run = async (email: string) => {
      const seen: string[] = [];
      for (const [at, password] of script) seen.push(await answer(email, password, minutes(at)));
      return seen;
    };
    const known = await run('known@example.org');
    expect(known).toEqual([
      ...Array(4).fill('signIn.invalid'),
      'signIn.locked',
      'signIn.locked',
      ...Array(4).fill('signIn.invalid'),
      'signIn.locked',
      'signIn.locked',
      'signIn.invalid',
    ]);
    expect(await run('nobody@example.org')).toEqual(known);
    expect(await answer(' NoBody@Example.org ', 'wrong', minutes(47))).toBe('signIn.invalid');
    expect(await locks.isLocked('nobody@example.org', minutes(48))).toBe(false);
  });

  it('refuses an empty field without counting a failure', async () => {
    const port = new FakePort(account);
    expect((await signInWithPassword(port, 'a@example.org', '', 'c1')).outcome).toBe('refused');
    expect(port.calls).toEqual([]);
  });

  it('counts a failure for an account without a password', async () => {
    const port = new FakePort({ ...account, passwordHash: null });
    expect((await signInWithPassword(port, 'a@example.org', 'anything', 'c1')).outcome).toBe('refused');
    expect(port.calls).toContain('recordFailedSignIn');
  });
});
