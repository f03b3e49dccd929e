import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { FileInterceptor, FilesInterceptor } from '@nestjs/platform-express';
import multer from 'multer';
import type { Observable } from 'rxjs';

/** Where uploads land while they are received; on the data volume so keeping one is a rename. */
export const uploadFolder = (dataDir: string): string => join(dataDir, 'tmp', 'uploads');

/** What one kind of upload takes: its multipart field, how many files, how large each. */
export interface DiskUploadLimits {
  field: string;
  maxFiles: number;
  maxBytes: number;
}

/**
 * Receives multipart files onto the data volume (never into memory: releases and videos are large)
 * under random names; the handler keeps each file or removes it. A larger file answers 413.
 */
export abstract class DiskUploadInterceptor implements NestInterceptor {
  private readonly inner: NestInterceptor;

  protected constructor(dataDir: string, { field, maxFiles, maxBytes }: DiskUploadLimits) {
    const destination = uploadFolder(dataDir);
    const options = {
      storage: multer.diskStorage({
        destination: (_req, _file, done) => {
          mkdirSync(destination, { recursive: true });
          done(null, destination);
        },
      }),
      limits: { fileSize: maxBytes, files: maxFiles, fields: 20 },
      // Browsers send file names as UTF-8.
      defParamCharset: 'utf8',
    };
    const Upload =
      maxFiles === 1 ? FileInterceptor(field, options) : FilesInterceptor(field, maxFiles, options);
    this.inner = new Upload();
  }

  intercept(
    context: ExecutionContext,
    next: CallHandler,
  ): Promise<Observable<unknown>> | Observable<unknown> {
    return this.inner.intercept(context, next);
  }
}
