import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { systemContext } from '@ambient/event-sourcing';
import { JOB_ATTEMPTS, WorkGate, type JobPayloads, type JobRun } from '../jobs/index.js';
import { BlobStore } from '../storage/index.js';
import { MediaCommandMessage, type ProcessedFile } from './media-item.commands.js';
import { thumbnailKey } from './media-keys.js';

/** What a worker made of a stored file. */
export interface ProcessedFiles {
  /** The playable copy of a video, when there is one. */
  playableKey: string | null;
  thumbnail: boolean;
}

/** At most this many files' results in one append. */
const MOST_PER_RECORD = 50;
/** A record starts once this many results wait, though other files are still being worked on. */
const ENOUGH_TO_RECORD = 6;
/** The longest a result waits for others to be recorded with it. */
const MOST_WAIT_MS = 50;

interface Waiting {
  file: ProcessedFile;
  resolve: (gone: boolean) => void;
  reject: (error: unknown) => void;
}

/**
 * Records on the media item stored under a key what its worker made (its processing state goes
 * live to the console), or, once the last try has failed, that it failed. A file no item holds
 * (deleted meanwhile, or not a media item) records nothing. When the job names its item and that
 * item was deleted while the job ran (by a user or an erasure), what the job made is removed: the
 * deletion removed the item's files before they were written, and nothing else would.
 *
 * Results are recorded together, one append for several (decision 0090): a result waits for the
 * record being written, and while other files are still being worked on it waits for them too,
 * until ENOUGH_TO_RECORD results wait or for MOST_WAIT_MS at most. Under load a picture then costs
 * a share of an append, not a whole one; alone, a result is recorded at once. A job ends only when
 * its result is recorded. The heavy work itself goes through the jobs' work gate, so jobs waiting
 * here keep no core idle.
 */
@Injectable()
export class MediaProcessing {
  private waiting: Waiting[] = [];
  private writing = false;
  /** Files being worked on, or waiting for a place to be. */
  private working = 0;
  /** The record that starts when the first waiting result has waited long enough. */
  private timer: NodeJS.Timeout | null = null;

  private readonly logger = new Logger('Media');

  constructor(
    private readonly commands: CommandBus,
    private readonly store: BlobStore,
    private readonly gate: WorkGate,
  ) {}

  async recording(
    { key, mediaItemId }: JobPayloads['media.thumbnail' | 'media.transcode'],
    run: JobRun,
    work: () => Promise<ProcessedFiles>,
  ): Promise<void> {
    let made: ProcessedFiles;
    // Counted until its result waits with the others, in the same step: results finished together
    // then see each other still counted, and none is recorded alone.
    this.working += 1;
    try {
      made = await this.gate.run(work);
    } catch (error) {
      this.working -= 1;
      if (this.waiting.length > 0) this.recordSoon(); // the results waiting for this one's
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
    this.working -= 1;
    const file: ProcessedFile = { key, ...made, ...(mediaItemId === undefined ? {} : { mediaItemId }) };
    const gone = await new Promise<boolean>((resolve, reject) => {
      this.waiting.push({ file, resolve, reject });
      this.recordSoon();
    });
    if (gone) await this.forget(file);
  }

  /** Removes what a job made for an item deleted while it ran. */
  private async forget({ key, mediaItemId, playableKey, thumbnail }: ProcessedFile): Promise<void> {
    const made = [...(thumbnail ? [thumbnailKey(key)] : []), ...(playableKey ? [playableKey] : [])];
    for (const each of made)
      await this.store.remove(each).catch((error: unknown) => {
        this.logger.warn(`The file ${each} of deleted media item ${mediaItemId} stays: ${String(error)}`);
      });
  }

  /** Starts the record now, or once more results have joined the first waiting one. */
  private recordSoon(): void {
    if (this.writing) return; // what waits goes with the next batch of the record being written
    if (this.working === 0 || this.waiting.length >= ENOUGH_TO_RECORD) {
      if (this.timer) clearTimeout(this.timer);
      this.timer = null;
      void this.write();
    } else {
      this.timer ??= setTimeout(() => {
        this.timer = null;
        if (!this.writing) void this.write();
      }, MOST_WAIT_MS);
    }
  }

  private async write(): Promise<void> {
    this.writing = true;
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting.splice(0, MOST_PER_RECORD);
        try {
          const gone = await this.commands.execute(
            new MediaCommandMessage(
              { type: 'RecordMediaProcessed', processed: batch.map((waiting) => waiting.file) },
              systemContext(),
            ),
          );
          for (const waiting of batch) waiting.resolve(gone.includes(waiting.file.key));
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
