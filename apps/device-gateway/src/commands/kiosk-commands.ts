import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { isValidSerial, type KioskCommand } from '@ambient/device-protocol';
import { BrokerConnection } from '../broker/broker-connection.js';
import { CLOCK, type Clock } from '../clock.js';
import { GatewayEventBus } from '../events/gateway-event-bus.js';

/** A command as a caller asks for it: the gateway adds its id and time. */
export type KioskCommandRequest = KioskCommand extends infer C
  ? C extends KioskCommand
    ? Omit<C, 'commandId' | 'issuedAt'>
    : never
  : never;

/**
 * The commands capability: sends `syncNow`, `contentChanged` and `updateAvailable` down to a
 * kiosk (QoS 1, not retained) and tells the event bus, so the command shows as pending until the
 * kiosk answers on its `command-results` channel. This is the port the console's features (an
 * update release, a content change, "sync now") call through.
 */
@Injectable()
export class KioskCommands {
  private readonly logger = new Logger('Commands');

  constructor(
    private readonly broker: BrokerConnection,
    private readonly events: GatewayEventBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Publishes the command; resolves with it (its id included) once the broker has it. */
  async send(
    serial: string,
    request: KioskCommandRequest,
    commandId: string = randomUUID(),
  ): Promise<KioskCommand> {
    if (!isValidSerial(serial)) throw new Error(`Not a kiosk serial: ${serial}`);
    const at = this.clock.now();
    const command = { ...request, commandId, issuedAt: at.toISOString() } as KioskCommand;
    await this.broker.publish(serial, 'commands', command);
    this.logger.log(`Sent ${command.command} ${commandId} to kiosk ${serial}`);
    this.events.emit('kioskCommandSent', { serial, command, at });
    return command;
  }
}
