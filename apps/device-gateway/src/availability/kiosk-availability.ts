import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { kioskTypeName, type KioskType } from '@ambient/device-protocol';
import { BrokerConnection, type InboundKioskMessage } from '../broker/broker-connection.js';
import { CLOCK, type Clock } from '../clock.js';
import { GatewayEventBus } from '../events/gateway-event-bus.js';

/** A kiosk the gateway currently holds online. Dates are the gateway's clock; strings the kiosk's. */
export interface OnlineKiosk {
  readonly serial: string;
  readonly kioskType: KioskType;
  readonly protocolVersion: number;
  /** When the gateway first saw it online. */
  readonly onlineSince: Date;
  /** When the kiosk says its current connection started. */
  readonly connectedAt: string;
  readonly lastHeartbeatAt: Date | null;
  readonly uptimeSeconds: number | null;
}

/**
 * The availability capability: which kiosks are online, from their retained presence (an online
 * announcement on connect, an offline goodbye or last will) and their heartbeats. Presence alone
 * decides online or offline; a heartbeat from a kiosk that is not online is ignored, so a late
 * heartbeat cannot bring back a kiosk whose last will has been published.
 */
@Injectable()
export class KioskAvailability implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Availability');
  private readonly online = new Map<string, OnlineKiosk>();
  private unsubscribes: Array<() => Promise<void>> = [];

  constructor(
    private readonly broker: BrokerConnection,
    private readonly events: GatewayEventBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.unsubscribes.push(await this.broker.subscribe('presence', (message) => this.onPresence(message)));
    this.unsubscribes.push(await this.broker.subscribe('heartbeat', (message) => this.onHeartbeat(message)));
  }

  async onModuleDestroy(): Promise<void> {
    const unsubscribes = this.unsubscribes;
    this.unsubscribes = [];
    await Promise.all(unsubscribes.map((unsubscribe) => unsubscribe()));
    this.online.clear();
  }

  get onlineCount(): number {
    return this.online.size;
  }

  get(serial: string): OnlineKiosk | undefined {
    return this.online.get(serial);
  }

  list(): OnlineKiosk[] {
    return [...this.online.values()];
  }

  private onPresence(message: InboundKioskMessage<'presence'>): void {
    const at = this.clock.now();
    const { serial } = message;
    if (message.kind === 'cleared') {
      if (this.online.delete(serial)) {
        this.events.emit('kioskOffline', { serial, reason: 'presenceCleared', at });
      }
      return;
    }
    const presence = message.payload;
    switch (presence.state) {
      case 'online': {
        const known = this.online.get(serial);
        this.online.set(serial, {
          serial,
          kioskType: presence.kioskType,
          protocolVersion: presence.protocolVersion,
          onlineSince: known?.onlineSince ?? at,
          connectedAt: presence.since,
          lastHeartbeatAt: known?.lastHeartbeatAt ?? null,
          uptimeSeconds: known?.uptimeSeconds ?? null,
        });
        if (known === undefined) {
          this.logger.log(`Kiosk ${serial} (${kioskTypeName(presence.kioskType)}) is online`);
          this.events.emit('kioskOnline', { serial, kioskType: presence.kioskType, at });
        }
        return;
      }
      case 'offline':
        if (this.online.delete(serial)) {
          this.logger.log(`Kiosk ${serial} is offline (${presence.reason})`);
          this.events.emit('kioskOffline', { serial, reason: presence.reason, at });
        }
        return;
    }
  }

  private onHeartbeat(message: InboundKioskMessage<'heartbeat'>): void {
    if (message.kind === 'cleared') return;
    const { serial, payload } = message;
    const kiosk = this.online.get(serial);
    if (kiosk === undefined) {
      this.logger.debug(`Ignored a heartbeat from kiosk ${serial}, which is not online`);
      return;
    }
    const at = this.clock.now();
    this.online.set(serial, { ...kiosk, lastHeartbeatAt: at, uptimeSeconds: payload.uptimeSeconds });
    this.events.emit('kioskHeartbeat', { serial, uptimeSeconds: payload.uptimeSeconds, at });
  }
}
