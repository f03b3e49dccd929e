import { Body, Controller, HttpCode, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiForbiddenResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { DomainError, type ReleaseResponse, type RolloutGroupsRequest } from '@ambient/core';
import { Ctx } from '../common/request-context.js';
import type { CommandContext } from '@ambient/event-sourcing';
import { AdminOnly } from '../common/admin-only.guard.js';
import { UploadInspector } from '../storage/index.js';
import { GenieReleaseCommandMessage } from './genie-release.commands.js';
import { ReleaseStorage } from './release-storage.js';
import { ReleaseUploadInterceptor } from './release-upload.interceptor.js';
import { Answers, parseInput } from '../common/validation.js';
import { releaseAnswer, releaseFieldsSchema } from './genie-release.schemas.js';
import { releaseRolloutFormField } from './release-rollouts.js';

type Success<T> = Omit<T, 'errorSeverity' | 'errorMessage'>;

interface UploadedRelease {
  originalname: string;
  size: number;
  /** Where multer put it while it was received. */
  path: string;
}

/** Release Update on the admin dashboard (spec 01 §2.11, §5, §7 `POST genieupdates/release`). */
@ApiTags('genie updates')
@ApiBearerAuth()
@AdminOnly()
@Controller('genieupdates')
export class GenieReleaseController {
  constructor(
    private readonly commands: CommandBus,
    private readonly storage: ReleaseStorage,
    private readonly inspector: UploadInspector,
  ) {}

  /**
   * Keeps the uploaded zip in the store under `releases/`, records `GenieUpdateReleased` with the next
   * update level and answers it. A file whose name does not end in .zip, or whose content is
   * not a zip archive, is refused with severity 0 ("Filename not valid. Expected a zip file.").
   * A zip is opened and every entry expanded (counted, not kept) before anything is recorded:
   * a damaged archive, an entry named to escape its folder or a zip bomb is refused. Once it is
   * recorded, with what its listeners record in the same append (every Genie's notice, the fleet
   * slice), the Genies are told that the update is available.
   * With a `rollout` field the release starts a rollout in the same append instead, and only its
   * first group is told (decision 0079).
   */
  @Post('release')
  @HttpCode(200)
  @UseInterceptors(ReleaseUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' }, ...releaseRolloutFormField },
    },
  })
  @Answers(releaseAnswer, 'The update level of this release (13 for the first, then 14, ...)')
  @ApiUnprocessableEntityResponse({ description: 'No file, or not a zip file (severity 0)' })
  @ApiForbiddenResponse({ description: 'Not an admin' })
  async release(
    @UploadedFile() file: UploadedRelease | undefined,
    @Body() fields: unknown,
    @Ctx() context: CommandContext,
  ): Promise<Success<ReleaseResponse>> {
    if (!file || file.size === 0) {
      if (file) await this.storage.discard(file.path);
      throw new DomainError('error.noFile');
    }
    const { rollout } = await this.fieldsOf(fields, file);
    const level = await this.record(file, rollout, context);
    return { nextUpdate: level };
  }

  private async fieldsOf(
    fields: unknown,
    file: UploadedRelease,
  ): Promise<{ rollout?: RolloutGroupsRequest }> {
    try {
      return parseInput(releaseFieldsSchema, fields ?? {});
    } catch (error) {
      await this.storage.discard(file.path);
      throw error;
    }
  }

  /** Keeps the zip and records the release; a refused or failed release leaves no file behind. */
  private async record(
    file: UploadedRelease,
    rollout: RolloutGroupsRequest | undefined,
    context: CommandContext,
  ): Promise<number> {
    let storedAs: string | null = null;
    try {
      const isZipArchive = await this.storage.isZipArchive(file.path);
      if (isZipArchive && file.originalname.toLowerCase().endsWith('.zip')) {
        await this.inspector.zip(file.path);
      }
      storedAs = await this.storage.keep(file.path, file.originalname);
      return await this.commands.execute(
        new GenieReleaseCommandMessage(
          {
            type: 'ReleaseGenieUpdate',
            data: { fileName: file.originalname, size: file.size, storedAs, isZipArchive },
            ...(rollout ? { rollout } : {}),
          },
          context,
        ),
      );
    } catch (error) {
      if (storedAs === null) await this.storage.discard(file.path);
      else await this.storage.forget(storedAs);
      throw error;
    }
  }
}
