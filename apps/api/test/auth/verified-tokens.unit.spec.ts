import { describe, expect, it } from '@jest/globals';
import { VerifiedTokens } from '../../src/auth/verified-tokens.js';

const NOW = Date.UTC(2026, 11, 6, 12, 0, 0);
const payload = (expiresInSeconds: number) => ({ sub: 'user-1', exp: NOW / 1000 + expiresInSeconds });

describe('the bearer tokens whose signature was checked', () => {
  it('answers the same token until its expiry with the tolerance, and nothing after', () => {
    const tokens = new VerifiedTokens(5_000, 60_000);
    tokens.keep('a.b.c', payload(30), NOW);
    expect(tokens.get('a.b.c', NOW + 34_999)).toEqual(payload(30));
    expect(tokens.get('a.b.c', NOW + 35_000)).toBeUndefined();
    expect(tokens.size).toBe(0);
  });

  it('never answers another text, however close: a changed signature or payload is checked again', () => {
    const tokens = new VerifiedTokens(5_000);
    tokens.keep('header.payload.signature', payload(600), NOW);
    expect(tokens.get('header.payload.signaturf', NOW)).toBeUndefined();
    expect(tokens.get('header.payloae.signature', NOW)).toBeUndefined();
    expect(tokens.get('header.payload.signature', NOW)).toEqual(payload(600));
  });

  it('checks a long-lived token again after the time it is kept, so a withdrawn key stops opening it', () => {
    const tokens = new VerifiedTokens(5_000, 60_000);
    tokens.keep('long', payload(3_600), NOW);
    expect(tokens.get('long', NOW + 59_999)).toBeDefined();
    expect(tokens.get('long', NOW + 60_000)).toBeUndefined();
  });

  it('keeps no token already expired, and at most the number it is given, the oldest going first', () => {
    const tokens = new VerifiedTokens(5_000, 60_000, 2);
    tokens.keep('expired', payload(-10), NOW);
    expect(tokens.size).toBe(0);
    tokens.keep('one', payload(600), NOW);
    tokens.keep('two', payload(600), NOW);
    tokens.keep('three', payload(600), NOW);
    expect(tokens.size).toBe(2);
    expect(tokens.get('one', NOW)).toBeUndefined();
    expect(tokens.get('three', NOW)).toBeDefined();
  });
});
