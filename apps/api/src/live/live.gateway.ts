import { Inject, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { WebSocketGateway, WebSocketServer, type OnGatewayInit } from '@nestjs/websockets';
import { Server, type Socket } from 'socket.io';
import {
  ACCESS_CHANGING_EVENTS,
  SUMMARY_KINDS,
  type DomainEvent,
  type FacilityEvent,
  type KioskEvent,
  type LiveEvents,
  type OrganizationEvent,
  type ResidentEvent,
  type SummaryKind,
  type UserEvent,
} from '@ambient/core';
import { TOKEN_VERIFIER, type Principal, type TokenVerifier } from '../auth/auth.port.js';
import { ENDED_GRANTS, type EndedGrants } from '../auth/ended-grants.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ProcessRole } from '../config/process-role.js';
import { type RecordedEvent, ProjectionRunner } from '@ambient/event-sourcing';

/** The event types the summaries are counted from. */
type SummaryEventType =
  | OrganizationEvent['type']
  | DomainEvent['type']
  | FacilityEvent['type']
  | KioskEvent['type']
  | ResidentEvent['type']
  | UserEvent['type'];

/** Every event type of one aggregate, listed once: a new event of it fails to compile until listed. */
const everyOf = <Type extends SummaryEventType>(types: Record<Type, true>): Type[] =>
  Object.keys(types) as Type[];

/**
 * Which events change each admin dashboard summary, by the core's own event names: renaming or
 * removing an event fails to compile here instead of leaving a tile stale. Organizations, domains
 * and kiosks count on every event of their aggregate; facilities and users on the events that add
 * or remove one (a user's role follows its assignments); residents are counted by the type of
 * their kiosk, so a kiosk's change of type or deletion moves them too.
 */
const SUMMARY_OF: { readonly [Kind in SummaryKind]: ReadonlySet<SummaryEventType> } = {
  organization: new Set(
    everyOf<OrganizationEvent['type']>({
      OrganizationCreated: true,
      OrganizationRenamed: true,
      OrganizationDeleted: true,
    }),
  ),
  domain: new Set(
    everyOf<DomainEvent['type']>({ DomainCreated: true, DomainUpdated: true, DomainDeleted: true }),
  ),
  facility: new Set<FacilityEvent['type']>(['FacilityCreated', 'FacilityDeleted']),
  kiosk: new Set(
    everyOf<KioskEvent['type']>({ KioskRegistered: true, KioskUpdated: true, KioskDeleted: true }),
  ),
  resident: new Set<ResidentEvent['type'] | KioskEvent['type']>([
    'ResidentAdmitted',
    'ResidentUpdated',
    'ResidentDeleted',
    'KioskUpdated',
    'KioskDeleted',
  ]),
  user: new Set<UserEvent['type']>(['UserRegistered', 'UserAssignmentsChanged', 'UserDeleted']),
};

/** The admin dashboard summaries these events change, each once, in the dashboard's order. */
export function summariesChangedBy(events: ReadonlyArray<Pick<RecordedEvent, 'type'>>): SummaryKind[] {
  const types = events.map((event) => event.type as SummaryEventType);
  return SUMMARY_KINDS.filter((kind) => types.some((type) => SUMMARY_OF[kind].has(type)));
}

/** The users whose live connections must be judged again after these events (their access changed). */
export function usersWhoseAccessChanged(events: RecordedEvent[]): string[] {
  const users = new Set<string>();
  for (const event of events)
    if (ACCESS_CHANGING_EVENTS.has(event.type as UserEvent['type']))
      users.add((event.data as { userId: string }).userId);
  return [...users];
}

export const userRoom = (userId: string): string => `user:${userId}`;
/** The sockets of one browser's sign-in (its grant). */
export const grantRoom = (grantId: string): string => `grant:${grantId}`;
export const ADMIN_ROOM = 'admin-dashboard';
export const SIGNED_IN_ROOM = 'signed-in';

/**
 * Socket.IO for live updates. A socket must present a valid bearer token in its handshake
 * (`auth: { token }`), the same the API accepts; otherwise the connection is refused. Each
 * socket joins its user's room, its sign-in's room, and admins the admin dashboard room. With
 * REDIS_URL set, the Socket.IO Redis adapter fans every emit out to the sockets of every API
 * instance. A process without HTTP (`npm run worker`) has no Socket.IO server of its own: there
 * what its jobs and sweeps push (an offline alert its sweep raised or cleared) goes out
 * through a server of the adapter alone, which holds no socket and reaches the APIs' ones.
 *
 * A socket lives no longer than the session that opened it: it is closed when its token expires,
 * when its browser signs out, and when its user's sessions end or access changes (sign out
 * everywhere, a password change, a lock, a block, an erasure, a new role or scope, the account
 * deleted). A client reconnects with the token it holds then; the handshake judges it again, and
 * the rooms follow the user's access as it is now.
 */
@WebSocketGateway({ path: '/socket.io', cors: false })
export class LiveGateway implements OnGatewayInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(LiveGateway.name);
  private redisClients: Redis[] = [];
  private stopListening: Array<() => void> = [];
  @WebSocketServer() server!: Server;

  constructor(
    @Inject(TOKEN_VERIFIER) private readonly verifier: TokenVerifier,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly projections: ProjectionRunner,
    @Inject(ENDED_GRANTS) private readonly endedGrants: EndedGrants,
    private readonly role: ProcessRole,
  ) {}

  afterInit(server: Server): void {
    this.fanOut(server);
    server.use((socket: Socket, next: (error?: Error) => void) => {
      const token: unknown = socket.handshake.auth?.token;
      if (typeof token !== 'string' || token.length === 0) {
        next(new Error('unauthorized'));
        return;
      }
      this.verifier.verify(token).then(
        (principal: Principal) => {
          (socket.data as { principal?: Principal }).principal = principal;
          const rooms = [userRoom(principal.profile.id), SIGNED_IN_ROOM];
          if (principal.grantId) rooms.push(grantRoom(principal.grantId));
          if (principal.flags.isAdmin) rooms.push(ADMIN_ROOM);
          void socket.join(rooms);
          closeAtExpiry(socket, principal.expiresAt);
          next();
        },
        () => next(new Error('unauthorized')),
      );
    });
    this.stopListening = [
      this.projections.onApplied((events, readModels) => {
        const kinds = summariesChangedBy(events);
        if (kinds.length > 0) server.to(ADMIN_ROOM).emit('summaries.changed', { kinds });
        if (readModels.length > 0) server.to(SIGNED_IN_ROOM).emit('readModels.changed', { readModels });
        for (const userId of usersWhoseAccessChanged(events))
          server.in(userRoom(userId)).disconnectSockets(true);
      }),
      this.endedGrants.onEnded((grantId) => server.in(grantRoom(grantId)).disconnectSockets(true)),
    ];
    this.logger.log(
      `Live updates ready on /socket.io (${this.config.redisUrl ? 'Redis fan-out' : 'one process'})`,
    );
  }

  /**
   * An HTTP application has its server by now (`afterInit`). A worker doing the background work
   * beside the APIs gets one of the Redis adapter alone; a command-line tool pushes nothing.
   */
  onApplicationBootstrap(): void {
    if (this.server || !this.config.redisUrl || !this.role.background) return;
    this.server = new Server();
    this.fanOut(this.server);
    this.logger.log('Live updates sent to the API instances through Redis');
  }

  /** With REDIS_URL, every emit of `server` reaches the sockets of every instance through Redis. */
  private fanOut(server: Server): void {
    if (!this.config.redisUrl) return;
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

  onApplicationShutdown(): void {
    for (const stop of this.stopListening.splice(0)) stop();
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

/** Closes the socket when its token expires (a new token opens a new one). */
export function closeAtExpiry(
  socket: Pick<Socket, 'disconnect' | 'once'>,
  expiresAt: Date | undefined,
): void {
  if (expiresAt === undefined) return;
  // setTimeout holds at most 2^31 - 1 ms (24.8 days); a token lives an hour.
  const timer = setTimeout(
    () => socket.disconnect(true),
    Math.min(expiresAt.getTime() - Date.now(), 2 ** 31 - 1),
  );
  timer.unref();
  socket.once('disconnect', () => clearTimeout(timer));
}
