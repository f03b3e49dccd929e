/**
 * The browser sessions that signed out (decision 0103). A sign-out in one browser ends that
 * browser's grant (its refresh tokens, by the provider) and, here, its access tokens: each one
 * carries its grant's id (`gid`), and a grant that ended is refused until the longest access token
 * it could have issued has expired. Other browsers of the same account keep their sessions; "Sign
 * out everywhere" moves the account's session generation instead.
 *
 * Kept on Redis when the API has REDIS_URL (every API process refuses the same tokens, and an
 * API restart forgets none), in this process's memory otherwise. Listeners hear each grant that
 * ends in this process, so its live connections close at once.
 */
import { Redis } from 'ioredis';

export const ENDED_GRANTS = Symbol('ENDED_GRANTS');

export class EndedGrants {
  private readonly memory = new Map<string, number>();
  private readonly listeners = new Set<(grantId: string) => void>();
  private readonly redis: Redis | null;

  /** `keepMs`: how long an ended grant is remembered, at least an access token's lifetime. */
  constructor(
    redisUrl: string | null,
    private readonly keyPrefix: string,
    private readonly keepMs: number,
  ) {
    this.redis = redisUrl
      ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
      : null;
    this.redis?.on('error', () => undefined); // the memory below stands in
  }

  /** Records the end of a grant, then tells the listeners. */
  async end(grantId: string): Promise<void> {
    this.remember(grantId);
    await this.redis?.set(`${this.keyPrefix}:${grantId}`, '1', 'PX', this.keepMs).catch(() => undefined);
    for (const listener of this.listeners) listener(grantId);
  }

  /** True when the grant ended (in this process, or in any process of the deployment on Redis). */
  async hasEnded(grantId: string): Promise<boolean> {
    const until = this.memory.get(grantId);
    if (until !== undefined && until > Date.now()) return true;
    if (this.redis === null) return false;
    const found = await this.redis.exists(`${this.keyPrefix}:${grantId}`).catch(() => 0);
    return found === 1;
  }

  onEnded(listener: (grantId: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Called by Nest when the application closes. */
  onModuleDestroy(): void {
    this.redis?.disconnect();
  }

  private remember(grantId: string): void {
    const now = Date.now();
    for (const [id, until] of this.memory) {
      if (until > now) break; // kept in order of their end: the first alive ones follow
      this.memory.delete(id);
    }
    this.memory.set(grantId, now + this.keepMs);
  }
}
