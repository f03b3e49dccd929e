/**
 * The offline alerts slice's one command message (decision 0025): a facility's alert settings
 * changed by a manager, and the alerts the sweep raises and clears (source `system`).
 */
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  facilityAlertSettingsDecider,
  facilityAlertSettingsStream,
  offlineAlertDecider,
  offlineAlertStream,
  type FacilityAlertSettings,
  type OfflineAlertEvent,
} from '@ambient/core';
import { AggregateStore } from '@ambient/event-sourcing';
import { CommandMessage } from '../common/command-message.js';

export type OfflineAlertSliceCommand =
  | { type: 'ChangeFacilityAlertSettings'; facilityId: number; settings: FacilityAlertSettings }
  | {
      type: 'RaiseOfflineAlert';
      kiosk: { kioskId: number; serialNumber: string; facilityId: number | null };
      offlineSince: string;
      settings: FacilityAlertSettings;
      timeZone: string;
    }
  | { type: 'ClearOfflineAlert'; kioskId: number; onlineAt: string };

interface OfflineAlertResults {
  ChangeFacilityAlertSettings: void;
  /** The alert raised, or null when the outage was not due or was told already. */
  RaiseOfflineAlert: OfflineAlertEvent | null;
  /** The alert cleared, or null when none was open. */
  ClearOfflineAlert: OfflineAlertEvent | null;
}

export class OfflineAlertCommandMessage<
  C extends OfflineAlertSliceCommand = OfflineAlertSliceCommand,
> extends CommandMessage<C, OfflineAlertResults> {}

@CommandHandler(OfflineAlertCommandMessage)
export class OfflineAlertCommandHandler implements ICommandHandler<OfflineAlertCommandMessage> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({
    command,
    context,
  }: OfflineAlertCommandMessage): Promise<OfflineAlertResults[keyof OfflineAlertResults]> {
    const now = context.now.toISOString();
    switch (command.type) {
      case 'ChangeFacilityAlertSettings': {
        const { type, facilityId, settings } = command;
        await this.aggregates.handle(
          facilityAlertSettingsStream(facilityId),
          facilityAlertSettingsDecider,
          { type, facilityId, settings },
          context,
        );
        return;
      }
      case 'RaiseOfflineAlert': {
        const { type, kiosk, offlineSince, settings, timeZone } = command;
        const { events } = await this.aggregates.handle(
          offlineAlertStream(kiosk.kioskId),
          offlineAlertDecider,
          { type, kiosk, offlineSince, now, settings, timeZone },
          context,
        );
        return events[0] ?? null;
      }
      case 'ClearOfflineAlert': {
        const { events } = await this.aggregates.handle(
          offlineAlertStream(command.kioskId),
          offlineAlertDecider,
          { type: 'ClearOfflineAlert', onlineAt: command.onlineAt, now },
          context,
        );
        return events[0] ?? null;
      }
      default: {
        const exhaustive: never = command;
        return exhaustive;
      }
    }
  }
}
