import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { UPDATE_NOTICES_STREAM, decideUpdateNotice, type UpdateKind } from '@ambient/core';
import type { CommandContext, UnitOfWork } from '@ambient/event-sourcing';
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
  /**
   * Records the notice in `unit`, beside the events that cause it (a rollout's group started), so
   * that both are appended in one transaction or neither is: a group is never recorded as started
   * without its kiosks' notice. Answers what tells the kiosks, to be called once the unit is
   * committed (the live message and the device command's job, both tried again on their own).
   */
  noticeIn(
    unit: UnitOfWork,
    serialNumbers: readonly string[],
    kind: UpdateKind,
    level: number,
    context: CommandContext,
  ): Promise<(context: CommandContext) => Promise<void>>;
}

/** The notices stream is only appended to: nothing in it is judged again. */
const noticesFold = { initialState: null, evolve: (state: null) => state };

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
    await this.tell(serialNumbers, kind, level, context);
  }

  async noticeIn(
    unit: UnitOfWork,
    serialNumbers: readonly string[],
    kind: UpdateKind,
    level: number,
    context: CommandContext,
  ): Promise<(context: CommandContext) => Promise<void>> {
    const events = decideUpdateNotice({
      type: 'RequestUpdateAvailable',
      serialNumbers: [...serialNumbers],
      kind,
      level,
    });
    if (events.length === 0) return async () => undefined;
    await unit.load(UPDATE_NOTICES_STREAM, noticesFold);
    unit.append(UPDATE_NOTICES_STREAM, events, { command: 'RequestUpdateAvailable', at: context.now });
    return (told) => this.tell(serialNumbers, kind, level, told);
  }

  /** Once the notice is recorded: the admins' sockets, and the device commands through the gateway. */
  private async tell(
    serialNumbers: readonly string[],
    kind: UpdateKind,
    level: number,
    context: CommandContext,
  ): Promise<void> {
    this.live.toAdmins('updates.available', { serialNumbers: [...serialNumbers].sort(), kind, level });
    if (this.devices.enabled)
      await this.jobs.add(
        'kiosks.updateAvailable',
        { kind, level, serialNumbers: [...serialNumbers] },
        `update-available-${context.correlationId}-${kind}-${level}`,
      );
  }
}
