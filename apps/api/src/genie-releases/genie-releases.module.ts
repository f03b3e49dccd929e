import { Module } from '@nestjs/common';
import { GenieReleaseCommandHandler } from './genie-release.commands.js';
import { GenieReleaseController } from './genie-release.controller.js';
import { GenieReleaseListeners } from './genie-release-listeners.js';
import { GenieReleasesProjection } from './genie-releases.projection.js';
import { GenieReleasesReader } from './genie-releases.reader.js';
import { ReleaseRollouts } from './release-rollouts.js';
import { ReleaseStorage } from './release-storage.js';
import { ReleaseUploadInterceptor } from './release-upload.interceptor.js';

/** Genie software releases (spec 01 §2.11 Release Update): upload, store, next update level. */
@Module({
  controllers: [GenieReleaseController],
  providers: [
    ReleaseStorage,
    ReleaseUploadInterceptor,
    GenieReleaseCommandHandler,
    GenieReleasesProjection,
    GenieReleasesReader,
    GenieReleaseListeners,
    ReleaseRollouts,
  ],
  exports: [GenieReleasesReader, GenieReleaseListeners, ReleaseRollouts],
})
export class GenieReleasesModule {}
