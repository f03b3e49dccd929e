import { Module } from '@nestjs/common';
import { ThumbnailJob } from './thumbnail.job.js';
import { TranscodeJob } from './transcode.job.js';

/** Genie media items and Abby media files (spec 03 §2.1–§2.5): their stored files and workers. */
@Module({
  providers: [ThumbnailJob, TranscodeJob],
})
export class MediaModule {}
