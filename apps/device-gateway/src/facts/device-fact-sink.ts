import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DomainError, deviceDecider, deviceStream, type DeviceCommand } from '@ambient/core';
import { AggregateStore } from '@ambient/event-sourcing';

/**
 * Where the gateway's facts go: the event store itself (with DATABASE_URL or EVENTSTORE_URL), or
 * the API, which records them in its own (the embedded default, decision 0029). A sink throws
 * `FactRefused` for a fact that will never be recorded (not retried), anything else to be retried.
 */
export interface DeviceFactSink {
  record(serial: string, command: DeviceCommand, at: Date): Promise<void>;
}

export const DEVICE_FACT_SINK = Symbol('DEVICE_FACT_SINK');

export class FactRefused extends Error {}

/** Appends through the event-sourcing engine, source `device` (decision 0014). */
@Injectable()
export class EventStoreFactSink implements DeviceFactSink {
  constructor(private readonly aggregates: AggregateStore) {}

  async record(serial: string, command: DeviceCommand, at: Date): Promise<void> {
    try {
      await this.aggregates.handle(deviceStream(serial), deviceDecider, command, {
        userId: null,
        functionalRole: null,
        correlationId: randomUUID(),
        source: 'device',
        now: at,
      });
    } catch (error) {
      if (error instanceof DomainError) throw new FactRefused(error.message);
      throw error;
    }
  }
}

/** Posts each fact to the API (`POST /api/device-gateway/facts`, with the shared token). */
export class ApiFactSink implements DeviceFactSink {
  constructor(
    private readonly apiUrl: string,
    private readonly token: string,
  ) {}

  async record(_serial: string, command: DeviceCommand): Promise<void> {
    const response = await fetch(`${this.apiUrl.replace(/\/$/, '')}/api/device-gateway/facts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-gateway-token': this.token },
      body: JSON.stringify(command),
      signal: AbortSignal.timeout(10_000),
    });
    if (response.ok) return;
    const text = await response.text();
    // A refusal (a 4xx other than a throttle) is final; the API down or busy is retried.
    if (response.status >= 400 && response.status < 500 && response.status !== 429) {
      throw new FactRefused(`the API refused it (${response.status}): ${text.slice(0, 200)}`);
    }
    throw new Error(`the API answered ${response.status}`);
  }
}
