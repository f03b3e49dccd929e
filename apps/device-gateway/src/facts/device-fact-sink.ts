import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  DomainError,
  deviceDecider,
  deviceStream,
  type DeviceCommand,
  type DeviceState,
} from '@ambient/core';
import { AggregateStore } from '@ambient/event-sourcing';

/** One observation of a kiosk, to be recorded in its device stream. */
export interface DeviceFact {
  serial: string;
  command: DeviceCommand;
  at: Date;
}

/**
 * What became of a fact: recorded; refused by the rules (never recorded, not tried again); or not
 * recorded for now (the store or the API out of reach), to be tried again.
 */
export type FactOutcome = { recorded: true } | { refused: string } | { retry: string };

/**
 * Where the gateway's facts go: the event store itself (with DATABASE_URL or EVENTSTORE_URL), or
 * the API, which records them in its own (the embedded default, decision 0029). A sink records
 * the facts it is given in their order for each kiosk and answers each one's outcome; once one of
 * a kiosk's facts is to be tried again, so are that kiosk's later ones. A sink that throws has
 * recorded none of them.
 */
export interface DeviceFactSink {
  record(facts: readonly DeviceFact[]): Promise<FactOutcome[]>;
}

export const DEVICE_FACT_SINK = Symbol('DEVICE_FACT_SINK');

/**
 * Appends through the event-sourcing engine, source `device` (decision 0014): every fact of a
 * batch in one transaction, each kiosk's stream read once, each event recorded as its own command
 * at the moment it was observed.
 */
@Injectable()
export class EventStoreFactSink implements DeviceFactSink {
  constructor(private readonly aggregates: AggregateStore) {}

  record(facts: readonly DeviceFact[]): Promise<FactOutcome[]> {
    const context = {
      userId: null,
      functionalRole: null,
      correlationId: randomUUID(),
      source: 'device' as const,
      now: new Date(),
    };
    return this.aggregates.transact(context, 'RecordDeviceFacts', async (unit) => {
      const states = new Map<string, DeviceState>();
      const outcomes: FactOutcome[] = [];
      for (const { serial, command, at } of facts) {
        const stream = deviceStream(serial);
        let state = states.get(stream) ?? (await unit.load(stream, deviceDecider));
        try {
          const events = deviceDecider.decide(command, state);
          unit.append(stream, events, { command: command.type, at });
          state = events.reduce(deviceDecider.evolve, state);
          outcomes.push({ recorded: true });
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          outcomes.push({ refused: error.message });
        }
        states.set(stream, state);
      }
      return outcomes;
    });
  }
}

/**
 * Posts each fact to the API (`POST /api/device-gateway/facts`, with the shared token): one
 * kiosk's facts one after another, different kiosks' side by side.
 */
export class ApiFactSink implements DeviceFactSink {
  constructor(
    private readonly apiUrl: string,
    private readonly token: string,
  ) {}

  async record(facts: readonly DeviceFact[]): Promise<FactOutcome[]> {
    const outcomes = new Array<FactOutcome>(facts.length);
    const bySerial = new Map<string, number[]>();
    facts.forEach(({ serial }, index) => bySerial.set(serial, [...(bySerial.get(serial) ?? []), index]));
    await Promise.all(
      [...bySerial.values()].map(async (indexes) => {
        let failed: string | null = null;
        for (const index of indexes) {
          if (failed === null) {
            try {
              const refusal = await this.post(facts[index]!.command);
              outcomes[index] = refusal === null ? { recorded: true } : { refused: refusal };
              continue;
            } catch (error) {
              failed = String(error);
            }
          }
          outcomes[index] = { retry: failed };
        }
      }),
    );
    return outcomes;
  }

  /** Null once recorded, the reason when refused; throws when the API is out of reach or busy. */
  private async post(command: DeviceCommand): Promise<string | null> {
    const response = await fetch(`${this.apiUrl.replace(/\/$/, '')}/api/device-gateway/facts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-gateway-token': this.token },
      body: JSON.stringify(command),
      signal: AbortSignal.timeout(10_000),
    });
    if (response.ok) return null;
    const text = await response.text();
    // A refusal (a 4xx other than a throttle) is final; the API down or busy is retried.
    if (response.status >= 400 && response.status < 500 && response.status !== 429) {
      return `the API refused it (${response.status}): ${text.slice(0, 200)}`;
    }
    throw new Error(`the API answered ${response.status}`);
  }
}
