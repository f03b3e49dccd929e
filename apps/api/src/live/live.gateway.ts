import { Inject, Logger } from '@nestjs/common';
import { WebSocketGateway, WebSocketServer, type OnGatewayInit } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import type { LiveEvents } from '@ambient/core';
import { TOKEN_VERIFIER, type Principal, type TokenVerifier } from '../auth/auth.port.js';

export const userRoom = (userId: string): string => `user:${userId}`;
export const ADMIN_ROOM = 'admin-dashboard';

/**
 * Socket.IO for live updates. A socket must present a valid bearer token in its handshake
 * (`auth: { token }`), the same the API accepts; otherwise the connection is refused. Each
 * socket joins its user's room, and admins the admin dashboard room.
 */
@WebSocketGateway({ path: '/socket.io', cors: false })
export class LiveGateway implements OnGatewayInit {
  private readonly logger = new Logger(LiveGateway.name);
  @WebSocketServer() server!: Server;

  constructor(@Inject(TOKEN_VERIFIER) private readonly verifier: TokenVerifier) {}

  afterInit(server: Server): void {
    server.use((socket: Socket, next: (error?: Error) => void) => {
      const token: unknown = socket.handshake.auth?.token;
      if (typeof token !== 'string' || token.length === 0) {
        next(new Error('unauthorized'));
        return;
      }
      this.verifier.verify(token).then(
        (principal: Principal) => {
          (socket.data as { principal?: Principal }).principal = principal;
          void socket.join(userRoom(principal.profile.id));
          if (principal.flags.isAdmin) void socket.join(ADMIN_ROOM);
          next();
        },
        () => next(new Error('unauthorized')),
      );
    });
    this.logger.log('Live updates ready on /socket.io');
  }

  toUser<K extends keyof LiveEvents>(userId: string, event: K, payload: LiveEvents[K]): void {
    this.server?.to(userRoom(userId)).emit(event, payload);
  }
}
