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
