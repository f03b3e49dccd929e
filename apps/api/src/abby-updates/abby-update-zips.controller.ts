import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Post,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DomainError, type AbbyUpdateZipGroup, type AbbyZipFile, type AbbyZipVersion } from '@ambient/core';
import type { CommandContext } from '@ambient/event-sourcing';
import { AdminOnly } from '../common/admin-only.guard.js';
import { Ctx } from '../common/request-context.js';
import { Answers, doneAnswer, parseInput } from '../common/validation.js';
import { ReleaseUploadInterceptor, releaseRolloutFormField } from '../genie-releases/index.js';
import { AbbyZipStorage } from './abby-zip-storage.js';
import { AbbyUpdateCommandMessage, type ReceivedUpload } from './abby-update.commands.js';
import { releaseForm } from './abby-activities.controller.js';
import { AbbyUpdatesReader } from './abby-updates.reader.js';
import {
  LevelParam,
  VersionParam,
  releaseZipFieldsSchema,
  updateZipsAnswer,
  zipFileAnswer,
} from './abby-updates.schemas.js';

/** Abby update zips (spec 02 §2, §4, §5, §7 "abbyupdates"); admins only. */
@ApiTags('abby updates')
@ApiBearerAuth()
@AdminOnly()
@Controller('abbyupdates')
export class AbbyUpdateZipsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: AbbyUpdatesReader,
    private readonly storage: AbbyZipStorage,
  ) {}

  /** Each version's zips; the first zip of each group is dropped. */
  @Get()
  @Answers(updateZipsAnswer)
  async list(): Promise<{ updateZips: AbbyUpdateZipGroup[] }> {
    return { updateZips: await this.reader.zipGroups() };
  }

  /** Deletes a zip (its name without the extension is the level); the file goes with it. */
  @Delete('version/:version/level/:level')
  @Answers(doneAnswer)
  async remove(
    @VersionParam() version: AbbyZipVersion,
    @LevelParam() level: number,
    @Ctx() context: CommandContext,
  ): Promise<Record<string, never>> {
    const kept = await this.reader.zip(version, level);
    await this.commands.execute(
      new AbbyUpdateCommandMessage({ type: 'DeleteAbbyUpdateZip', version, level }, context),
    );
    if (kept) await this.storage.forget(kept.storedAs);
    return {};
  }

  /** A kept zip, streamed to an admin. */
  @Get('version/:version/level/:level/file')
  @ApiProduces('application/zip')
  @ApiOkResponse({ description: 'The update zip', schema: { type: 'string', format: 'binary' } })
  async file(
    @VersionParam() version: AbbyZipVersion,
    @LevelParam() level: number,
    @Res() res: Response,
  ): Promise<void> {
    const kept = await this.reader.zip(version, level);
    if (!kept) throw new DomainError('abbyZip.notFound', { name: `${level}.zip` }, 404, 0);
    await this.storage.send(res, kept.storedAs, kept.fileName);
  }

  /**
   * Release: a .zip ("Invalid Filename" otherwise) named by its update level, not "0.zip" nor a
   * name the version has ("The file {name} already exists"), whose content is a zip. Kiosks of
   * the version are told, all at once, or with a `rollout` field in groups (decision 0079).
   */
  @Post(':version')
  @HttpCode(200)
  @UseInterceptors(ReleaseUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody(releaseForm(releaseRolloutFormField))
  @Answers(zipFileAnswer)
  async release(
    @VersionParam() version: AbbyZipVersion,
    @UploadedFile() file: ReceivedUpload | undefined,
    @Body() fields: unknown,
    @Ctx() context: CommandContext,
  ): Promise<{ zipFile: AbbyZipFile }> {
    try {
      if (!file) throw new DomainError('error.noFile');
      const { rollout } = parseInput(releaseZipFieldsSchema, fields ?? {});
      const { level } = await this.commands.execute(
        new AbbyUpdateCommandMessage(
          { type: 'ReleaseAbbyUpdateZip', version, upload: file, ...(rollout ? { rollout } : {}) },
          context,
        ),
      );
      const zipFile = await this.reader.zipFile(version, level);
      if (!zipFile) throw new DomainError('abbyZip.notFound', { name: `${level}.zip` }, 404, 0);
      return { zipFile };
    } finally {
      if (file) await this.storage.discard(file.path);
    }
  }
}
