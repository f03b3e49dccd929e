/**
 * The session states bearer tokens are checked against on every request (decision 0117): the
 * caller's profile, session generation and end of sessions, read from the users read model and
 * kept between requests until that read model changes. Every process's projection runner passes
 * every event of the log, its own and other processes' (told at once by the store's notices, else
 * within its poll), and tells who listens which read models the events changed: a change to
 * `users` forgets every kept state. A state read while such a change was told is not kept (it may
 * be older than the change), and none is kept longer than `KEEP_MS` whatever the runner tells.
 */
import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ProjectionRunner } from '@ambient/event-sourcing';
import type { SessionState } from '../auth/auth.port.js';
import type { UserRow } from './user.row.js';
import { UsersReader, toProfile } from './users.reader.js';

/** The longest a kept state serves, should a change ever go untold. */
export const KEEP_MS = 2_000;
/** The most states kept (the oldest go first). */
const KEPT_MAX = 10_000;

export const sessionStateOf = (row: UserRow): SessionState => ({
  profile: toProfile(row),
  generation: row.sessionGeneration,
  endedAt: row.sessionsEndedAt,
});

@Injectable()
export class SessionStates implements OnModuleInit, OnModuleDestroy {
  private readonly kept = new Map<string, { state: SessionState | null; until: number }>();
  /** Moves on at every change of the users read model. */
  private changes = 0;
  private stopListening: () => void = () => undefined;

  constructor(
    private readonly reader: UsersReader,
    private readonly projections: ProjectionRunner,
  ) {}

  onModuleInit(): void {
    this.stopListening = this.projections.onApplied((_events, readModels) => {
      if (readModels.includes('users')) this.forget();
    });
  }

  onModuleDestroy(): void {
    this.stopListening();
  }

  /** The user's session state now (null when the user does not exist). */
  async of(userId: string): Promise<SessionState | null> {
    const now = Date.now();
    const kept = this.kept.get(userId);
    if (kept && kept.until > now) return kept.state;
    const changes = this.changes;
    const row = await this.reader.findRow(userId);
    const state = row ? sessionStateOf(row) : null;
    if (changes === this.changes) this.keep(userId, state, now + KEEP_MS);
    return state;
  }

  /** Forgets every kept state: the next request of each user reads theirs again. */
  forget(): void {
    this.changes += 1;
    this.kept.clear();
  }

  private keep(userId: string, state: SessionState | null, until: number): void {
    this.kept.delete(userId);
    this.kept.set(userId, { state, until });
    for (const oldest of this.kept.keys()) {
      if (this.kept.size <= KEPT_MAX) break;
      this.kept.delete(oldest);
    }
  }
}
