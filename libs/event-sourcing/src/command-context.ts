import { randomUUID } from 'node:crypto';
import type { EventMetadata, EventSource, FunctionalRole } from '@ambient/core';

/** Who asks for a command, from where, and when: becomes every resulting event's metadata. */
export interface CommandContext {
  userId: string | null;
  functionalRole: FunctionalRole | null;
  correlationId: string;
  source: EventSource;
  /** The time the command was accepted; the domain never reads the clock itself. */
  now: Date;
}

export function systemContext(correlationId: string = randomUUID(), now = new Date()): CommandContext {
  return { userId: null, functionalRole: null, correlationId, source: 'system', now };
}

export function metadataFor(context: CommandContext, command: string): EventMetadata {
  return {
    userId: context.userId,
    functionalRole: context.functionalRole,
    at: context.now.toISOString(),
    correlationId: context.correlationId,
    command,
    source: context.source,
  };
}
