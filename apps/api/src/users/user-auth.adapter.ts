import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Profile } from '@ambient/core';
import type { SessionState, SignInAccount, UserAuthPort } from '../auth/auth.port.js';
import type { CommandContext } from '@ambient/event-sourcing';
import { Credentials } from './credentials.js';
import { PasswordHasher } from './password-hasher.js';
import { SessionStates, sessionStateOf } from './session-states.js';
import { UserCommandMessage } from './user.commands.js';
import { UsersReader } from './users.reader.js';

/** What sign-in needs from the users slice, over its read model and its commands. */
@Injectable()
export class UserAuthAdapter implements UserAuthPort {
  constructor(
    private readonly reader: UsersReader,
    private readonly commands: CommandBus,
    private readonly hasher: PasswordHasher,
    private readonly credentials: Credentials,
    private readonly sessions: SessionStates,
  ) {}

  async findAccountByEmail(email: string): Promise<SignInAccount | null> {
    const row = await this.reader.findRowByEmail(email);
    if (!row) return null;
    return {
      id: row.id,
      email: row.email,
      passwordHash: await this.credentials.hashOf(row.id),
      locked: row.locked,
      lockedUntil: row.lockedUntil,
      languageId: row.languageId,
    };
  }

  findProfile(userId: string): Promise<Profile | null> {
    return this.reader.findProfile(userId);
  }

  async findSession(userId: string): Promise<SessionState | null> {
    const row = await this.reader.findRow(userId);
    return row ? sessionStateOf(row) : null;
  }

  currentSession(userId: string): Promise<SessionState | null> {
    return this.sessions.of(userId);
  }

  async recordSignIn(userId: string, correlationId: string, at = new Date()): Promise<void> {
    await this.commands.execute(
      new UserCommandMessage(
        { type: 'RecordSignIn', userId, at: at.toISOString() },
        this.context(userId, correlationId, at),
      ),
    );
  }

  async recordFailedSignIn(
    userId: string,
    correlationId: string,
    at = new Date(),
  ): Promise<{ locked: boolean }> {
    const result = await this.commands.execute(
      new UserCommandMessage(
        { type: 'RecordFailedSignIn', userId, at: at.toISOString() },
        this.context(userId, correlationId, at),
      ),
    );
    return { locked: result.state.status === 'locked' };
  }

  verifyPassword(hash: string, password: string): Promise<boolean> {
    return this.hasher.verify(hash, password);
  }

  private context(userId: string, correlationId: string, now: Date): CommandContext {
    return { userId, functionalRole: null, correlationId, source: 'console', now };
  }
}
