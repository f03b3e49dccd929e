import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ProjectionRunner, systemContext } from '@ambient/event-sourcing';
import { ProcessRole } from '../config/process-role.js';
import { RolloutCommandMessage } from './rollout.commands.js';
import { RolloutsReader } from './rollouts.reader.js';

/** The read model whose changes may move a rollout: what kiosks report through the gateway. */
const DEVICE_STATUS = 'kiosk_device_status';

/**
 * Moves the rollouts on from what their kiosks report (decision 0052): whenever the kiosks' device
 * status changes, and once at start, each rollout not ended is given the outcomes it has not
 * recorded yet. Observations never overlap; changes during one are looked at right after it.
 */
@Injectable()
export class RolloutObserver implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Rollouts');
  private stopListening: (() => void) | null = null;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly projections: ProjectionRunner,
    private readonly reader: RolloutsReader,
    private readonly commands: CommandBus,
    private readonly role: ProcessRole,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.role.background) return;
    this.stopListening = this.projections.onApplied((_events, readModels) => {
      if (readModels.includes(DEVICE_STATUS)) void this.observe();
    });
    void this.observe();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopListening?.();
    this.stopListening = null;
    await this.running;
  }

  /** Looks at every rollout not ended; resolves once what was known when called is recorded. */
  observe(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          for (const rollout of await this.reader.active()) {
            const outcomes = await this.reader.newOutcomes(rollout.id, rollout.level);
            if (outcomes.length === 0) continue;
            await this.commands.execute(
              new RolloutCommandMessage(
                { type: 'ObserveRollout', rolloutId: rollout.id, outcomes },
                systemContext(),
              ),
            );
          }
        } while (this.again && this.stopListening);
      } catch (error) {
        // The next change of a kiosk's status looks again.
        this.logger.error(`Observing the rollouts failed: ${(error as Error).message}`);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }
}
