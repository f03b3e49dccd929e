import {
  HttpCode,
  Inject,
  Injectable,
  Post,
  UseInterceptors,
  applyDecorators,
  createParamDecorator,
  type ExecutionContext,
} from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { MediaLimits } from '@ambient/core';
import { DiskUploadInterceptor } from '../common/disk-upload.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { languageOf, type ApiRequest } from '../common/request-context.js';
import { Answers } from '../common/validation.js';
import type { ReceivedMedia } from './media-item.commands.js';
import { mediaUploadAnswer, mediaUploadForm } from './media-items.schemas.js';

/** Receives the repeated multipart field `file` of a media upload onto the data volume. */
@Injectable()
export class MediaUploadInterceptor extends DiskUploadInterceptor {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(config.dataDir, {
      field: 'file',
      maxFiles: MediaLimits.filesPerUpload,
      maxBytes: MediaLimits.fileMaxBytes,
    });
  }
}

/** An upload's route: multipart files received on the data volume, answered 200 with each file's result. */
export const MediaUpload = (path: string): MethodDecorator =>
  applyDecorators(
    Post(path),
    HttpCode(200),
    UseInterceptors(MediaUploadInterceptor),
    ApiConsumes('multipart/form-data'),
    ApiBody(mediaUploadForm),
    Answers(mediaUploadAnswer),
  );

/** What an upload request carries: the files as received, the other fields, the caller's language. */
export interface UploadParts {
  files: ReceivedMedia[];
  fields: unknown;
  language: number;
}

export const UploadParts = createParamDecorator((_data: unknown, host: ExecutionContext): UploadParts => {
  const req = host.switchToHttp().getRequest<ApiRequest & { files?: ReceivedMedia[] }>();
  return {
    files: Array.isArray(req.files) ? req.files : [],
    fields: req.body as unknown,
    language: languageOf(req),
  };
});
