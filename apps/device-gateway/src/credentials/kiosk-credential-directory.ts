/**
 * Where the broker finds each kiosk's credential: the hash of the secret the console issued
 * (decision 0028). The console owns the credentials; the gateway only reads them.
 */
export interface KioskCredentialDirectory {
  /** The stored hash of the kiosk's current secret; null when none is issued (the kiosk is refused). */
  secretHash(serial: string): Promise<string | null>;
}

/** Injection token of the KioskCredentialDirectory; absent, the embedded broker accepts any kiosk. */
export const KIOSK_CREDENTIALS = Symbol('KIOSK_CREDENTIALS');

/** Credentials held in memory: for a gateway given its kiosks directly (tests, a fixed demo fleet). */
export class InMemoryCredentialDirectory implements KioskCredentialDirectory {
  private readonly hashes = new Map<string, string>();

  set(serial: string, secretHash: string): void {
    this.hashes.set(serial, secretHash);
  }

  delete(serial: string): void {
    this.hashes.delete(serial);
  }

  secretHash(serial: string): Promise<string | null> {
    return Promise.resolve(this.hashes.get(serial) ?? null);
  }
}

/**
 * The console's credentials, asked of the API (`GET /api/device-gateway/kiosk-credentials/{serial}`
 * with the shared GATEWAY_API_TOKEN). One path for every engine: the API owns its tables, on
 * PGlite (inside its process) as on PostgreSQL. A kiosk whose check cannot be made is refused.
 */
export class ApiCredentialDirectory implements KioskCredentialDirectory {
  constructor(
    /** The API's base URL, e.g. http://127.0.0.1:3000. */
    private readonly apiUrl: string,
    private readonly token: string,
    private readonly timeoutMs = 5_000,
  ) {}

  async secretHash(serial: string): Promise<string | null> {
    const url = `${this.apiUrl.replace(/\/$/, '')}/api/device-gateway/kiosk-credentials/${encodeURIComponent(serial)}`;
    const response = await fetch(url, {
      headers: { 'x-gateway-token': this.token },
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) throw new Error(`the API answered ${response.status}`);
    const body = (await response.json()) as { secretHash?: unknown };
    return typeof body.secretHash === 'string' ? body.secretHash : null;
  }
}
