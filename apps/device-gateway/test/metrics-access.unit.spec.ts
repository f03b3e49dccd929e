/**
 * Who reads the gateway's metrics (decision 0108): the holder of METRICS_TOKEN or of
 * GATEWAY_API_TOKEN; with neither set, a caller on the loopback only, as for the health's detail.
 */
import { describe, expect, it } from '@jest/globals';
import { mayReadMetrics } from '../src/config/api-token.js';

describe("the gateway's metrics", () => {
  const tokens = { metricsToken: 'metrics-token', apiToken: 'api-token-of-gateway' };

  it('open to either token as a bearer, from anywhere', () => {
    expect(mayReadMetrics(tokens, 'Bearer metrics-token', '10.0.0.7')).toBe(true);
    expect(mayReadMetrics(tokens, 'Bearer api-token-of-gateway', '10.0.0.7')).toBe(true);
    expect(mayReadMetrics({ metricsToken: 'metrics-token' }, 'Bearer metrics-token', '10.0.0.7')).toBe(true);
  });

  it('stay closed to anything else once a token is set, the loopback included', () => {
    for (const authorization of [undefined, 'Bearer metrics-tokenx', 'Bearer ', 'Basic metrics-token'])
      expect(mayReadMetrics(tokens, authorization, '127.0.0.1')).toBe(false);
    expect(mayReadMetrics({ apiToken: 'api-token-of-gateway' }, 'Bearer metrics-token', '127.0.0.1')).toBe(
      false,
    );
  });

  it('open to the loopback only when no token is set', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect(mayReadMetrics({ metricsToken: null }, undefined, address)).toBe(true);
    for (const address of ['10.0.0.7', '::ffff:10.0.0.7', undefined])
      expect(mayReadMetrics({}, 'Bearer anything', address)).toBe(false);
  });
});
