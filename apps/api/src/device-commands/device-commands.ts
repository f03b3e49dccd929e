import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** One kiosk told an update is waiting: the software level, and the activity level when it changes. */
export interface UpdateAvailableOrder {
  serialNumber: string;
  updateLevel: number;
  activityLevel?: number;
}

/** One kiosk told a message waits for one of its residents. */
export interface MessageReceivedOrder {
  serialNumber: string;
  messageId: number;
  residentId: number;
}

/** One kiosk told its content changed: it syncs (decision 0055). */
export interface ContentChangedOrder {
  serialNumber: string;
}

/** The gateway takes at most this many kiosks a request. */
const PART = 1000;

/**
 * The API's way down to kiosks (decision 0030): the device gateway's `POST /commands`, beside its
 * health endpoint (`GATEWAY_HEALTH_URL`), with the shared `GATEWAY_API_TOKEN`. Without the token
 * the console has no gateway to command: `enabled` is false and nothing is sent.
 */
@Injectable()
export class DeviceCommands {
  private readonly logger = new Logger('DeviceCommands');
  private readonly url: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.url = new URL('commands', config.gatewayHealthUrl).toString();
  }

  get enabled(): boolean {
    return this.config.gatewayApiToken !== null;
  }

  /** Sends every order; throws (so the job tries again) when the gateway does not take them. */
  async updateAvailable(orders: readonly UpdateAvailableOrder[]): Promise<void> {
    await this.post('updateAvailable', orders);
    this.logger.log(`Told ${orders.length} kiosk(s) an update is available`);
  }

  /** Tells each kiosk a message waits for its resident; throws when the gateway does not take them. */
  async messageReceived(orders: readonly MessageReceivedOrder[]): Promise<void> {
    await this.post('messageReceived', orders);
    this.logger.log(`Told kiosks of ${orders.length} new message(s)`);
  }

  /** Tells each kiosk its content changed (its active playlist); throws when the gateway does not take them. */
  async contentChanged(orders: readonly ContentChangedOrder[]): Promise<void> {
    await this.post('contentChanged', orders);
    this.logger.log(`Told ${orders.length} kiosk(s) their content changed`);
  }

  private async post(
    kind: 'updateAvailable' | 'messageReceived' | 'contentChanged',
    orders: readonly object[],
  ): Promise<void> {
    for (let at = 0; at < orders.length; at += PART) {
      const part = orders.slice(at, at + PART);
      const answer = await fetch(this.url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.config.gatewayApiToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ [kind]: part }),
        signal: AbortSignal.timeout(30_000),
      });
      if (!answer.ok) {
        const said = (await answer.json().catch(() => null)) as { errorMessage?: string } | null;
        throw new Error(
          `The device gateway answered ${answer.status}: ${said?.errorMessage ?? answer.statusText}`,
        );
      }
    }
  }
}
