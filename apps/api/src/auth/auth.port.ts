/**
 * What sign-in and token checking need from the rest of the API. The users slice implements
 * UserAuthPort; the auth slice implements TokenVerifier for HTTP guards and Socket.IO.
 */
import type { Profile, RoleFlags } from '@ambient/core';

/** What the sign-in page needs to check a password and apply the lockout rule. */
export interface SignInAccount {
  id: string;
  email: string;
  passwordHash: string | null;
  locked: boolean;
  /** When the lock ends; a lock without a term (recorded before terms) has expired. */
  lockedUntil: Date | null;
  languageId: number | null;
}

/** What ends a user's sessions: the generation access tokens carry, the time refresh tokens must follow. */
export interface SessionState {
  profile: Profile;
  /** Access tokens whose `gen` claim differs are refused. */
  generation: number;
  /** Refresh tokens (and provider sessions) of sign-ins before this time are refused. */
  endedAt: Date | null;
}

/** The claim of the access token that carries the session generation. */
export const SESSION_GENERATION_CLAIM = 'gen';
/** The claim of the access token that names its grant: one browser's sign-in (decision 0103). */
export const SESSION_GRANT_CLAIM = 'gid';

export interface UserAuthPort {
  findAccountByEmail(email: string): Promise<SignInAccount | null>;
  /** The profile the identity claims are built from; null when the user does not exist. */
  findProfile(userId: string): Promise<Profile | null>;
  /** The profile with its session generation, read now; null when absent. */
  findSession(userId: string): Promise<SessionState | null>;
  /**
   * The same for a bearer token on every request: kept between requests until the users read
   * model changes (decision 0117).
   */
  currentSession(userId: string): Promise<SessionState | null>;
  /** Appends UserSignedIn (fails with signIn.locked while the account is locked at `at`). */
  recordSignIn(userId: string, correlationId: string, at?: Date): Promise<void>;
  /** Appends UserSignInFailed (and UserLocked on the fifth failure in a row). */
  recordFailedSignIn(userId: string, correlationId: string, at?: Date): Promise<{ locked: boolean }>;
  verifyPassword(hash: string, password: string): Promise<boolean>;
}
export const USER_AUTH_PORT = Symbol('USER_AUTH_PORT');

/** The caller of an authenticated request or socket, attached as `request.user`. */
export interface Principal {
  profile: Profile;
  flags: RoleFlags;
  /** The raw bearer token (Copy Token on the admin dashboard reads it back). */
  token: string;
  /** The sign-in the token belongs to (its grant), when its issuer names one. */
  grantId?: string;
  /** When the token expires. */
  expiresAt?: Date;
}

export interface TokenVerifier {
  /** Verifies signature, issuer, audience and expiry; throws UnauthorizedException otherwise. */
  verify(token: string): Promise<Principal>;
}
export const TOKEN_VERIFIER = Symbol('TOKEN_VERIFIER');
