import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { systemContext } from '@ambient/event-sourcing';
import { JOB_ATTEMPTS, type JobRun } from '../jobs/index.js';
import { MediaCommandMessage, type ProcessedFile } from './media-item.commands.js';

/** What a worker made of a stored file. */
export interface ProcessedFiles {
  /** The playable copy of a video, when there is one. */
  playableKey: string | null;
  thumbnail: boolean;
}

/** At most this many files' results in one append. */
const MOST_PER_RECORD = 50;

interface Waiting {
  file: ProcessedFile;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Records on the media item stored under a key what its worker made (its processing state goes
 * live to the console), or, once the last try has failed, that it failed. A file no item holds
 * (deleted meanwhile, or not a media item) records nothing.
 *
 * Results that arrive while a record is being written wait and go together in the next one (one
 * append for all of them), so under load a picture costs its worker a share of an append, not a
 * whole one; alone, a result is recorded at once. A job ends only when its result is recorded.
 */
@Injectable()
export class MediaProcessing {
  private waiting: Waiting[] = [];
  private writing = false;

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
    await new Promise<void>((resolve, reject) => {
      this.waiting.push({ file: { key, ...made }, resolve, reject });
      if (!this.writing) void this.write();
    });
  }

  private async write(): Promise<void> {
    this.writing = true;
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting.splice(0, MOST_PER_RECORD);
        try {
          await this.commands.execute(
            new MediaCommandMessage(
              { type: 'RecordMediaProcessed', processed: batch.map((waiting) => waiting.file) },
              systemContext(),
            ),
          );
          for (const waiting of batch) waiting.resolve();
        } catch (error) {
          // Each job fails and is tried again on its own terms.
          for (const waiting of batch) waiting.reject(error);
        }
      }
    } finally {
      this.writing = false;
    }
  }
}
