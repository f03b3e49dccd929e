import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { UpdateKind } from '@ambient/core';
import type { CommandContext } from '@ambient/event-sourcing';
import { DeviceCommands } from '../device-commands/index.js';
import { JobQueue } from '../jobs/index.js';
import { LiveGateway } from '../live/live.gateway.js';
import { AbbyUpdateCommandMessage } from './abby-update.commands.js';

/**
 * The port a release and an override activation tell kiosks through that an update is waiting
 * for them (issue 10 point 4). The device gateway's adapter sends the MQTT command; this slice
 * only states the intent.
 */
export interface UpdateNotifier {
  notifyUpdateAvailable(
    serialNumbers: readonly string[],
    kind: UpdateKind,
    level: number,
    context: CommandContext,
  ): Promise<void>;
}

export const UPDATE_NOTIFIER = Symbol('UPDATE_NOTIFIER');

/**
 * The adapter: records the intent as `UpdateAvailableRequested` (one event per notice, on the
 * notices stream, with the command's metadata), publishes it to the admins' sockets and, when the
 * console has a device gateway (`GATEWAY_API_TOKEN`), queues the `kiosks.updateAvailable` job that
 * sends each kiosk its command through the gateway, tried again while the gateway does not answer
 * (decision 0030).
 */
@Injectable()
export class RecordingUpdateNotifier implements UpdateNotifier {
  constructor(
    private readonly commands: CommandBus,
    private readonly live: LiveGateway,
    private readonly devices: DeviceCommands,
    private readonly jobs: JobQueue,
  ) {}

  async notifyUpdateAvailable(
    serialNumbers: readonly string[],
    kind: UpdateKind,
    level: number,
    context: CommandContext,
  ): Promise<void> {
    if (serialNumbers.length === 0) return;
    await this.commands.execute(
      new AbbyUpdateCommandMessage(
        { type: 'RequestUpdateAvailable', serialNumbers: [...serialNumbers], kind, level },
        context,
      ),
    );
    this.live.toAdmins('updates.available', { serialNumbers: [...serialNumbers].sort(), kind, level });
    if (this.devices.enabled)
      await this.jobs.add(
        'kiosks.updateAvailable',
        { kind, level, serialNumbers: [...serialNumbers] },
        `update-available-${context.correlationId}-${kind}-${level}`,
      );
  }
}
