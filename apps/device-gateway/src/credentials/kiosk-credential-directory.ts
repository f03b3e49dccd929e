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
