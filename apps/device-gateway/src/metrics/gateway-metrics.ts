import { Global, Injectable, Module } from '@nestjs/common';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { APPEND_OBSERVER, type AppendObserver, type AppendOutcome } from '@ambient/event-sourcing';
import { kioskTypeName, KIOSK_TYPES } from '@ambient/device-protocol';
import type { KioskAvailability } from '../availability/kiosk-availability.js';
import type { BrokerConnection } from '../broker/broker-connection.js';

/** prom-client's default metrics describe the process: one registry for every gateway it starts. */
let processRegistry: Registry | null = null;

/**
 * The gateway's Prometheus metrics (decision 0108): the kiosks it holds online by type, whether it
 * is connected to its broker, the append latency of the facts it records itself (with a
 * database, as the aggregate store's `AppendObserver`), and the process's default metrics. No
 * serial number or any kiosk's own detail is a label.
 */
@Injectable()
export class GatewayMetrics implements AppendObserver {
  private readonly registry = new Registry();
  private readonly appends = new Histogram({
    name: 'ambient_event_store_append_duration_seconds',
    help: 'Time the event store took to append the device facts of one batch, by outcome (appended, conflict, failed)',
    labelNames: ['outcome'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private watching = false;

  appended(outcome: AppendOutcome, seconds: number): void {
    this.appends.observe({ outcome }, seconds);
  }

  /** The kiosks online and the broker's state, read at each scrape; once the gateway runs. */
  watch(availability: KioskAvailability, broker: BrokerConnection): void {
    if (this.watching) return;
    this.watching = true;
    new Gauge({
      name: 'ambient_gateway_connected_kiosks',
      help: 'Kiosks the gateway holds online (their retained presence), by kiosk type',
      labelNames: ['kiosk_type'] as const,
      registers: [this.registry],
      collect() {
        const online = new Map(KIOSK_TYPES.map((type) => [type, 0]));
        for (const kiosk of availability.list())
          online.set(kiosk.kioskType, (online.get(kiosk.kioskType) ?? 0) + 1);
        for (const [type, count] of online) this.set({ kiosk_type: kioskTypeName(type) }, count);
      },
    });
    new Gauge({
      name: 'ambient_gateway_broker_up',
      help: '1 while the gateway is connected to its MQTT broker, else 0',
      registers: [this.registry],
      collect() {
        this.set(broker.state === 'up' ? 1 : 0);
      },
    });
  }

  async exposition(): Promise<{ contentType: string; text: string }> {
    if (!processRegistry) {
      processRegistry = new Registry();
      collectDefaultMetrics({ register: processRegistry });
    }
    const merged = Registry.merge([processRegistry, this.registry]);
    return { contentType: merged.contentType, text: await merged.metrics() };
  }
}

/** `GatewayMetrics` for every module, the facts' aggregate store among them (`APPEND_OBSERVER`). */
@Global()
@Module({
  providers: [GatewayMetrics, { provide: APPEND_OBSERVER, useExisting: GatewayMetrics }],
  exports: [GatewayMetrics, APPEND_OBSERVER],
})
export class GatewayMetricsModule {}
