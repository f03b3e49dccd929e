/** The gateway's settings where they decide who can reach it. */
import { describe, expect, it } from '@jest/globals';
import { loadGatewayConfig } from '../src/config/gateway-config.js';
import { startGateway } from '../src/gateway.js';
import { testGatewayConfig } from './support/test-config.js';

describe("the device gateway's HTTP port", () => {
  it('listens on the loopback unless GATEWAY_HTTP_HOST says otherwise', async () => {
    expect(loadGatewayConfig({}).httpHost).toBe('127.0.0.1');
    expect(loadGatewayConfig({ GATEWAY_HTTP_HOST: '0.0.0.0' }).httpHost).toBe('0.0.0.0');
    expect(loadGatewayConfig({ GATEWAY_HTTP_PORT: '4391' }).httpPort).toBe(4391);
    const gateway = await startGateway(testGatewayConfig());
    try {
      const address = gateway.app.getHttpServer().address() as { address: string };
      expect(address.address).toBe('127.0.0.1');
      expect((await fetch(`${gateway.httpUrl}/health`)).status).toBe(200);
    } finally {
      await gateway.close();
    }
  });
});
