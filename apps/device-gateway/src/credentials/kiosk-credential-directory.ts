/**
 * Where the broker finds each kiosk's credential: the hash of the secret the console issued
 * (decision 0028). The console owns the credentials; the gateway only reads them.
 */
export interface KioskCredentialDirectory {
  /** The stored hash of the kiosk's current secret; null when none is issued (the kiosk is refused). */
  secretHash(serial: string): Promise<string | null>;
  /** Every current credential: what a broker keeping its own accounts is given. */
  current(): Promise<KioskCredential[]>;
}

/** One kiosk's MQTT account: its serial and the stored hash of its secret. */
export interface KioskCredential {
  username: string;
  secretHash: string;
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

  current(): Promise<KioskCredential[]> {
    return Promise.resolve([...this.hashes].map(([username, secretHash]) => ({ username, secretHash })));
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
    const body = (await this.ask(`kiosk-credentials/${encodeURIComponent(serial)}`)) as {
      secretHash?: unknown;
    };
    return typeof body.secretHash === 'string' ? body.secretHash : null;
  }

  async current(): Promise<KioskCredential[]> {
    const body = (await this.ask('kiosk-credentials')) as { credentials?: unknown };
    if (!Array.isArray(body.credentials)) throw new Error('the API answered no credentials');
    return body.credentials.filter(
      (entry): entry is KioskCredential =>
        typeof (entry as KioskCredential)?.username === 'string' &&
        typeof (entry as KioskCredential)?.secretHash === 'string',
    );
  }

  private async ask(path: string): Promise<unknown> {
    const url = `${this.apiUrl.replace(/\/$/, '')}/api/device-gateway/${path}`;
    const response = await fetch(url, {
      headers: { 'x-gateway-token': this.token },
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) throw new Error(`the API answered ${response.status}`);
    return response.json();
  }
}
