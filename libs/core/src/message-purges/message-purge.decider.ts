/** The purge's command and its pure `decide`: a purge is recorded once (decision 0070). */
import type { Decider } from '../decider.js';
import { DomainError } from '../errors.js';
import {
  evolveMessagePurge,
  initialMessagePurgeState,
  isPurgeError,
  isPurgeWarning,
  type MessagePurgeDetailFact,
  type MessagePurgeEvent,
  type MessagePurgeState,
} from './message-purge.js';

export type MessagePurgeCommand = {
  type: 'RecordMessagePurge';
  purgeId: number;
  at: string;
  cutoff: string;
  retentionDays: number;
  details: readonly MessagePurgeDetailFact[];
};

/** Records a purge once, with its details and their counts (a warning or an error per message at most). */
export function decideMessagePurge(
  command: MessagePurgeCommand,
  state: MessagePurgeState,
): MessagePurgeEvent[] {
  if (state.status === 'recorded') throw new DomainError('error.conflict', {}, 409);
  const { purgeId, details } = command;
  return [
    ...details.map((detail): MessagePurgeEvent => ({
      type: 'MessagePurgeDetailRecorded',
      data: { purgeId, ...detail },
    })),
    {
      type: 'MessagesPurged',
      data: {
        purgeId,
        datePurged: command.at,
        cutoff: command.cutoff,
        retentionDays: command.retentionDays,
        numMessages: details.length,
        numWarnings: details.filter((detail) => isPurgeWarning(detail.outcome)).length,
        numErrors: details.filter((detail) => isPurgeError(detail.outcome)).length,
      },
    },
  ];
}

/** A purge stream's decider, for the engine (`AggregateStore.handle`). */
export const messagePurgeDecider: Decider<MessagePurgeCommand, MessagePurgeEvent, MessagePurgeState> = {
  initialState: initialMessagePurgeState,
  evolve: evolveMessagePurge,
  decide: decideMessagePurge,
};
