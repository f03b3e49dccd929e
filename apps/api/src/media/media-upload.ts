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
import { rm } from 'node:fs/promises';
import type { z } from 'zod';
import { CommandBus } from '@nestjs/cqrs';
import type { CommandContext } from '@ambient/event-sourcing';
import { DomainError, MediaLimits, translate, type MediaKind, type MediaUploadMetadata } from '@ambient/core';
import { DiskUploadInterceptor } from '../common/disk-upload.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { languageOf, type ApiRequest } from '../common/request-context.js';
import { Answers, parseInput } from '../common/validation.js';
import { MediaCommandMessage } from './media-item.commands.js';
import type { ReceivedMedia } from './media-item.commands.js';
import {
  mediaMetadataSchema,
  mediaUploadAnswer,
  mediaUploadFieldsSchema,
  mediaUploadForm,
} from './media-items.schemas.js';

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
export const MediaUpload = (
  path: string,
  answer: z.ZodType = mediaUploadAnswer,
  form: Parameters<typeof ApiBody>[0] = mediaUploadForm,
): MethodDecorator =>
  applyDecorators(
    Post(path),
    HttpCode(200),
    UseInterceptors(MediaUploadInterceptor),
    ApiConsumes('multipart/form-data'),
    ApiBody(form),
    Answers(answer),
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

/** One file of an upload as answered: the item made of it, or why it was refused. */
export interface KeptUpload {
  fileName: string;
  mediaItemId: number | null;
  errorMessage: string | null;
}

/**
 * Keeps the valid files of an upload into the library `authorize` names (it refuses a caller who
 * may not change it, and names an Abby file's media path type): each file judged alone, the refused ones answered with their reason in the
 * caller's language. When none is valid the request is refused with the first reason, so the
 * console shows "Invalid Media". The received files are removed whatever happens.
 */
@Injectable()
export class MediaUploads {
  constructor(private readonly commands: CommandBus) {}

  async keep(
    authorize: () => Promise<{ container: string; pathTypeId: number | null }>,
    kind: MediaKind,
    { files, fields, language }: UploadParts,
    context: CommandContext,
  ): Promise<KeptUpload[]> {
    try {
      const { container, pathTypeId } = await authorize();
      if (files.length === 0) throw new DomainError('error.noFile');
      const metadata = metadataOf(fields, files.length);
      const outcomes = await this.commands.execute(
        new MediaCommandMessage(
          { type: 'UploadMedia', container, kind, pathTypeId, files, metadata },
          context,
        ),
      );
      const firstRefusal = outcomes[0]?.refusal;
      if (firstRefusal && outcomes.every((outcome) => outcome.refusal !== null)) throw firstRefusal;
      return outcomes.map(({ fileName, mediaItemId, refusal }) => ({
        fileName,
        mediaItemId,
        errorMessage: refusal ? translate(refusal.key, refusal.params, language) : null,
      }));
    } finally {
      await Promise.all(files.map((file) => rm(file.path, { force: true })));
    }
  }
}

/** The upload's `metadata`: a JSON list with one entry per file, or nothing (titles from the names). */
function metadataOf(fields: unknown, files: number): MediaUploadMetadata[] {
  const { metadata } = parseInput(mediaUploadFieldsSchema, fields ?? {});
  if (metadata === undefined || metadata === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(metadata);
  } catch {
    throw new DomainError('media.metadataInvalid', {}, 400);
  }
  const entries = parseInput(mediaMetadataSchema, parsed, 'metadata');
  if (entries.length !== files) throw new DomainError('media.metadataInvalid', {}, 400);
  return entries;
}
