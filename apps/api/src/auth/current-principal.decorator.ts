import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Principal } from './auth.port.js';

/**
 * The caller of the request (`request.user`), or of the socket message (`socket.data.principal`),
 * as the JwtAuthGuard verified it. Undefined on a @Public() route.
 */
export const CurrentPrincipal = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Principal | undefined => {
    if (context.getType() === 'ws') {
      return context.switchToWs().getClient<{ data?: { principal?: Principal } }>().data?.principal;
    }
    return context.switchToHttp().getRequest<{ user?: Principal }>().user;
  },
);
