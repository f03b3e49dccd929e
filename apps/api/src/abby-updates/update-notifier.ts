import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { UPDATE_NOTICES_STREAM, decideUpdateNotice, type UpdateKind } from '@ambient/core';
import type { CommandContext, UnitOfWork } from '@ambient/event-sourcing';
import { DeviceCommands } from '../device-commands/index.js';
import { JobQueue } from '../jobs/index.js';
import { LiveGateway } from '../live/live.gateway.js';

/**
 * The port a release, an override activation and a rollout tell kiosks through that an update is
 * waiting for them (issue 10 point 4). The device gateway's adapter sends the MQTT command; this slice
 * only states the intent.
 */
export interface UpdateNotifier {
  /**
   * Records the notice in `unit`, beside the events that cause it (a release, an override kiosk
   * activated, a rollout's group started), so that both are appended in one transaction or neither
   * is: nothing is recorded as released or started whose kiosks are never told. Answers what tells
   * the kiosks, to be called once the unit is committed (the live message and the device command's
   * job, tried again on its own while the gateway does not answer). No kiosk, no notice.
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
 * notices stream, recorded as the command `RequestUpdateAvailable` of the same correlation),
 * publishes it to the admins' sockets and, when the console has a device gateway
 * (`GATEWAY_API_TOKEN`), queues the `kiosks.updateAvailable` job that sends each kiosk its command
 * through the gateway, tried again while the gateway does not answer (decision 0030).
 */
@Injectable()
export class RecordingUpdateNotifier implements UpdateNotifier {
  constructor(
    private readonly live: LiveGateway,
    private readonly devices: DeviceCommands,
    private readonly jobs: JobQueue,
  ) {}

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
    const sorted = [...serialNumbers].sort();
    this.live.toAdmins('updates.available', { serialNumbers: sorted, kind, level });
    if (this.devices.enabled) {
      // One job per notice: a command may record two of the same level (Abby 21 and 22 overrides).
      const audience = createHash('sha256').update(sorted.join('\n')).digest('base64url').slice(0, 16);
      await this.jobs.add(
        'kiosks.updateAvailable',
        { kind, level, serialNumbers: [...serialNumbers] },
        `update-available-${context.correlationId}-${kind}-${level}-${audience}`,
      );
    }
  }
}
