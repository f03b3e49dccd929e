import { Injectable } from '@nestjs/common';
import type { HistoryKind } from '@ambient/core';
import type { Decider, DomainEvent } from '@ambient/event-sourcing';

/** How a slice's subjects are replayed: the stream of an id (null: no such id), and its fold. */
export interface HistorySource {
  stream(id: string): string | null;
  /** The slice's own fold (its events and state: `evolve` takes them as it declares). */
  decider: Pick<Decider<unknown, DomainEvent, unknown>, 'initialState' | 'evolve'>;
}

/** A positive 32-bit id written in digits, or null. */
export const numericId = (id: string): number | null => {
  if (!/^[1-9]\d{0,9}$/.test(id)) return null;
  const value = Number(id);
  return value <= 2_147_483_647 ? value : null;
};

/** The stream of a numeric id (a resident's, a kiosk's...), or null for text that is not one. */
export const numericStream =
  (streamOf: (id: number) => string) =>
  (id: string): string | null => {
    const value = numericId(id);
    return value === null ? null : streamOf(value);
  };

/**
 * The subjects auditors replay (issue 14, point 3; decision 0062): the slices that own them
 * register how at start, so the audit slice replays their streams without importing them.
 */
@Injectable()
export class HistorySources {
  private readonly sources = new Map<HistoryKind, HistorySource>();

  register(kind: HistoryKind, source: HistorySource): void {
    if (this.sources.has(kind)) throw new Error(`Two histories of ${kind}`);
    this.sources.set(kind, source);
  }

  of(kind: HistoryKind): HistorySource | undefined {
    return this.sources.get(kind);
  }
}
