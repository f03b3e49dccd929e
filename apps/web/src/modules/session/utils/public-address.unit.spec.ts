import { describe, expect, it } from '@jest/globals';
import { publicAddressFor } from './public-address.util';

describe('the console at another address than its public one', () => {
  const origins = ['http://localhost:4600', 'http://localhost:5173'];

  it('stays where it is at one of its origins', () => {
    expect(publicAddressFor(new URL('http://localhost:4600/kiosks?page=2'), origins)).toBeNull();
    expect(publicAddressFor(new URL('http://localhost:5173/'), origins)).toBeNull();
  });

  it('moves to the public origin, keeping the path, the query and the fragment', () => {
    expect(publicAddressFor(new URL('http://127.0.0.1:4600/kiosks?page=2#top'), origins)).toBe(
      'http://localhost:4600/kiosks?page=2#top',
    );
    expect(publicAddressFor(new URL('http://[::1]:4600/'), ['http://127.0.0.1:4600'])).toBe(
      'http://127.0.0.1:4600/',
    );
  });
});
