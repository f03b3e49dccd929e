/**
 * The one way a bearer token is checked, for HTTP (through the passport strategy) and for
 * Socket.IO: an RS256 signature by the issuer's key, the issuer, the audience, the expiry; then
 * the session generation (built-in provider); then the caller's profile from our read model (or, for an external issuer's user not in it, from
 * the token's namespaced claims), and the role flags.
 */
import {
  HttpException,
  HttpStatus,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import { translate } from '@ambient/core';
import { jwtVerify, type JWTPayload } from 'jose';
import type { AppConfig } from '../config/app-config.js';
import type { EndedGrants } from './ended-grants.js';
import {
  SESSION_GENERATION_CLAIM,
  SESSION_GRANT_CLAIM,
  type Principal,
  type TokenVerifier,
  type UserAuthPort,
} from './auth.port.js';
import { profileFromClaims } from './identity-claims.js';
import { NO_KIOSK_TYPES, computeRoleFlags } from '@ambient/core';
import { IssuerUnavailableError, type IssuerKeys } from './signing-keys.js';
import { VerifiedTokens } from './verified-tokens.js';

/** Seconds of clock difference accepted between the issuer and us. */
const CLOCK_TOLERANCE_SECONDS = 5;

/** The 401 body of the result convention, in the caller's language. */
export function unauthorized(languageId: number | null = null): UnauthorizedException {
  return new UnauthorizedException({
    errorSeverity: 1,
    errorMessage: translate('error.unauthorized', {}, languageId),
  });
}

function issuerUnavailable(): ServiceUnavailableException {
  return new ServiceUnavailableException({ errorSeverity: 1, errorMessage: translate('error.internal') });
}

export interface JwtTokenVerifierOptions {
  keys: IssuerKeys;
  users: UserAuthPort;
  config: AppConfig;
  /**
   * When the subject is not in our read model: true builds the profile from the token's claims
   * (external issuer), false refuses the token (built-in provider: the user was removed).
   */
  profileFromClaimsWhenUnknown: boolean;
  /** The sign-ins that signed out (built-in provider): their tokens are refused. */
  endedGrants?: EndedGrants;
}

export class JwtTokenVerifier implements TokenVerifier {
  private readonly verified = new VerifiedTokens(CLOCK_TOLERANCE_SECONDS * 1000);

  constructor(private readonly options: JwtTokenVerifierOptions) {}

  /** The token's payload once its signature, issuer, audience and expiry hold; a 401 otherwise. */
  private async checked(token: string): Promise<JWTPayload> {
    const kept = this.verified.get(token);
    if (kept) return kept;
    const { keys, config } = this.options;
    try {
      const { payload } = await jwtVerify(token, keys.getKey, {
        issuer: await keys.issuer(),
        audience: config.oidc.audience,
        algorithms: ['RS256'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'exp'],
      });
      this.verified.keep(token, payload);
      return payload;
    } catch (error) {
      // Anything wrong with the token (signature, kid, alg, iss, aud, exp, shape) is a 401.
      throw error instanceof IssuerUnavailableError ? issuerUnavailable() : unauthorized();
    }
  }

  async verify(token: string): Promise<Principal> {
    const { users, config, profileFromClaimsWhenUnknown, endedGrants } = this.options;
    const payload = await this.checked(token);
    const sub = payload.sub as string;
    const session = await users.currentSession(sub);
    let profile = session?.profile ?? null;
    if (session !== null && !profileFromClaimsWhenUnknown) {
      // Built-in provider: a sign-out, a password change, a lock or a block since the token was
      // issued moved the generation on; the token no longer opens anything.
      const generation = payload[SESSION_GENERATION_CLAIM] ?? 0;
      if (generation !== session.generation) throw unauthorized();
    }
    // A sign-out in the browser the token was issued to ended its grant (decision 0103).
    const grantId =
      typeof payload[SESSION_GRANT_CLAIM] === 'string' ? payload[SESSION_GRANT_CLAIM] : undefined;
    if (grantId !== undefined && endedGrants && (await endedGrants.hasEnded(grantId))) throw unauthorized();
    if (profile === null && profileFromClaimsWhenUnknown)
      profile = profileFromClaims(payload, config.oidc.claimsNamespace);
    if (profile === null) throw unauthorized();
    return {
      profile,
      flags: computeRoleFlags(profile, NO_KIOSK_TYPES, config),
      token,
      ...(grantId === undefined ? {} : { grantId }),
      expiresAt: new Date((payload.exp as number) * 1000),
    };
  }
}

/** True for the errors the verifier throws when the token itself is at fault. */
export const isUnauthorized = (error: unknown): boolean =>
  error instanceof HttpException && error.getStatus() === HttpStatus.UNAUTHORIZED;
