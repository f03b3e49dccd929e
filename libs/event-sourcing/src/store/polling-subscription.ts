import type { EventStore, RecordedEvent, Subscription } from './event-store.port.js';

/**
 * A catch-up subscription over `readAll`: reads every event after the given position, then
 * polls for new ones. `nudge()` (called by the store after a local append) wakes it at once.
 */
export class PollingSubscription implements Subscription {
  private position: bigint;
  private stopped = false;
  private wake: (() => void) | null = null;
  private readonly loop: Promise<void>;

  constructor(
    private readonly store: Pick<EventStore, 'readAll'>,
    afterPosition: bigint,
    private readonly onEvent: (event: RecordedEvent) => Promise<void>,
    private readonly intervalMs = 500,
    private readonly batchSize = 500,
  ) {
    this.position = afterPosition;
    this.loop = this.run();
  }

  nudge(): void {
    this.wake?.();
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      let batch: RecordedEvent[];
      try {
        batch = await this.store.readAll(this.position, this.batchSize);
        for (const event of batch) {
          if (this.stopped) return;
          await this.onEvent(event);
          this.position = event.globalPosition;
        }
      } catch {
        // The engine is unreachable or a handler failed: try again after the interval.
        batch = [];
      }
      if (batch.length < this.batchSize && !this.stopped) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, this.intervalMs);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wake = null;
      }
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.loop;
  }
}
