/** Stored files are read through short-lived signed addresses (issue "Hardening", point 6). */
import { describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '../../src/config/app-config.js';
import { MediaSigner, mediaPathOf, storedAddress } from '../../src/storage/media-signer.js';

const config = (mediaSigningKey: string | null, dataDir = mkdtempSync(join(tmpdir(), 'media-'))) =>
  ({ dataDir, mediaSigningKey }) as AppConfig;
const NOW = Date.UTC(2026, 10, 23, 9, 7);
const parts = (address: string) => {
  const url = new URL(address, 'http://console.local');
  return {
    path: mediaPathOf(url.pathname) ?? '',
    expires: Number(url.searchParams.get('expires')),
    signature: url.searchParams.get('signature') ?? '',
  };
};

describe('signed media addresses', () => {
  const signer = new MediaSigner(config('a key for the tests'));

  it('signs an address that opens its file for an hour at least, and no longer than 75 minutes', () => {
    const { path, expires, signature } = parts(signer.address('users/u-1/abc.png', NOW));
    expect(path).toBe('users/u-1/abc.png');
    expect(expires - NOW).toBeGreaterThanOrEqual(60 * 60 * 1000);
    expect(expires - NOW).toBeLessThanOrEqual(75 * 60 * 1000);
    expect(signer.allows(path, expires, signature, NOW)).toBe(true);
    expect(signer.allows(path, expires, signature, expires)).toBe(false);
  });

  it('keeps the same address for a quarter hour, so browsers can cache the picture', () => {
    expect(signer.address('users/u-1/abc.png', NOW)).toBe(signer.address('users/u-1/abc.png', NOW + 60_000));
  });

  it('refuses another file, another expiry or another server’s signature', () => {
    const { expires, signature } = parts(signer.address('users/u-1/abc.png', NOW));
    expect(signer.allows('users/u-2/abc.png', expires, signature, NOW)).toBe(false);
    expect(signer.allows('users/u-1/abc.png', expires + 1, signature, NOW)).toBe(false);
    const other = new MediaSigner(config('another key'));
    expect(other.allows('users/u-1/abc.png', expires, signature, NOW)).toBe(false);
    expect(signer.allows('users/u-1/abc.png', expires, '', NOW)).toBe(false);
  });

  it('never signs or allows a path out of the media folder', () => {
    expect(() => signer.address('../keys/media-signing.key', NOW)).toThrow();
    expect(mediaPathOf('/api/media/users/../../keys/x')).toBeNull();
    expect(mediaPathOf('/api/media/%2e%2e/keys/x')).toBeNull();
    expect(signer.allows('../keys/x', NOW + 1000, 'x', NOW)).toBe(false);
  });

  it('presents stored addresses signed and leaves other pictures as they are', () => {
    const presented = signer.present('/api/media/users/u-1/abc.png', NOW) ?? '';
    expect(presented).toMatch(/^\/api\/media\/users\/u-1\/abc\.png\?expires=\d+&signature=[\w-]+$/);
    expect(storedAddress(presented)).toBe('/api/media/users/u-1/abc.png');
    expect(signer.present('data:image/png;base64,AAAA', NOW)).toBe('data:image/png;base64,AAAA');
    expect(signer.present('https://cdn.example/p.png', NOW)).toBe('https://cdn.example/p.png');
    expect(signer.present(null, NOW)).toBeNull();
  });

  it('keeps a random key beside the data when none is configured, the same after a restart', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'media-'));
    const first = new MediaSigner(config(null, dataDir));
    const again = new MediaSigner(config(null, dataDir));
    const { path, expires, signature } = parts(first.address('releases/1.zip', NOW));
    expect(again.allows(path, expires, signature, NOW)).toBe(true);
  });
});
