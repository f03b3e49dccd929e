import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { ProcessRole } from '../config/process-role.js';
import { KiosksModule } from '../kiosks/index.js';
import { PrivacyModule } from '../privacy/index.js';
import { ResidentsModule } from '../residents/index.js';
import { AbbyMediaFilesController } from './abby-media-files.controller.js';
import { MediaCommandHandler } from './media-item.commands.js';
import { MediaErasure } from './media-erasure.js';
import { MediaHolds } from './media-holds.js';
import { MediaInspector } from './media-inspector.js';
import { MediaItemsController } from './media-items.controller.js';
import { MediaItemsProjection } from './media-items.projection.js';
import { MediaItemsReader } from './media-items.reader.js';
import { MediaLibraries } from './media-libraries.js';
import { MediaProcessing } from './media-processing.js';
import { MediaUploadInterceptor, MediaUploads } from './media-upload.js';
import { ThumbnailJob } from './thumbnail.job.js';
import { TranscodeJob } from './transcode.job.js';

/** Genie media items and Abby media files (spec 03 §2.1–§2.5): their stored files and workers. */
@Module({
  imports: [ResidentsModule, KiosksModule, PrivacyModule],
  controllers: [MediaItemsController, AbbyMediaFilesController],
  providers: [
    ThumbnailJob,
    TranscodeJob,
    MediaProcessing,
    MediaCommandHandler,
    MediaErasure,
    MediaHolds,
    MediaInspector,
    MediaItemsProjection,
    MediaItemsReader,
    MediaLibraries,
    MediaUploadInterceptor,
    MediaUploads,
  ],
  exports: [MediaErasure, MediaHolds, MediaItemsReader, MediaLibraries, MediaUploads, MediaUploadInterceptor],
})
export class MediaModule implements OnApplicationBootstrap {
  constructor(
    private readonly reader: MediaItemsReader,
    private readonly handler: MediaCommandHandler,
    private readonly role: ProcessRole,
  ) {}

  /** In-process jobs do not survive a restart: the items still pending are queued again (ids make it harmless). */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.role.background) return;
    for (const item of await this.reader.pending()) await this.handler.enqueue(item.kind, item.key, item.id);
  }
}
