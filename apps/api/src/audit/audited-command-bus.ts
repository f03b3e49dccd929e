import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CommandMessage, type SliceCommand } from '../common/command-message.js';
import { commandEntry } from './audit-entries.js';
import { AuditRecorder } from './audit-recorder.js';

type Execute = CommandBus['execute'];

/**
 * The one hook in the dispatch path (decision 0057): every slice's command message goes through
 * the CommandBus's `execute`, from the console's controllers, the device gateway's facts and the
 * system's jobs alike, so the audit wraps that method once, at start, instead of each handler.
 * An attempt entry is queued before the handler runs, the outcome after it; queuing costs no
 * round trip (AuditRecorder writes in batches). The handler's answer or error is passed on as is.
 */
@Injectable()
export class AuditedCommandBus implements OnModuleInit {
  constructor(
    private readonly bus: CommandBus,
    private readonly recorder: AuditRecorder,
  ) {}

  onModuleInit(): void {
    const execute: Execute = this.bus.execute.bind(this.bus);
    const audited = async (message: Parameters<Execute>[0], ...rest: unknown[]): Promise<unknown> => {
      if (!(message instanceof CommandMessage)) return execute(message, ...(rest as []));
      const { command, context } = message as CommandMessage<SliceCommand, Record<string, unknown>>;
      this.recorder.record(commandEntry(command, context, { kind: 'attempt' }));
      try {
        const answer: unknown = await execute(message, ...(rest as []));
        this.recorder.record(commandEntry(command, context, { kind: 'succeeded', answer }));
        return answer;
      } catch (error) {
        this.recorder.record(commandEntry(command, context, { kind: 'failed', error }));
        throw error;
      }
    };
    this.bus.execute = audited as Execute;
  }
}
