import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CommandMessage, type SliceCommand } from '../common/command-message.js';
import { commandEntry } from './audit-entries.js';
import { AuditRecorder } from './audit-recorder.js';

/** `CommandBus.execute` as called: a message, and Nest's optional async context passed on as is. */
type Execute = (message: object, asyncContext?: unknown) => Promise<unknown>;

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
    const execute = this.bus.execute.bind(this.bus) as Execute;
    const audited: Execute = async (message, asyncContext) => {
      if (!(message instanceof CommandMessage)) return execute(message, asyncContext);
      const { command, context } = message as CommandMessage<SliceCommand, Record<string, unknown>>;
      this.recorder.record(commandEntry(command, context, { kind: 'attempt' }));
      try {
        const answer = await execute(message, asyncContext);
        this.recorder.record(commandEntry(command, context, { kind: 'succeeded', answer }));
        return answer;
      } catch (error) {
        this.recorder.record(commandEntry(command, context, { kind: 'failed', error }));
        throw error;
      }
    };
    this.bus.execute = audited as CommandBus['execute'];
  }
}
