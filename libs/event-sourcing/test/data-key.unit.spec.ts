import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { DataKey, isSealed, parseKey } from '../src/index.js';

const key = new DataKey(randomBytes(32));

describe('the data key seals values with AES-256-GCM', () => {
  it('opens what it sealed for the same purpose, and a new seal differs each time', () => {
    const sealed = key.sealText('Tv-Pa55', 'kiosk.teamviewerPassword');
    expect(sealed).toMatch(/^sealed:v1:[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('Tv-Pa55');
    expect(key.openText(sealed, 'kiosk.teamviewerPassword')).toBe('Tv-Pa55');
    expect(key.sealText('Tv-Pa55', 'kiosk.teamviewerPassword')).not.toBe(sealed);
  });

  it('refuses a box sealed for another purpose, by another key, or changed', () => {
    const sealed = key.sealText('secret', 'one purpose');
    expect(() => key.openText(sealed, 'another purpose')).toThrow();
    expect(() => new DataKey(randomBytes(32)).openText(sealed, 'one purpose')).toThrow();
    const bytes = Buffer.from(sealed.slice('sealed:v1:'.length), 'base64url');
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 1, bytes.length - 1);
    expect(() => key.openText(`sealed:v1:${bytes.toString('base64url')}`, 'one purpose')).toThrow();
    expect(() => key.open('c2hvcnQ', 'one purpose')).toThrow(/too short/);
  });

  it('answers a value written before sealing as it is', () => {
    expect(isSealed('legacy clear')).toBe(false);
    expect(key.openText('legacy clear', 'kiosk.teamviewerPassword')).toBe('legacy clear');
  });

  it('reads a key as 64 hex digits or base64, and refuses any other length', () => {
    const bytes = randomBytes(32);
    expect(parseKey(bytes.toString('hex'))).toEqual(bytes);
    expect(parseKey(` ${bytes.toString('base64')}\n`)).toEqual(bytes);
    expect(parseKey(bytes.toString('base64url'))).toEqual(bytes);
    expect(() => parseKey('too short')).toThrow(/32 bytes/);
    expect(() => new DataKey(randomBytes(16))).toThrow(/32 bytes/);
    expect(new DataKey(bytes).id).toMatch(/^[0-9a-f]{8}$/);
  });

  it('digests a text for a purpose under the key alone: the same each time, another for another purpose or key', () => {
    const digest = key.mac('POST /api/users\n{"password":"Summer2026"}', 'idempotency.fingerprint');
    expect(digest).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(key.mac('POST /api/users\n{"password":"Summer2026"}', 'idempotency.fingerprint')).toBe(digest);
    expect(key.mac('POST /api/users\n{"password":"Summer2027"}', 'idempotency.fingerprint')).not.toBe(digest);
    expect(key.mac('POST /api/users\n{"password":"Summer2026"}', 'another purpose')).not.toBe(digest);
    expect(
      new DataKey(randomBytes(32)).mac(
        'POST /api/users\n{"password":"Summer2026"}',
        'idempotency.fingerprint',
      ),
    ).not.toBe(digest);
  });
});
