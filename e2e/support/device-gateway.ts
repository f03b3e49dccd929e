/**
 * The real device gateway beside the product of a spec: the product is told the gateway's token
 * and health address before it starts, the gateway starts once the product's address is known, and
 * simulated kiosks sign in through it with the secret an admin issues them.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from '@jest/globals';
import { KioskSimulator } from '@ambient/simulators';
import type { KioskType } from '@ambient/device-protocol';
import {
  gatewayPorts,
  startGateway,
  type GatewayPorts,
  type RunningGateway,
} from '../../apps/api/test/support/gateway-process.js';

export interface DeviceGateway {
  /** The product's environment: give it to `productInChromium` (filled before the product starts). */
  env: NodeJS.ProcessEnv;
  /** Starts the gateway for the product at `productUrl`; it stops after the spec. */
  start: (productUrl: string) => Promise<void>;
  /** A simulated kiosk signed in through the gateway with the secret it was issued; it leaves after the spec. */
  connectKiosk: (
    kiosk: { serialNumber: string; type: KioskType; secret: string },
    faults?: ConstructorParameters<typeof KioskSimulator>[0]['faults'],
  ) => Promise<KioskSimulator>;
}

/** Call before `productInChromium(gateway.env)`: its hooks run first. */
export function deviceGateway(): DeviceGateway {
  const env: NodeJS.ProcessEnv = { GATEWAY_API_TOKEN: randomBytes(24).toString('base64url') };
  let ports: GatewayPorts;
  let gateway: RunningGateway | null = null;
  const kiosks: KioskSimulator[] = [];
  beforeAll(async () => {
    ports = await gatewayPorts();
    env.GATEWAY_HEALTH_URL = ports.healthUrl;
  });
  afterAll(async () => {
    await Promise.all(kiosks.map((kiosk) => kiosk.disconnect().catch(() => undefined)));
    await gateway?.stop();
  });
  return {
    env,
    start: async (productUrl) => {
      gateway = await startGateway(ports, productUrl, env.GATEWAY_API_TOKEN!);
    },
    connectKiosk: async ({ serialNumber, type, secret }, faults) => {
      const kiosk = new KioskSimulator({
        url: ports.brokerUrl,
        serial: serialNumber,
        type,
        username: serialNumber,
        password: secret,
        reconnectPeriodMs: 0,
        ...(faults ? { faults } : {}),
      });
      kiosks.push(kiosk);
      await kiosk.connect();
      return kiosk;
    },
  };
}
