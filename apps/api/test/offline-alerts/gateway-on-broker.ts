/**
 * The device gateway's built `main.js` as a process, relaying to an API, on its embedded aedes
 * broker or, given `mqttUrl`, on that broker (Mosquitto here) under a base topic of its own, so
 * runs sharing a broker never hear each other.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { gatewayPorts, type GatewayPorts, type RunningGateway } from '../support/gateway-process.js';
import { until } from '../support/until.js';

const GATEWAY_MAIN = resolve(import.meta.dirname, '..', '..', '..', 'device-gateway', 'dist', 'main.js');

export interface BrokerChoice {
  name: string;
  /** null: the gateway's embedded aedes broker. */
  mqttUrl: string | null;
}

/** aedes always; the broker of TEST_MQTT_URL when it is set. */
export function brokers(): BrokerChoice[] {
  const real = process.env.TEST_MQTT_URL?.trim() || null;
  return [
    { name: 'aedes', mqttUrl: null },
    ...(real === null ? [] : [{ name: `the broker at ${real}`, mqttUrl: real }]),
  ];
}

export interface GatewayOnBroker extends RunningGateway {
  ports: GatewayPorts;
  /** Where kiosks connect, and the base topic they speak under. */
  brokerUrl: string;
  baseTopic: string | undefined;
}

export async function gatewayOnBroker(
  broker: BrokerChoice,
  ports: GatewayPorts,
  apiUrl: string,
  token: string,
): Promise<GatewayOnBroker> {
  if (!existsSync(GATEWAY_MAIN))
    throw new Error(`${GATEWAY_MAIN} is missing: run npm run build:server first`);
  const baseTopic = broker.mqttUrl === null ? undefined : `alerts-${process.pid}-${Date.now().toString(36)}`;
  const gateway = spawn(process.execPath, [GATEWAY_MAIN], {
    env: {
      ...process.env,
      MQTT_URL: broker.mqttUrl ?? '',
      ...(baseTopic ? { MQTT_BASE_TOPIC: baseTopic } : {}),
      DATABASE_URL: '',
      MQTT_PORT: String(ports.mqttPort),
      GATEWAY_HTTP_PORT: String(ports.httpPort),
      GATEWAY_API_URL: apiUrl,
      GATEWAY_API_TOKEN: token,
    },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((done) => gateway.once('exit', () => done()));
  await until(
    'the gateway’s health check',
    async () => {
      if (gateway.exitCode !== null) throw new Error(`The gateway exited with ${gateway.exitCode}`);
      return (await fetch(ports.healthUrl)).status;
    },
    (status) => status === 200,
  ).catch(async (error: Error) => {
    gateway.kill('SIGKILL');
    throw error;
  });
  return {
    ports,
    brokerUrl: broker.mqttUrl ?? ports.brokerUrl,
    baseTopic,
    stop: async () => {
      if (gateway.exitCode !== null) return;
      gateway.kill('SIGTERM');
      await exited;
    },
  };
}

export { gatewayPorts };
