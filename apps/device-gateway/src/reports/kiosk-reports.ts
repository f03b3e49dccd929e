import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { BrokerConnection } from '../broker/broker-connection.js';
import { CLOCK, type Clock } from '../clock.js';
import { GatewayEventBus } from '../events/gateway-event-bus.js';

/**
 * The reports capability: media sync reports, installed levels and command results, each checked
 * by the protocol library before it reaches the event bus. The clearing of a retained report
 * (a decommissioned kiosk) is not a report and is ignored.
 */
@Injectable()
export class KioskReports implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Reports');
  private unsubscribes: Array<() => Promise<void>> = [];

  constructor(
    private readonly broker: BrokerConnection,
    private readonly events: GatewayEventBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.unsubscribes.push(
      await this.broker.subscribe('media-sync', (message) => {
        if (message.kind === 'cleared') return;
        this.events.emit('kioskMediaSync', {
          serial: message.serial,
          report: message.payload,
          at: this.clock.now(),
        });
      }),
      await this.broker.subscribe('levels', (message) => {
        if (message.kind === 'cleared') return;
        this.events.emit('kioskLevels', {
          serial: message.serial,
          levels: message.payload,
          at: this.clock.now(),
        });
      }),
      await this.broker.subscribe('command-results', (message) => {
        if (message.kind === 'cleared') return;
        const { serial, payload } = message;
        this.logger.log(`Kiosk ${serial}: ${payload.command} ${payload.commandId} ${payload.outcome}`);
        this.events.emit('kioskCommandResult', { serial, result: payload, at: this.clock.now() });
      }),
      await this.broker.subscribe('message-opened', (message) => {
        if (message.kind === 'cleared') return;
        this.events.emit('kioskMessageOpened', {
          serial: message.serial,
          report: message.payload,
          at: this.clock.now(),
        });
      }),
    );
  }

  async onModuleDestroy(): Promise<void> {
    const unsubscribes = this.unsubscribes;
    this.unsubscribes = [];
    await Promise.all(unsubscribes.map((unsubscribe) => unsubscribe()));
  }
}
