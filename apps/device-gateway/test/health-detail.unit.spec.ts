/**
 * The gateway's `/health` answers whether it is up to anyone, and what is behind it (the broker's
 * address and engine, the kiosks online) only to the API's token, or on a gateway without one to
 * a caller on the loopback (decision 0101).
 */
import { describe, expect, it } from '@jest/globals';
import { mayReadDetail } from '../src/config/api-token.js';
import { startGateway } from '../src/gateway.js';
import type { GatewayHealth } from '../src/health/gateway-health.js';
import { testGatewayConfig } from './support/test-config.js';

const TOKEN = 'health-token-of-this-suite';

async function healthOf(
  url: string,
  authorization?: string,
): Promise<{ status: number; body: GatewayHealth }> {
  const response = await fetch(`${url}/health`, { headers: authorization ? { authorization } : {} });
  return { status: response.status, body: (await response.json()) as GatewayHealth };
}

describe("the device gateway's health", () => {
  it('tells a caller without the token only that it is up', async () => {
    const gateway = await startGateway(
      testGatewayConfig({ api: { url: 'http://127.0.0.1:1/api', token: TOKEN }, credentialSyncMs: 60_000 }),
      { logger: false },
    );
    try {
      for (const authorization of [undefined, 'Bearer wrong-token-of-the-same-size!', `Bearer ${TOKEN}x`]) {
        const { status, body } = await healthOf(gateway.httpUrl, authorization);
        expect(status).toBe(200);
        expect(body).toEqual({ errorSeverity: null, errorMessage: null, status: 'ok' });
      }
      const { body } = await healthOf(gateway.httpUrl, `Bearer ${TOKEN}`);
      expect(body.broker).toEqual({
        engine: 'aedes (embedded)',
        state: 'up',
        url: expect.stringMatching(/^mqtt:\/\/127\.0\.0\.1:\d+$/),
      });
      expect(body.connectedKiosks).toBe(0);
    } finally {
      await gateway.close();
    }
  });

  it('without a token, tells its detail to the loopback only', async () => {
    const gateway = await startGateway(testGatewayConfig(), { logger: false });
    try {
      expect((await healthOf(gateway.httpUrl)).body.connectedKiosks).toBe(0);
    } finally {
      await gateway.close();
    }
    expect(mayReadDetail(undefined, undefined, '127.0.0.1')).toBe(true);
    expect(mayReadDetail(undefined, undefined, '::ffff:127.0.0.1')).toBe(true);
    expect(mayReadDetail(undefined, undefined, '::1')).toBe(true);
    expect(mayReadDetail(undefined, undefined, '10.0.0.7')).toBe(false);
    expect(mayReadDetail(undefined, 'Bearer anything', '192.168.1.20')).toBe(false);
    expect(mayReadDetail(TOKEN, `Bearer ${TOKEN}`, '10.0.0.7')).toBe(true);
    expect(mayReadDetail(TOKEN, undefined, '127.0.0.1')).toBe(false);
  });
});
