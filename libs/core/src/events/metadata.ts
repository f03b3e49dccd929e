import type { FunctionalRole } from '../roles.js';

export type EventSource = 'console' | 'device' | 'system';

/** Who did it, when, why: carried by every event (ARCHITECTURE, the write path). */
export interface EventMetadata {
  userId: string | null;
  functionalRole: FunctionalRole | null;
  /** ISO 8601 time the command was accepted. */
  at: string;
  correlationId: string;
  command: string;
  source: EventSource;
}

/** An event as written by a decider: a type, a version of its payload shape, the payload. */
export interface DomainEvent<TType extends string = string, TData = unknown> {
  type: TType;
  /** Schema version of `data`; old versions are upcast when read, never rewritten. */
  version?: number;
  data: TData;
}
