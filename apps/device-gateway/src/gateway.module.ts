import 'reflect-metadata';
import { Module, type DynamicModule } from '@nestjs/common';
import { KioskAvailability } from './availability/kiosk-availability.js';
import { BrokerConnection } from './broker/broker-connection.js';
import { CLOCK, systemClock, type Clock } from './clock.js';
import { CommandsController } from './commands/commands.controller.js';
import { KioskCommands } from './commands/kiosk-commands.js';
import { CredentialSync } from './credentials/credential-sync.js';
import {
  ApiCredentialDirectory,
  KIOSK_CREDENTIALS,
  type KioskCredentialDirectory,
} from './credentials/kiosk-credential-directory.js';
import { KioskReports } from './reports/kiosk-reports.js';
import { MessageOpenedRelay } from './reports/message-opened-relay.js';
import { GATEWAY_CONFIG, type GatewayConfig } from './config/gateway-config.js';
import { GatewayEventBus } from './events/gateway-event-bus.js';
import { DeviceFactsModule } from './facts/device-facts.module.js';
import { ApiFactSink, DEVICE_FACT_SINK, EventStoreFactSink } from './facts/device-fact-sink.js';
import { DeviceFactsRecorder } from './facts/device-facts.recorder.js';
import { HealthController } from './health/health.controller.js';
import { GatewayMetricsModule } from './metrics/gateway-metrics.js';
import { MetricsController } from './metrics/metrics.controller.js';

export interface GatewayModuleOptions {
  config: GatewayConfig;
  clock?: Clock;
  /** Each kiosk's credential; the embedded broker then enforces credentials and topics (decision 0028). */
  credentials?: KioskCredentialDirectory;
}

@Module({})
export class GatewayModule {
  static forRoot({ config, clock = systemClock, credentials: given }: GatewayModuleOptions): DynamicModule {
    const credentials =
      given ?? (config.api ? new ApiCredentialDirectory(config.api.url, config.api.token) : undefined);
    return {
      module: GatewayModule,
      // Device facts are recorded when the gateway can reach the console's database (decision 0014).
      imports: [
        GatewayMetricsModule,
        ...(config.databaseUrl
          ? [
              DeviceFactsModule.forRoot({
                databaseUrl: config.databaseUrl,
                eventStoreUrl: config.eventStoreUrl,
              }),
            ]
          : []),
      ],
      controllers: [HealthController, CommandsController, MetricsController],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: CLOCK, useValue: clock },
        GatewayEventBus,
        BrokerConnection,
        KioskAvailability,
        KioskReports,
        KioskCommands,
        ...(config.api ? [MessageOpenedRelay] : []),
        ...(credentials === undefined ? [] : [{ provide: KIOSK_CREDENTIALS, useValue: credentials }]),
        // The brokers whose sessions and accounts the gateway keeps: its own, or a Mosquitto's files.
        ...(credentials !== undefined && (config.mqttUrl === null || config.mosquitto)
          ? [CredentialSync]
          : []),
        // Facts go to the event store with a database, to the API without one (decisions 0014, 0029).
        ...(config.databaseUrl
          ? [DeviceFactsRecorder, { provide: DEVICE_FACT_SINK, useClass: EventStoreFactSink }]
          : config.api
            ? [
                DeviceFactsRecorder,
                { provide: DEVICE_FACT_SINK, useValue: new ApiFactSink(config.api.url, config.api.token) },
              ]
            : []),
      ],
      exports: [GatewayEventBus, BrokerConnection, KioskAvailability, KioskCommands],
    };
  }
}
