import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { DeviceCommand } from '@ambient/core';
import { GatewayEventBus } from '../events/gateway-event-bus.js';
import { DEVICE_FACT_SINK, type DeviceFact, type DeviceFactSink } from './device-fact-sink.js';

/** At most this many facts in one append. */
const MOST_PER_RECORD = 500;

/**
 * Turns what the gateway observes into facts in each kiosk's device stream, through the
 * event-sourcing engine (source `device`). Reports about one kiosk are recorded in the order they
 * were observed; a report that changes nothing records nothing (see `decideDevice`).
 *
 * One record is written at a time: the facts observed while it is written go together in the next
 * (one append for all of them), so ten thousand kiosks coming back at once cost a few appends, not
 * ten thousand. While the event store cannot be reached (a database restart) the facts not yet
 * recorded are tried again, first in line, so nothing observed during the outage is lost and each
 * kiosk's facts keep their order. A refusal by the rules is not tried again.
 */
@Injectable()
export class DeviceFactsRecorder implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(DeviceFactsRecorder.name);
  private waiting: DeviceFact[] = [];
  private writing: Promise<void> | null = null;
  private readonly stops: Array<() => void> = [];
  private stopping = false;
  /** Wakes the retry wait at shutdown. */
  private wakeRetry: (() => void) | null = null;

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
    while (this.writing) await this.writing;
  }

  async onApplicationShutdown(): Promise<void> {
    for (const stop of this.stops) stop();
    this.stopping = true;
    this.wakeRetry?.();
    await this.settled();
  }

  private record(serial: string, at: Date, command: DeviceCommand): void {
    this.waiting.push({ serial, command, at });
    this.writing ??= Promise.resolve().then(() => this.write());
  }

  private async write(): Promise<void> {
    try {
      for (let delayMs = 100; this.waiting.length > 0;) {
        const batch = this.waiting.splice(0, MOST_PER_RECORD);
        const again = await this.recordBatch(batch);
        if (again.length === 0) {
          delayMs = 100;
          continue;
        }
        if (this.stopping) {
          for (const fact of again)
            this.logger.error(`Could not record ${fact.command.type} for ${fact.serial}`);
          continue;
        }
        // First in line again, in their order: each kiosk's later facts wait behind them.
        this.waiting.unshift(...again);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => this.wakeRetry?.(), delayMs);
          this.wakeRetry = () => {
            clearTimeout(timer);
            this.wakeRetry = null;
            resolve();
          };
        });
        delayMs = Math.min(delayMs * 2, 2_000);
      }
    } finally {
      this.writing = null;
    }
  }

  /** Records a batch; answers the facts to be tried again. */
  private async recordBatch(batch: DeviceFact[]): Promise<DeviceFact[]> {
    let outcomes;
    try {
      outcomes = await this.sink.record(batch);
    } catch (error) {
      this.logger.warn(`Recording ${batch.length} device fact(s) failed, retrying: ${String(error)}`);
      return batch;
    }
    const again: DeviceFact[] = [];
    outcomes.forEach((outcome, index) => {
      const fact = batch[index]!;
      if ('refused' in outcome)
        this.logger.error(`Could not record ${fact.command.type} for ${fact.serial}: ${outcome.refused}`);
      else if ('retry' in outcome) {
        this.logger.warn(
          `Recording ${fact.command.type} for ${fact.serial} failed, retrying: ${outcome.retry}`,
        );
        again.push(fact);
      }
    });
    return again;
  }
}
