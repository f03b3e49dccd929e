/**
 * The passport strategy behind the JwtAuthGuard. It reads the bearer token with passport-jwt's
 * extractor and hands it to the TokenVerifier, so HTTP and Socket.IO check tokens the same way
 * (one code path: the signature, issuer, audience and expiry checks live in the verifier).
 */
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import passport from 'passport';
import passportJwt from 'passport-jwt';
import { TOKEN_VERIFIER, type Principal, type TokenVerifier } from './auth.port.js';

export const JWT_STRATEGY = 'jwt';

const extractBearerToken = passportJwt.ExtractJwt.fromAuthHeaderAsBearerToken();

type VerifyCallback = (token: string, done: (error: unknown, user?: Principal | false) => void) => void;

/** A bearer-token strategy: no token fails with 401; otherwise the verify callback decides. */
export class BearerTokenStrategy extends passport.Strategy {
  constructor(private readonly verifyToken: VerifyCallback) {
    super();
  }

  override authenticate(req: Request): void {
    const token = extractBearerToken(req);
    if (!token) {
      this.fail('Bearer token missing', 401);
      return;
    }
    this.verifyToken(token, (error, user) => {
      if (error) this.error(error);
      else if (!user) this.fail('Bearer token refused', 401);
      else this.success(user);
    });
  }
}

@Injectable()
export class JwtStrategy extends PassportStrategy(BearerTokenStrategy, JWT_STRATEGY) {
  constructor(@Inject(TOKEN_VERIFIER) private readonly verifier: TokenVerifier) {
    super();
  }

  validate(token: string): Promise<Principal> {
    return this.verifier.verify(token);
  }
}
