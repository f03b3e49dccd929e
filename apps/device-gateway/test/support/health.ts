import type { GatewayHealth } from '@ambient/device-gateway';

/**
 * `GET /health` as the suites read it: on the gateway's loopback, of a gateway without
 * GATEWAY_API_TOKEN, so the broker and the connected kiosks are part of the answer (decision 0101).
 */
export type LoopbackHealth = Required<GatewayHealth>;
