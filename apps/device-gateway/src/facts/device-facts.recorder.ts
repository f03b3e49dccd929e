import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { DeviceCommand } from '@ambient/core';
import { GatewayEventBus } from '../events/gateway-event-bus.js';
import { DEVICE_FACT_SINK, FactRefused, type DeviceFactSink } from './device-fact-sink.js';

/**
 * Turns what the gateway observes into facts in each kiosk's device stream, through the
 * event-sourcing engine (source `device`). Reports about one kiosk are recorded in the order they
 * were observed; a report that changes nothing records nothing (see `decideDevice`).
 */
@Injectable()
export class DeviceFactsRecorder implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(DeviceFactsRecorder.name);
  private readonly queues = new Map<string, Promise<void>>();
  private readonly stops: Array<() => void> = [];
  private stopping = false;
  /** Wakes the retry waits at shutdown. */
  private readonly retryTimers = new Set<() => void>();

  constructor(
    private readonly bus: GatewayEventBus,
    @Inject(DEVICE_FACT_SINK) private readonly sink: DeviceFactSink,
  ) {}

  onModuleInit(): void {
    this.stops.push(
      this.bus.on('kioskOnline', ({ serial, kioskType, at }) =>
        this.record(serial, at, {
          type: 'RecordOnline',
          data: { serialNumber: serial, kioskTypeId: kioskType, at: at.toISOString() },
        }),
      ),
      this.bus.on('kioskOffline', ({ serial, reason, at }) =>
        this.record(serial, at, {
          type: 'RecordOffline',
          data: { serialNumber: serial, reason, at: at.toISOString() },
        }),
      ),
      this.bus.on('kioskMediaSync', ({ serial, report, at }) =>
        this.record(serial, at, {
          type: 'RecordMediaSync',
          data: {
            serialNumber: serial,
            mediaSyncDate: report.mediaSyncDate,
            itemsHeld: report.itemsHeld,
            failureCount: report.failureCount,
            at: at.toISOString(),
          },
        }),
      ),
      this.bus.on('kioskLevels', ({ serial, levels, at }) =>
        this.record(serial, at, {
          type: 'RecordLevels',
          data: { serialNumber: serial, ...levels, at: at.toISOString() },
        }),
      ),
      this.bus.on('kioskCommandSent', ({ serial, command, at }) =>
        this.record(serial, at, {
          type: 'RecordCommandSent',
          data: {
            serialNumber: serial,
            commandId: command.commandId,
            command: command.command,
            at: at.toISOString(),
          },
        }),
      ),
      this.bus.on('kioskCommandResult', ({ serial, result, at }) =>
        this.record(serial, at, {
          type: 'RecordCommandResult',
          data: {
            serialNumber: serial,
            commandId: result.commandId,
            command: result.command,
            outcome: result.outcome,
            error: result.error,
            at: at.toISOString(),
          },
        }),
      ),
    );
  }

  /** Resolves when every report observed so far is recorded (or has failed and been logged). */
  async settled(): Promise<void> {
    await Promise.all(this.queues.values());
  }

  async onApplicationShutdown(): Promise<void> {
    for (const stop of this.stops) stop();
    this.stopping = true;
    for (const wake of this.retryTimers) wake();
    await this.settled();
  }

  private record(serial: string, at: Date, command: DeviceCommand): void {
    const previous = this.queues.get(serial) ?? Promise.resolve();
    const next = previous
      .then(() => this.recordUntilStored(serial, at, command))
      .then(
        () => undefined,
        (error: unknown) =>
          this.logger.error(`Could not record ${command.type} for ${serial}: ${String(error)}`),
      );
    this.queues.set(serial, next);
    void next.then(() => {
      if (this.queues.get(serial) === next) this.queues.delete(serial);
    });
  }

  /**
   * Records one fact, trying again while the event store cannot be reached (a database restart):
   * the later reports about the same kiosk wait behind it, so the stream keeps the observed
   * order and nothing observed during the outage is lost. A refusal by the rules is not retried.
   */
  private async recordUntilStored(serial: string, at: Date, command: DeviceCommand): Promise<void> {
    for (let delayMs = 100; ; delayMs = Math.min(delayMs * 2, 2_000)) {
      try {
        await this.sink.record(serial, command, at);
        return;
      } catch (error) {
        if (error instanceof FactRefused || this.stopping) throw error;
        this.logger.warn(`Recording ${command.type} for ${serial} failed, retrying: ${String(error)}`);
        await new Promise<void>((resolve) => {
          const wake = (): void => {
            clearTimeout(timer);
            this.retryTimers.delete(wake);
            resolve();
          };
          const timer = setTimeout(wake, delayMs);
          this.retryTimers.add(wake);
        });
      }
    }
  }
}
