/**
 * The device facts slice's one command message (decision 0025): a fact the device gateway
 * observed, recorded in the kiosk's device stream with source `device` (decisions 0014, 0029).
 */
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { deviceDecider, deviceStream, type DeviceCommand } from '@ambient/core';
import { AggregateStore } from '@ambient/event-sourcing';
import { CommandMessage } from '../../common/command-message.js';

type DeviceFactResults = Record<DeviceCommand['type'], void>;

export class DeviceFactCommandMessage<C extends DeviceCommand = DeviceCommand> extends CommandMessage<
  C,
  DeviceFactResults
> {}

@CommandHandler(DeviceFactCommandMessage)
export class DeviceFactCommandHandler implements ICommandHandler<DeviceFactCommandMessage> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ command, context }: DeviceFactCommandMessage): Promise<void> {
    await this.aggregates.handle(deviceStream(command.data.serialNumber), deviceDecider, command, context);
  }
}
