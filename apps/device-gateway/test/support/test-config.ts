import type { GatewayConfig } from '../../src/config/gateway-config.js';

/** A gateway on free ports, recording no facts, unless the test says otherwise. */
export function testGatewayConfig(overrides: Partial<GatewayConfig> = {}): GatewayConfig {
  return {
    httpPort: 0,
    mqttUrl: null,
    mqttHost: '127.0.0.1',
    mqttPort: 0,
    baseTopic: 'ambient',
    connectTimeoutMs: 5_000,
    databaseUrl: null,
    eventStoreUrl: null,
    ...overrides,
  };
}
