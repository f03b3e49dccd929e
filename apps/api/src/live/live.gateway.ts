import { Inject, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { WebSocketGateway, WebSocketServer, type OnGatewayInit } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import type { LiveEvents, SummaryKind } from '@ambient/core';
import { TOKEN_VERIFIER, type Principal, type TokenVerifier } from '../auth/auth.port.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { type RecordedEvent, ProjectionRunner } from '@ambient/event-sourcing';

/** Which admin dashboard summaries an event type can change. */
const SUMMARY_OF: Array<[RegExp, SummaryKind[]]> = [
  [/^Organization/, ['organization']],
  [/^Domain/, ['domain']],
  [/^Facility(Created|Deleted)$/, ['facility']],
  [/^Kiosk(Registered|Deleted|TypeChanged)$/, ['kiosk']],
  [/^Resident(Admitted|Deleted|Moved)$/, ['resident']],
  [/^User(Registered|AssignmentsChanged|Deleted)$/, ['user']],
];

export function summariesChangedBy(events: RecordedEvent[]): SummaryKind[] {
  const kinds = new Set<SummaryKind>();
  for (const event of events) {
    for (const [pattern, affected] of SUMMARY_OF)
      if (pattern.test(event.type)) affected.forEach((k) => kinds.add(k));
  }
  return [...kinds];
}

export const userRoom = (userId: string): string => `user:${userId}`;
export const ADMIN_ROOM = 'admin-dashboard';
export const SIGNED_IN_ROOM = 'signed-in';

/**
 * Socket.IO for live updates. A socket must present a valid bearer token in its handshake
 * (`auth: { token }`), the same the API accepts; otherwise the connection is refused. Each
 * socket joins its user's room, and admins the admin dashboard room. With REDIS_URL set, the
 * Socket.IO Redis adapter fans every emit out to the sockets of every API instance.
 */
@WebSocketGateway({ path: '/socket.io', cors: false })
export class LiveGateway implements OnGatewayInit, OnApplicationShutdown {
  private readonly logger = new Logger(LiveGateway.name);
  private redisClients: Redis[] = [];
  private stopListening: () => void = () => undefined;
  @WebSocketServer() server!: Server;

  constructor(
    @Inject(TOKEN_VERIFIER) private readonly verifier: TokenVerifier,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly projections: ProjectionRunner,
  ) {}

  afterInit(server: Server): void {
    if (this.config.redisUrl) {
      const publisher = new Redis(this.config.redisUrl);
      const subscriber = publisher.duplicate();
      this.redisClients = [publisher, subscriber];
      // ioredis reconnects and subscribes again by itself after Redis restarts; meanwhile each
      // failed attempt is reported here once, instead of as an unhandled error event.
      for (const client of this.redisClients) {
        client.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
      }
      server.adapter(createAdapter(publisher, subscriber));
    }
    server.use((socket: Socket, next: (error?: Error) => void) => {
      const token: unknown = socket.handshake.auth?.token;
      if (typeof token !== 'string' || token.length === 0) {
        next(new Error('unauthorized'));
        return;
      }
      this.verifier.verify(token).then(
        (principal: Principal) => {
          (socket.data as { principal?: Principal }).principal = principal;
          void socket.join([userRoom(principal.profile.id), SIGNED_IN_ROOM]);
          if (principal.flags.isAdmin) void socket.join(ADMIN_ROOM);
          next();
        },
        () => next(new Error('unauthorized')),
      );
    });
    this.stopListening = this.projections.onApplied((events, readModels) => {
      const kinds = summariesChangedBy(events);
      if (kinds.length > 0) server.to(ADMIN_ROOM).emit('summaries.changed', { kinds });
      if (readModels.length > 0) server.to(SIGNED_IN_ROOM).emit('readModels.changed', { readModels });
    });
    this.logger.log(
      `Live updates ready on /socket.io (${this.config.redisUrl ? 'Redis fan-out' : 'one process'})`,
    );
  }

  onApplicationShutdown(): void {
    this.stopListening();
    for (const client of this.redisClients) client.disconnect();
    this.redisClients = [];
  }

  /** To the admins' sockets (the admin dashboard room). */
  toAdmins<K extends keyof LiveEvents>(event: K, payload: LiveEvents[K]): void {
    this.server?.to(ADMIN_ROOM).emit(event, payload);
  }

  toUser<K extends keyof LiveEvents>(userId: string, event: K, payload: LiveEvents[K]): void {
    this.server?.to(userRoom(userId)).emit(event, payload);
  }
}
