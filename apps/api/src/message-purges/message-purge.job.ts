import { JobHandler, type JobProcessor } from '../jobs/index.js';
import { MessagePurger } from './message-purger.js';

/**
 * The scheduled message purge (decision 0070): one run per slot of the schedule, on whichever
 * runner the jobs use. A run that failed midway is tried again: what it deleted is no longer due.
 */
@JobHandler('messages.purge')
export class MessagePurgeJob implements JobProcessor<'messages.purge'> {
  constructor(private readonly purger: MessagePurger) {}

  async process(): Promise<void> {
    await this.purger.purge(new Date());
  }
}
