import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config.js';
import { GatewayEventBus } from '../events/gateway-event-bus.js';

/** Tries of one report before it is given up (the kiosk reports again only on its next opening). */
const TRIES = 5;
const RETRY_MS = 2_000;

/**
 * Relays each "message opened" report to the console (`POST /api/device-gateway/messages/opened`,
 * with the shared token): a message is the console's, so the API judges the report (the message
 * must be for a resident of that kiosk) and records it. Tried again while the API cannot be
 * reached; a refusal (4xx) is final.
 */
@Injectable()
export class MessageOpenedRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('MessageOpened');
  private off: (() => void) | null = null;
  private readonly pending = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly events: GatewayEventBus,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.off = this.events.on('kioskMessageOpened', ({ serial, report }) => {
      const relay = this.relay(serial, report).finally(() => this.pending.delete(relay));
      this.pending.add(relay);
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.off?.();
    await Promise.allSettled([...this.pending]);
  }

  private async relay(serial: string, report: { messageId: number; residentId: number; openedAt: string }) {
    const api = this.config.api;
    if (!api) return;
    for (let attempt = 1; attempt <= TRIES && !this.stopped; attempt += 1) {
      try {
        const response = await fetch(`${api.url.replace(/\/$/, '')}/api/device-gateway/messages/opened`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-gateway-token': api.token },
          body: JSON.stringify({ serialNumber: serial, ...report }),
          signal: AbortSignal.timeout(10_000),
        });
        if (response.ok) return;
        if (response.status >= 400 && response.status < 500 && response.status !== 429) {
          this.logger.warn(
            `Kiosk ${serial}: message ${report.messageId} opened, refused (${response.status})`,
          );
          return;
        }
      } catch {
        // The API is down or busy: tried again below.
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS * attempt));
    }
    this.logger.warn(`Kiosk ${serial}: message ${report.messageId} opened, not relayed`);
  }
}
