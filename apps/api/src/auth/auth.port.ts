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
  languageId: number | null;
}

export interface UserAuthPort {
  findAccountByEmail(email: string): Promise<SignInAccount | null>;
  /** The profile the identity claims are built from; null when the user does not exist. */
  findProfile(userId: string): Promise<Profile | null>;
  /** Appends UserSignedIn (fails with signIn.locked when the account is locked). */
  recordSignIn(userId: string, correlationId: string): Promise<void>;
  /** Appends UserSignInFailed (and UserLocked on the fifth failure in a row). */
  recordFailedSignIn(userId: string, correlationId: string): Promise<{ locked: boolean }>;
  verifyPassword(hash: string, password: string): Promise<boolean>;
}
export const USER_AUTH_PORT = Symbol('USER_AUTH_PORT');

/** The caller of an authenticated request or socket, attached as `request.user`. */
export interface Principal {
  profile: Profile;
  flags: RoleFlags;
  /** The raw bearer token (Copy Token on the admin dashboard reads it back). */
  token: string;
}

export interface TokenVerifier {
  /** Verifies signature, issuer, audience and expiry; throws UnauthorizedException otherwise. */
  verify(token: string): Promise<Principal>;
}
export const TOKEN_VERIFIER = Symbol('TOKEN_VERIFIER');
