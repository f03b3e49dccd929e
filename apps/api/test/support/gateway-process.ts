/**
 * The device gateway as a process of its own (its built `main.js`), on its embedded broker, relaying
 * what it hears to an API: for the suites and specs where real kiosks connect through it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { freePort } from '../auth/oidc-test-client.js';

const GATEWAY_MAIN = resolve(import.meta.dirname, '..', '..', '..', 'device-gateway', 'dist', 'main.js');

/** The ports a gateway will take, chosen before the API starts (the API is told its health address). */
export interface GatewayPorts {
  mqttPort: number;
  httpPort: number;
  /** Where kiosks connect. */
  brokerUrl: string;
  /** The API's `GATEWAY_HEALTH_URL`. */
  healthUrl: string;
}

export async function gatewayPorts(): Promise<GatewayPorts> {
  const [mqttPort, httpPort] = [await freePort(), await freePort()];
  return {
    mqttPort,
    httpPort,
    brokerUrl: `mqtt://127.0.0.1:${mqttPort}`,
    healthUrl: `http://127.0.0.1:${httpPort}/health`,
  };
}

export interface RunningGateway {
  stop(): Promise<void>;
}

/** Starts the gateway on `ports`, relaying facts to `apiUrl` with `token`, and waits until it answers its health check. */
export async function startGateway(
  ports: GatewayPorts,
  apiUrl: string,
  token: string,
): Promise<RunningGateway> {
  if (!existsSync(GATEWAY_MAIN))
    throw new Error(`${GATEWAY_MAIN} is missing: run npm run build:server first`);
  const gateway: ChildProcess = spawn(process.execPath, [GATEWAY_MAIN], {
    env: {
      ...process.env,
      MQTT_URL: '',
      DATABASE_URL: '',
      MQTT_PORT: String(ports.mqttPort),
      GATEWAY_HTTP_PORT: String(ports.httpPort),
      GATEWAY_API_URL: apiUrl,
      GATEWAY_API_TOKEN: token,
    },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((done) => gateway.once('exit', () => done()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const status = await fetch(ports.healthUrl).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) break;
    if (gateway.exitCode !== null) throw new Error(`The gateway exited with ${gateway.exitCode}`);
    if (Date.now() > deadline) {
      gateway.kill('SIGKILL');
      throw new Error('The gateway did not answer its health check within 60 s');
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  return {
    stop: async () => {
      if (gateway.exitCode !== null) return;
      gateway.kill('SIGTERM');
      // A gateway that does not end on SIGTERM fails the suite, saying so, instead of holding it.
      let timer: NodeJS.Timeout | undefined;
      const ended = await Promise.race([
        exited.then(() => true),
        new Promise<boolean>((done) => (timer = setTimeout(() => done(false), 20_000))),
      ]);
      clearTimeout(timer);
      if (!ended) {
        gateway.kill('SIGKILL');
        await exited;
        throw new Error('The gateway did not end within 20 s of SIGTERM');
      }
    },
  };
}
