import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { GatewayEventName, GatewayEvents } from './gateway-events.js';

type Listener<E extends GatewayEventName> = (event: GatewayEvents[E]) => void;

/**
 * A small typed, synchronous event bus between the gateway's capabilities. A listener that throws
 * is logged and does not stop the others.
 */
@Injectable()
export class GatewayEventBus implements OnApplicationShutdown {
  private readonly logger = new Logger(GatewayEventBus.name);
  private readonly listeners: { [E in GatewayEventName]: Set<Listener<E>> } = {
    kioskOnline: new Set(),
    kioskOffline: new Set(),
    kioskHeartbeat: new Set(),
    kioskMediaSync: new Set(),
    kioskLevels: new Set(),
    kioskCommandSent: new Set(),
    kioskCommandResult: new Set(),
    kioskMessageOpened: new Set(),
  };

  /** Returns the function that removes the listener. */
  on<E extends GatewayEventName>(name: E, listener: Listener<E>): () => void {
    const listeners: Set<Listener<E>> = this.listeners[name];
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  emit<E extends GatewayEventName>(name: E, event: GatewayEvents[E]): void {
    const listeners: Set<Listener<E>> = this.listeners[name];
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        this.logger.error(`A ${name} listener failed: ${String(error)}`);
      }
    }
  }

  onApplicationShutdown(): void {
    for (const listeners of Object.values(this.listeners)) listeners.clear();
  }
}
