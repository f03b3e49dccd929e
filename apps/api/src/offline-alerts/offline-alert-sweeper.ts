import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { offlineAlertDue } from '@ambient/core';
import { EVENT_STORE, ProjectionRunner, systemContext, type EventStore } from '@ambient/event-sourcing';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ProcessRole } from '../config/process-role.js';
import { OfflineAlertCommandMessage } from './offline-alert.commands.js';
import { OfflineAlertNotices } from './offline-alert-notices.js';
import { OfflineAlertsReader } from './offline-alerts.reader.js';

/** The events after which a sweep may have something to do at once. */
const PRESENCE = new Set(['KioskCameOnline', 'KioskWentOffline']);
const WAKES_SWEEP = new Set([...PRESENCE, 'FacilityAlertSettingsChanged']);

/**
 * The timer of offline alerts (decision 0049): every OFFLINE_ALERTS_SWEEP_MS, and as soon as a
 * presence changes, it clears the alerts of kiosks back online, then raises those of outages that
 * are due. Everything it needs is in the log and its read models, so it survives a restart, and
 * the decider tells each outage once however many API instances sweep.
 */
@Injectable()
export class OfflineAlertSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OfflineAlertSweeper.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private stopListening: () => void = () => undefined;

  constructor(
    private readonly reader: OfflineAlertsReader,
    private readonly commands: CommandBus,
    private readonly notices: OfflineAlertNotices,
    private readonly projections: ProjectionRunner,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly role: ProcessRole,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.role.background) return;
    this.timer = setInterval(() => this.sweepSoon(), this.config.offlineAlertSweepMs);
    this.timer.unref();
    this.stopListening = this.projections.onApplied((events) => {
      if (events.some((event) => WAKES_SWEEP.has(event.type))) this.sweepSoon();
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.stopListening();
    await this.running;
  }

  /** Starts a sweep, or asks the running one to go round again. */
  sweepSoon(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.sweep().catch((error: Error) =>
          this.logger.error(`Offline alert sweep failed: ${error.message}`),
        );
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = null;
    });
  }

  /**
   * One sweep, on read models that have every presence recorded so far (a presence read before
   * its end would look like an outage still going on).
   */
  private async sweep(): Promise<void> {
    await this.projections.waitFor(await this.store.headPosition(), PRESENCE);
    for (const { kioskId, onlineAt } of await this.reader.recoveries()) {
      if (this.stopped) return;
      const cleared = await this.commands.execute(
        new OfflineAlertCommandMessage({ type: 'ClearOfflineAlert', kioskId, onlineAt }, systemContext()),
      );
      if (cleared) await this.notices.tell(cleared);
    }
    const now = new Date();
    for (const outage of await this.reader.outages()) {
      if (this.stopped) return;
      if (!offlineAlertDue(new Date(outage.offlineSince), now, outage.settings, outage.timeZone)) continue;
      const { kioskId, serialNumber, facilityId, offlineSince, settings, timeZone } = outage;
      const raised = await this.commands.execute(
        new OfflineAlertCommandMessage(
          {
            type: 'RaiseOfflineAlert',
            kiosk: { kioskId, serialNumber, facilityId },
            offlineSince,
            settings,
            timeZone,
          },
          systemContext(),
        ),
      );
      if (raised) await this.notices.tell(raised);
    }
  }
}
