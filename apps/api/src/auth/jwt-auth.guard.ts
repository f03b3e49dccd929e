/**
 * The global guard: every route needs a valid bearer token unless it is marked @Public().
 * A refused token answers 401 with the result convention's body,
 * `{ errorSeverity: 1, errorMessage }`, in the language of the Accept-Language header.
 *
 * On a Socket.IO gateway the guard checks the token of the handshake (`auth.token`, or an
 * Authorization header) once per socket and keeps the principal in `socket.data.principal`.
 * Other transports pass through.
 */
import { HttpException, Inject, Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { TOKEN_VERIFIER, type Principal, type TokenVerifier } from './auth.port.js';
import { JWT_STRATEGY } from './jwt.strategy.js';
import { IS_PUBLIC_KEY } from './public.decorator.js';
import { languageFromAcceptLanguage, languageIdOf } from './sign-in.locale.js';
import { isDatabaseUnavailable } from '../database/unavailable.js';
import { isUnauthorized, unauthorized } from './token-verifier.js';

interface SocketLike {
  handshake?: { auth?: { token?: unknown }; headers?: Record<string, string | string[] | undefined> };
  data?: { principal?: Principal };
}

const languageIdOfHeader = (header: unknown): number | null => {
  const language = languageFromAcceptLanguage(typeof header === 'string' ? header : undefined);
  return language === null ? null : languageIdOf(language);
};

@Injectable()
export class JwtAuthGuard extends AuthGuard(JWT_STRATEGY) {
  constructor(
    private readonly reflector: Reflector,
    @Inject(TOKEN_VERIFIER) private readonly verifier: TokenVerifier,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    switch (context.getType()) {
      case 'http':
        return (await super.canActivate(context)) as boolean;
      case 'ws':
        return this.authenticateSocket(context.switchToWs().getClient<SocketLike>());
      default:
        return true;
    }
  }

  override handleRequest<TUser = Principal>(
    error: unknown,
    user: unknown,
    _info: unknown,
    context: ExecutionContext,
  ): TUser {
    if (!error && user) return user as TUser;
    // A fault of ours (the external issuer's keys unreachable) is not the caller's: keep its status.
    if (error instanceof HttpException && !isUnauthorized(error)) throw error;
    // The database cannot be reached to read the caller's profile: a 503, not the caller's fault.
    if (isDatabaseUnavailable(error)) throw error;
    const request = context.switchToHttp().getRequest<{ headers: Record<string, unknown> }>();
    throw unauthorized(languageIdOfHeader(request.headers['accept-language']));
  }

  private async authenticateSocket(socket: SocketLike): Promise<boolean> {
    if (socket.data?.principal) return true;
    const header = socket.handshake?.headers?.authorization;
    const fromHeader =
      typeof header === 'string' && /^bearer /i.test(header) ? header.slice(7).trim() : undefined;
    const fromAuth = socket.handshake?.auth?.token;
    const token = typeof fromAuth === 'string' && fromAuth.length > 0 ? fromAuth : fromHeader;
    if (!token) throw unauthorized(languageIdOfHeader(socket.handshake?.headers?.['accept-language']));
    const principal = await this.verifier.verify(token);
    if (socket.data) socket.data.principal = principal;
    else socket.data = { principal };
    return true;
  }
}
