/**
 * The device credentials slice's one command message (decision 0025): issue a kiosk's MQTT secret
 * (the first time, or a rotation). The secret is made here, only its hash is stored, beside the
 * event, and the secret goes back once to the admin who asked.
 */
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { deviceCredentialDecider, deviceCredentialStream } from '@ambient/core';
import { generateKioskSecret, hashKioskSecret } from '@ambient/device-protocol';
import { AggregateStore } from '@ambient/event-sourcing';
import { CommandMessage } from '../../common/command-message.js';
import { DeviceCredentialsReader } from './device-credentials.reader.js';

export type DeviceCredentialSliceCommand = {
  type: 'IssueKioskCredential';
  kioskId: number;
  serialNumber: string;
};

export interface IssuedCredential {
  secret: string;
  generation: number;
  issuedAt: Date;
}

interface DeviceCredentialResults {
  IssueKioskCredential: IssuedCredential;
}

export class DeviceCredentialCommandMessage<
  C extends DeviceCredentialSliceCommand = DeviceCredentialSliceCommand,
> extends CommandMessage<C, DeviceCredentialResults> {}

@CommandHandler(DeviceCredentialCommandMessage)
export class DeviceCredentialCommandHandler implements ICommandHandler<DeviceCredentialCommandMessage> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly credentials: DeviceCredentialsReader,
  ) {}

  execute({ command, context }: DeviceCredentialCommandMessage): Promise<IssuedCredential> {
    const { kioskId, serialNumber } = command;
    const secret = generateKioskSecret();
    const secretHash = hashKioskSecret(secret);
    const at = context.now;
    return this.aggregates.transact(context, command.type, async (unit) => {
      const stream = deviceCredentialStream(kioskId);
      const state = await unit.load(stream, deviceCredentialDecider);
      const events = deviceCredentialDecider.decide(
        { type: 'IssueKioskCredential', data: { kioskId, serialNumber, at: at.toISOString() } },
        state,
      );
      unit.append(stream, events);
      const { generation } = events.reduce(deviceCredentialDecider.evolve, state);
      unit.alongside(this.credentials.store(kioskId, serialNumber, secretHash, generation, at));
      return { secret, generation, issuedAt: at };
    });
  }
}
