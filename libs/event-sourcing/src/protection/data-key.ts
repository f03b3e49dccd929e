import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  createSecretKey,
  hkdfSync,
  randomFillSync,
  type KeyObject,
} from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** How a sealed text starts: the scheme and its version, so another can follow. */
export const SEALED_PREFIX = 'sealed:v1:';

/** IVs drawn from the system's random source a thousand at a time: one call instead of one per box. */
const ivPool = Buffer.alloc(IV_BYTES * 1024);
let ivTaken = ivPool.length;

/** A fresh random IV, never handed out twice. */
function nextIv(): Buffer {
  if (ivTaken === ivPool.length) {
    randomFillSync(ivPool);
    ivTaken = 0;
  }
  const iv = Buffer.from(ivPool.subarray(ivTaken, ivTaken + IV_BYTES));
  ivTaken += IV_BYTES;
  return iv;
}

/**
 * Authenticated encryption with AES-256-GCM: a random 96-bit IV per message, a 128-bit tag, and
 * associated data that says what the bytes are for (a purpose, a person), so a box moved to
 * another place does not open. A box is the IV, the tag and the ciphertext, in base64url.
 */
export function sealBytes(key: Buffer, plain: Buffer, associated: string): string {
  const iv = nextIv();
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(associated, 'utf8'));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** Opens a box made by `sealBytes` with the same key and associated data; throws otherwise. */
export function openBytes(key: Buffer | KeyObject, box: string, associated: string): Buffer {
  const bytes = Buffer.from(box, 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('A sealed value is too short');
  const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, IV_BYTES), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(associated, 'utf8'));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  // GCM gives every byte at `update`; `final` checks the tag (throwing when it does not hold) and
  // gives nothing more, so nothing is answered before the tag held.
  const plain = decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES));
  decipher.final();
  return plain;
}

/** Reads a 256-bit key written as 64 hex digits or as base64 (standard or url-safe). */
export function parseKey(text: string): Buffer {
  const trimmed = text.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64');
  if (bytes.length !== 32)
    throw new Error('A data encryption key is 32 bytes: 64 hex digits or 44 base64 characters');
  return bytes;
}

/**
 * The key that seals data at rest (decision 0024): the secrets that must be shown again (a
 * kiosk's TeamViewer password) and every person's own key (`person_keys`). It is never stored in
 * the database: it comes from the configuration or a file beside the data.
 */
export class DataKey {
  /** A short fingerprint of the key, to tell keys apart in messages; reveals nothing of it. */
  readonly id: string;
  /** The keys `mac` derived, by purpose. */
  private readonly macKeys = new Map<string, Buffer>();

  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('A data encryption key is 32 bytes');
    this.id = createHash('sha256').update(key).digest('hex').slice(0, 8);
  }

  seal(plain: Buffer, associated: string): string {
    return sealBytes(this.key, plain, associated);
  }

  open(box: string, associated: string): Buffer {
    return openBytes(this.key, box, associated);
  }

  /**
   * A keyed digest of `text` for one purpose (HMAC-SHA-256 under a key derived from the data key
   * for that purpose with HKDF, never the sealing key itself), in base64url: the same text and
   * purpose give the same digest under the same data key, and without the key no guess of the
   * text can be checked against it.
   */
  mac(text: string, purpose: string): string {
    let key = this.macKeys.get(purpose);
    if (!key) {
      key = Buffer.from(hkdfSync('sha256', this.key, Buffer.alloc(0), `mac:${purpose}`, 32));
      this.macKeys.set(purpose, key);
    }
    return createHmac('sha256', key).update(text, 'utf8').digest('base64url');
  }

  /**
   * The key as a `KeyObject`, which a worker thread of this process can be handed (a thread that
   * opens the log beside the rebuild's fold); it never leaves the process.
   */
  forThreads(): KeyObject {
    return createSecretKey(this.key);
  }

  /** A text sealed for one purpose, as `sealed:v1:<box>`. */
  sealText(text: string, purpose: string): string {
    return `${SEALED_PREFIX}${this.seal(Buffer.from(text, 'utf8'), purpose)}`;
  }

  /**
   * The text of a sealed value. A value without the prefix is one written before sealing (kept
   * on EventStoreDB, whose events cannot be rewritten) and is answered as it is.
   */
  openText(value: string, purpose: string): string {
    if (!isSealed(value)) return value;
    return this.open(value.slice(SEALED_PREFIX.length), purpose).toString('utf8');
  }
}

export const isSealed = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(SEALED_PREFIX);
