/**
 * What other packages may import from the gateway: the shape of its health endpoint. The device
 * protocol lives in `@ambient/device-protocol`. The gateway application itself starts from
 * main.ts and is not part of this entry point.
 */
export type { GatewayHealth } from './health/gateway-health.js';
