/**
 * The built-in provider's storage in this process's memory: sessions, interactions, grants,
 * authorization codes and refresh tokens. It is what an API without REDIS_URL uses (decision
 * 0110): a restart signs everyone out of the provider (their next silent renewal goes through the
 * sign-in page again; access tokens are JWTs signed with keys kept on disk, so they survive it),
 * and the state is not shared between processes. With REDIS_URL every API process of a deployment
 * shares it on Redis instead (oidc-redis.adapter.ts), and this store stands in for Redis while it
 * cannot be reached.
 */
import type { AdapterPayload } from 'oidc-provider';
import { GRANTABLE_MODELS, type OidcStore } from './oidc-store.js';

interface Entry {
  payload: AdapterPayload;
  /** Epoch milliseconds, or Infinity. */
  expiresAt: number;
  /**
   * Epoch milliseconds: when a grant was made, when a session last signed in. Sign-in times in
   * the payloads are whole seconds; the end of a user's sessions is compared with this.
   */
  since: number;
}

/** One store per provider instance, shared by the adapters of its models. */
export class OidcMemoryStore implements OidcStore {
  private readonly entries = new Map<string, Entry>();
  /** Secondary indexes: session uid -> session id, user code -> id. */
  private readonly index = new Map<string, string>();
  /** Grant id -> keys of the tokens issued under it. */
  private readonly grants = new Map<string, Set<string>>();
  private writes = 0;

  constructor(
    private readonly clockToleranceSeconds = 15,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): AdapterPayload | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.delete(key);
      return undefined;
    }
    return entry.payload;
  }

  set(model: string, key: string, payload: AdapterPayload, expiresIn: number | undefined): void {
    const previous = this.get(key);
    const previousSince = this.entries.get(key)?.since;
    this.delete(key);
    const now = this.now();
    const expiresAt =
      typeof expiresIn === 'number' ? now + (expiresIn + this.clockToleranceSeconds) * 1000 : Infinity;
    // A grant dates from its making; a session from its last sign-in (a new `loginTs`).
    const kept = model === 'Grant' || (model === 'Session' && previous?.loginTs === payload.loginTs);
    const since = kept && previous !== undefined && previousSince !== undefined ? previousSince : now;
    this.entries.set(key, { payload, expiresAt, since });
    if (model === 'Session' && typeof payload.uid === 'string')
      this.index.set(`sessionUid:${payload.uid}`, key);
    if (typeof payload.userCode === 'string') this.index.set(`userCode:${payload.userCode}`, key);
    if (GRANTABLE_MODELS.has(model) && typeof payload.grantId === 'string') {
      const members = this.grants.get(payload.grantId) ?? new Set<string>();
      members.add(key);
      this.grants.set(payload.grantId, members);
    }
    if (++this.writes % 500 === 0) this.sweep();
  }

  /** When the grant or session stored under `key` was made or last signed in; undefined when absent. */
  since(key: string): number | undefined {
    return this.get(key) === undefined ? undefined : this.entries.get(key)?.since;
  }

  findBy(indexKey: string): AdapterPayload | undefined {
    const key = this.index.get(indexKey);
    return key === undefined ? undefined : this.get(key);
  }

  consume(key: string, at: number): void {
    const payload = this.get(key);
    if (payload) payload.consumed = at;
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    const { uid, userCode, grantId } = entry.payload;
    if (typeof uid === 'string' && this.index.get(`sessionUid:${uid}`) === key)
      this.index.delete(`sessionUid:${uid}`);
    if (typeof userCode === 'string' && this.index.get(`userCode:${userCode}`) === key) {
      this.index.delete(`userCode:${userCode}`);
    }
    if (typeof grantId === 'string') {
      const members = this.grants.get(grantId);
      members?.delete(key);
      if (members?.size === 0) this.grants.delete(grantId);
    }
  }

  revokeGrant(grantId: string): void {
    for (const key of [...(this.grants.get(grantId) ?? [])]) this.delete(key);
    this.grants.delete(grantId);
  }

  /** Drops expired entries so an idle store does not grow. */
  sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
