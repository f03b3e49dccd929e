/**
 * What the built-in provider's storage must do, whichever engine holds it (decision 0110): in this
 * process's memory (oidc-memory.adapter.ts), or on Redis, shared by every API process of a
 * deployment (oidc-redis.adapter.ts). Entries are keyed `<model>:<id>`; the secondary indexes are
 * `sessionUid:<uid>` and `userCode:<code>`. `since` is what decisions 0017 and 0103 judge a
 * refresh token, a code or a provider session by.
 */
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

type Awaitable<T> = T | Promise<T>;

/** The models whose entries are revoked with their grant (`revokeByGrantId`). */
export const GRANTABLE_MODELS: ReadonlySet<string> = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

export interface OidcStore {
  get(key: string): Awaitable<AdapterPayload | undefined>;
  /** Stores `payload` for `expiresIn` seconds (plus the clock tolerance), or for good without it. */
  set(model: string, key: string, payload: AdapterPayload, expiresIn: number | undefined): Awaitable<void>;
  /** When the grant or session stored under `key` was made or last signed in (epoch ms); undefined when absent. */
  since(key: string): Awaitable<number | undefined>;
  findBy(indexKey: string): Awaitable<AdapterPayload | undefined>;
  /** Marks the entry consumed at `at` (epoch seconds), as every reader of the store will see it. */
  consume(key: string, at: number): Awaitable<void>;
  delete(key: string): Awaitable<void>;
  revokeGrant(grantId: string): Awaitable<void>;
  /** Lets go of the store's connection, if it has one. */
  close?(): Promise<void>;
}

class OidcStoreAdapter implements Adapter {
  constructor(
    private readonly model: string,
    private readonly store: OidcStore,
  ) {}

  private key(id: string): string {
    return `${this.model}:${id}`;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    await this.store.set(this.model, this.key(id), payload, expiresIn);
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.store.get(this.key(id));
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.store.findBy(`sessionUid:${uid}`);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.store.findBy(`userCode:${userCode}`);
  }

  async consume(id: string): Promise<void> {
    await this.store.consume(this.key(id), Math.floor(Date.now() / 1000));
  }

  async destroy(id: string): Promise<void> {
    await this.store.delete(this.key(id));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.store.revokeGrant(grantId);
  }
}

/** The adapter factory to give the provider (`adapter` configuration). */
export function oidcAdapter(store: OidcStore): AdapterFactory {
  return (model: string) => new OidcStoreAdapter(model, store);
}
