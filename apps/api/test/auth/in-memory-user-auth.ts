/**
 * A typed in-memory UserAuthPort for the auth slice's own tests: the users slice's rules come
 * from the pure decideUser/evolveUser of @ambient/core, passwords are real Argon2id hashes.
 * It stands in for the users slice only here.
 */
import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import {
  BaseRole,
  decideUser,
  defaultNickname,
  deriveFunctionalRole,
  evolveUser,
  functionalRoleColor,
  initialUserState,
  SESSION_ENDING_EVENTS,
  type Profile,
  type UserCommand,
  type UserEvent,
  type UserState,
} from '@ambient/core';
import type { SessionState, SignInAccount, UserAuthPort } from '../../src/auth/auth.port.js';

export interface NewUser {
  email: string;
  password: string;
  name: string;
  nickname?: string;
  languageId?: number | null;
  role?: BaseRole;
  domainIds?: number[];
  facilityIds?: number[];
  kioskIds?: number[];
  residentIds?: number[];
}

type ActiveState = Exclude<UserState, { status: 'absent' }>;

export class InMemoryUserAuth implements UserAuthPort {
  private readonly streams = new Map<string, UserEvent[]>();
  /** Password hashes, outside the events as the users slice keeps them. */
  private readonly credentials = new Map<string, string>();
  /** When each event was recorded, by user (the read model's `sessionsEndedAt` comes from it). */
  private readonly times = new Map<string, Date[]>();
  /** Every call of the port's recording methods, in order. */
  readonly recorded: {
    method: 'recordSignIn' | 'recordFailedSignIn' | 'endSessions';
    userId: string;
    correlationId: string;
  }[] = [];

  async register(user: NewUser): Promise<string> {
    const userId = randomUUID();
    this.credentials.set(
      userId,
      await hash(user.password, { memoryCost: 19_456, timeCost: 2, parallelism: 1 }),
    );
    this.execute(userId, {
      type: 'RegisterUser',
      data: {
        userId,
        email: user.email,
        name: user.name,
        nickname: user.nickname ?? defaultNickname(user.name),
        languageId: user.languageId ?? null,
        picture: null,
        defaultResidentId: null,
        role: user.role ?? BaseRole.Guest,
        domainIds: user.domainIds ?? [],
        facilityIds: user.facilityIds ?? [],
        kioskIds: user.kioskIds ?? [],
        residentIds: user.residentIds ?? [],
      },
    });
    return userId;
  }

  state(userId: string): UserState {
    return (this.streams.get(userId) ?? []).reduce(evolveUser, initialUserState);
  }

  unlock(userId: string): void {
    this.execute(userId, { type: 'UnlockUser' });
  }

  async findAccountByEmail(email: string): Promise<SignInAccount | null> {
    const state = this.activeStates().find((s) => s.email.toLowerCase() === email.toLowerCase());
    if (!state) return null;
    return {
      id: state.userId,
      email: state.email,
      passwordHash: this.credentials.get(state.userId) ?? null,
      locked: state.status === 'locked',
      lockedUntil: state.lockedUntil ? new Date(state.lockedUntil) : null,
      languageId: state.languageId,
    };
  }

  async findProfile(userId: string): Promise<Profile | null> {
    const state = this.state(userId);
    if (state.status === 'absent') return null;
    const functionalRole = deriveFunctionalRole(state);
    return {
      id: state.userId,
      email: state.email,
      name: state.name,
      nickname: state.nickname,
      picture: state.picture,
      languageId: state.languageId,
      defaultResidentId: state.defaultResidentId ?? state.residentIds[0] ?? null,
      domainIds: state.domainIds,
      facilityIds: state.facilityIds,
      kioskIds: state.kioskIds,
      residentIds: state.residentIds,
      role: state.role,
      functionalRole,
      functionalRoleColor: functionalRoleColor[functionalRole],
    };
  }

  /** Read at every request here: nothing changes behind the suite's back. */
  currentSession(userId: string): Promise<SessionState | null> {
    return this.findSession(userId);
  }

  /** As the users read model: the generation is the stream version of the last session-ending event. */
  async findSession(userId: string): Promise<SessionState | null> {
    const profile = await this.findProfile(userId);
    if (profile === null) return null;
    const events = this.streams.get(userId) ?? [];
    let generation = 0;
    let endedAt: Date | null = null;
    events.forEach((event, version) => {
      if (!SESSION_ENDING_EVENTS.has(event.type)) return;
      generation = version;
      endedAt = this.times.get(userId)?.[version] ?? null;
    });
    return { profile, generation, endedAt };
  }

  async recordSignIn(userId: string, correlationId: string, at = new Date()): Promise<void> {
    this.recorded.push({ method: 'recordSignIn', userId, correlationId });
    this.execute(userId, { type: 'RecordSignIn', at: at.toISOString() }, at);
  }

  async recordFailedSignIn(
    userId: string,
    correlationId: string,
    at = new Date(),
  ): Promise<{ locked: boolean }> {
    this.recorded.push({ method: 'recordFailedSignIn', userId, correlationId });
    this.execute(userId, { type: 'RecordFailedSignIn', at: at.toISOString() }, at);
    return { locked: this.state(userId).status === 'locked' };
  }

  async endSessions(userId: string, correlationId: string): Promise<void> {
    this.recorded.push({ method: 'endSessions', userId, correlationId });
    this.execute(userId, { type: 'EndSessions', reason: 'signOut' });
  }

  /** A password change, as the users slice records it (it ends every session). */
  async changePassword(userId: string, password: string): Promise<void> {
    const passwordHash = await hash(password, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    this.execute(userId, { type: 'ChangePassword', data: { password } });
    this.credentials.set(userId, passwordHash);
  }

  async verifyPassword(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  private execute(userId: string, command: UserCommand, at = new Date()): UserEvent[] {
    const events = decideUser(command, this.state(userId));
    this.streams.set(userId, [...(this.streams.get(userId) ?? []), ...events]);
    this.times.set(userId, [...(this.times.get(userId) ?? []), ...events.map(() => at)]);
    return events;
  }

  private activeStates(): ActiveState[] {
    return [...this.streams.keys()]
      .map((id) => this.state(id))
      .filter((s): s is ActiveState => s.status !== 'absent');
  }
}
