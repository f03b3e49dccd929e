import { mkdirSync } from 'node:fs';
import {
  Inject,
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { uploadFolder } from './release-storage.js';

/** The largest release accepted; a bigger upload answers 413. */
export const RELEASE_MAX_BYTES = 2 * 1024 * 1024 * 1024;

/**
 * Receives the multipart field `file` onto the data volume (not into memory: updates are
 * large) under a random name; the handler keeps it or removes it.
 */
@Injectable()
export class ReleaseUploadInterceptor implements NestInterceptor {
  private readonly inner: NestInterceptor;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const destination = uploadFolder(config.dataDir);
    const Upload = FileInterceptor('file', {
      storage: multer.diskStorage({
        destination: (_req, _file, done) => {
          mkdirSync(destination, { recursive: true });
          done(null, destination);
        },
      }),
      limits: { fileSize: RELEASE_MAX_BYTES, files: 1 },
      // Browsers send file names as UTF-8.
      defParamCharset: 'utf8',
    });
    this.inner = new Upload();
  }

  intercept(
    context: ExecutionContext,
    next: CallHandler,
  ): Promise<Observable<unknown>> | Observable<unknown> {
    return this.inner.intercept(context, next);
  }
}
