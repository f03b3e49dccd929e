import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { UpdateKind } from '@ambient/core';
import type { CommandContext } from '@ambient/event-sourcing';
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
 * The default adapter: records the intent as `UpdateAvailableRequested` (one event per notice,
 * on the notices stream, with the command's metadata) and publishes it to the admins' sockets.
 */
@Injectable()
export class RecordingUpdateNotifier implements UpdateNotifier {
  constructor(
    private readonly commands: CommandBus,
    private readonly live: LiveGateway,
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
  }
}
