import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** Where stored files are answered; an address is this plus the file's place under the media folder. */
export const MEDIA_ROUTE = '/api/media/';

/** How long an address stays valid at least, and the step its expiry is rounded up to. */
const VALID_MS = 60 * 60 * 1000;
const STEP_MS = 15 * 60 * 1000;

/** A file's place under the media folder, in forward slashes, with no way out of it. */
export function isMediaPath(relative: string): boolean {
  return (
    relative.length > 0 &&
    relative.length <= 512 &&
    !relative.startsWith('/') &&
    relative
      .split('/')
      .every((part) => part !== '' && part !== '.' && part !== '..' && !part.includes('\\')) &&
    !relative.includes('\0')
  );
}

/**
 * Short-lived signed addresses for stored files: whoever may read a file's owner gets an address
 * (HMAC-SHA256 of the path and an expiry) that an <img> or a download can open without a token;
 * without a valid, unexpired signature the file is not served. The expiry is rounded up to a
 * quarter hour, so the same file keeps the same address for a while and browsers can cache it.
 * The key comes from MEDIA_SIGNING_KEY (needed when several API instances share the storage),
 * else from a random key kept beside the data.
 */
@Injectable()
export class MediaSigner {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = config.mediaSigningKey ? Buffer.from(config.mediaSigningKey, 'utf8') : keptKey(config.dataDir);
  }

  /** The address of `relative` (a place under the media folder) for the next hour at least. */
  address(relative: string, now = Date.now()): string {
    if (!isMediaPath(relative)) throw new Error(`Not a media path: ${relative}`);
    const expires = Math.ceil((now + VALID_MS) / STEP_MS) * STEP_MS;
    const path = relative.split('/').map(encodeURIComponent).join('/');
    return `${MEDIA_ROUTE}${path}?expires=${expires}&signature=${this.sign(relative, expires)}`;
  }

  /**
   * An address as a caller should see it: a stored file's address (`/api/media/…`, signed or not)
   * signed anew; anything else (a data: URL, an outside address, null) unchanged.
   */
  present(address: string | null, now = Date.now()): string | null {
    const relative = address === null ? null : mediaPathOf(address);
    return relative === null ? address : this.address(relative, now);
  }

  /** Whether `signature` is this server's for `relative` until `expires`, and that is still ahead. */
  allows(relative: string, expires: number, signature: string, now = Date.now()): boolean {
    if (!isMediaPath(relative) || !Number.isSafeInteger(expires) || expires <= now) return false;
    const expected = Buffer.from(this.sign(relative, expires), 'utf8');
    const given = Buffer.from(signature, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private sign(relative: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${relative}\n${expires}`).digest('base64url');
  }
}

/**
 * The file's place under the media folder when `address` is one of ours (`/api/media/…`, with or
 * without a signature), else null.
 */
export function mediaPathOf(address: string): string | null {
  if (!address.startsWith(MEDIA_ROUTE)) return null;
  const [path = ''] = address.slice(MEDIA_ROUTE.length).split('?');
  try {
    const relative = path.split('/').map(decodeURIComponent).join('/');
    return isMediaPath(relative) ? relative : null;
  } catch {
    return null;
  }
}

/** The form an address is stored in: a stored file's address without its signature. */
export function storedAddress(address: string): string {
  const relative = mediaPathOf(address);
  return relative === null
    ? address
    : `${MEDIA_ROUTE}${relative.split('/').map(encodeURIComponent).join('/')}`;
}

function keptKey(dataDir: string): Buffer {
  const file = join(dataDir, 'keys', 'media-signing.key');
  try {
    return readFileSync(file);
  } catch {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    const key = randomBytes(32);
    try {
      writeFileSync(file, key, { mode: 0o600, flag: 'wx' });
      return key;
    } catch {
      // Another process wrote it first: use theirs.
      return readFileSync(file);
    }
  }
}
