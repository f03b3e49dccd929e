/**
 * What other packages may import from the gateway: the device protocol (shared with the kiosk
 * simulators and, later, the kiosk apps) and the shape of its health endpoint. The gateway
 * application itself starts from main.ts and is not part of this entry point, so importing the
 * protocol does not load NestJS.
 */
export * from './protocol.js';
export type { GatewayHealth } from './health/gateway-health.js';
