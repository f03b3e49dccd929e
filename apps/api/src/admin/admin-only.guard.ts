import { ForbiddenException, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Principal } from '../auth/auth.port.js';

/**
 * Admin dashboard calls are for admins only. Runs after the global JwtAuthGuard (which answers
 * 401 without a token) and before any interceptor, so a refused upload is never read or stored.
 */
@Injectable()
export class AdminOnlyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const principal = context.switchToHttp().getRequest<{ user?: Principal }>().user;
    if (!principal?.flags.isAdmin) throw new ForbiddenException();
    return true;
  }
}
