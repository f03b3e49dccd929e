import type { AddressInfo } from 'node:net';
import type { INestApplication, LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Clock } from './clock.js';
import type { GatewayConfig } from './config/gateway-config.js';
import type { KioskCredentialDirectory } from './credentials/kiosk-credential-directory.js';
import { GatewayModule } from './gateway.module.js';
import { KioskAvailability } from './availability/kiosk-availability.js';
import { BrokerConnection } from './broker/broker-connection.js';
import { GatewayMetrics } from './metrics/gateway-metrics.js';

export interface RunningGateway {
  app: INestApplication;
  /** Base URL of the HTTP endpoint, e.g. http://127.0.0.1:4281. */
  httpUrl: string;
  close(): Promise<void>;
}

export interface StartGatewayOptions {
  logger?: LogLevel[] | false;
  clock?: Clock;
  /** Each kiosk's credential: the embedded broker enforces credentials and topics (decision 0028). */
  credentials?: KioskCredentialDirectory;
  /** Called once the application exists, before it starts: listeners attached here hear the retained messages read at start. */
  beforeStart?: (app: INestApplication) => void;
}

/** Boots the gateway: broker connection, capabilities, then the HTTP endpoint. */
export async function startGateway(
  config: GatewayConfig,
  options: StartGatewayOptions = {},
): Promise<RunningGateway> {
  const app = await NestFactory.create(
    GatewayModule.forRoot({ config, clock: options.clock, credentials: options.credentials }),
    {
      logger: options.logger ?? ['log', 'warn', 'error', 'fatal'],
      abortOnError: false,
    },
  );
  try {
    options.beforeStart?.(app);
    app.get(GatewayMetrics).watch(app.get(KioskAvailability), app.get(BrokerConnection));
    await app.listen(config.httpPort, config.httpHost ?? '127.0.0.1');
  } catch (error) {
    await app.close();
    throw error;
  }
  const { port } = app.getHttpServer().address() as AddressInfo;
  return { app, httpUrl: `http://127.0.0.1:${port}`, close: () => app.close() };
}
