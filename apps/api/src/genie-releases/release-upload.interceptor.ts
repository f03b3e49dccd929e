import { Inject, Injectable } from '@nestjs/common';
import { DiskUploadInterceptor } from '../common/disk-upload.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** The largest release accepted; a bigger upload answers 413. */
export const RELEASE_MAX_BYTES = 2 * 1024 * 1024 * 1024;

/** Receives a release's multipart field `file` onto the data volume (updates are large). */
@Injectable()
export class ReleaseUploadInterceptor extends DiskUploadInterceptor {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(config.dataDir, { field: 'file', maxFiles: 1, maxBytes: RELEASE_MAX_BYTES });
  }
}
