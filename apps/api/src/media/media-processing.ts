import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { systemContext } from '@ambient/event-sourcing';
import { JOB_ATTEMPTS, type JobRun } from '../jobs/index.js';
import { MediaCommandMessage } from './media-item.commands.js';

/** What a worker made of a stored file. */
export interface ProcessedFiles {
  /** The playable copy of a video, when there is one. */
  playableKey: string | null;
  thumbnail: boolean;
}

/**
 * Records on the media item stored under a key what its worker made (its processing state goes
 * live to the console), or, once the last try has failed, that it failed. A file no item holds
 * (deleted meanwhile, or not a media item) records nothing.
 */
@Injectable()
export class MediaProcessing {
  constructor(private readonly commands: CommandBus) {}

  async recording(key: string, run: JobRun, work: () => Promise<ProcessedFiles>): Promise<void> {
    let made: ProcessedFiles;
    try {
      made = await work();
    } catch (error) {
      if (run.attempt >= JOB_ATTEMPTS) {
        const message = error instanceof Error ? error.message : String(error);
        await this.commands.execute(
          new MediaCommandMessage(
            { type: 'RecordMediaProcessingFailed', key, error: message },
            systemContext(),
          ),
        );
      }
      throw error;
    }
    await this.commands.execute(
      new MediaCommandMessage({ type: 'RecordMediaProcessed', key, ...made }, systemContext()),
    );
  }
}
