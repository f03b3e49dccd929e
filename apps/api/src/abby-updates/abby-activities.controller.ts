import {
  Body,
  Controller,
  Get,
  HttpCode,
  Post,
  Put,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DomainError, expectedActivityZipName, type AbbyActivity, type AbbyZipVersion } from '@ambient/core';
import type { CommandContext } from '@ambient/event-sourcing';
import { AdminOnly } from '../common/admin-only.guard.js';
import { Ctx } from '../common/request-context.js';
import { Answers, IdParam, ValidBody, parseInput } from '../common/validation.js';
import { ReleaseUploadInterceptor } from '../genie-releases/index.js';
import { AbbyZipStorage } from './abby-zip-storage.js';
import { AbbyUpdateCommandMessage, type ReceivedUpload } from './abby-update.commands.js';
import { AbbyUpdatesReader } from './abby-updates.reader.js';
import {
  LevelParam,
  VersionParam,
  activitiesAnswer,
  activityAnswer,
  activityBodySchema,
  activityReleaseAnswer,
  downloadZipBodySchema,
  releaseActivityFieldsSchema,
  type ActivityBody,
  type DownloadZipBody,
} from './abby-updates.schemas.js';
import { activityPackage } from './activity-package.js';

/** The multipart form of a release: the file and the text fields beside it. */
export const releaseForm = (fields: Record<string, { type: 'string'; description?: string }>) => ({
  schema: {
    type: 'object' as const,
    required: ['file'],
    properties: { file: { type: 'string', format: 'binary' }, ...fields },
  },
});

/** The Abby activity manager (spec 02 §2, §4, §5, §7 "abbyactivities"); admins only. */
@ApiTags('abby activities')
@ApiBearerAuth()
@AdminOnly()
@Controller('abbyactivities')
export class AbbyActivitiesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: AbbyUpdatesReader,
    private readonly storage: AbbyZipStorage,
  ) {}

  /** The activities and the number the next release takes (Next Update). */
  @Get()
  @Answers(activitiesAnswer)
  async list(): Promise<{ activities: AbbyActivity[]; nextUpdate: number }> {
    return { activities: await this.reader.activities(), nextUpdate: await this.reader.nextActivityUpdate() };
  }

  /** Creates an activity; its URL segment is derived from the description. */
  @Post()
  @HttpCode(200)
  @Answers(activityAnswer)
  async create(
    @ValidBody(activityBodySchema) body: ActivityBody,
    @Ctx() context: CommandContext,
  ): Promise<{ activity: AbbyActivity }> {
    const id = await this.commands.execute(
      new AbbyUpdateCommandMessage(
        {
          type: 'CreateAbbyActivity',
          description: body.description,
          responseTypeId: body.responseTypeId ?? null,
        },
        context,
      ),
    );
    return { activity: await this.one(id) };
  }

  @Put(':id')
  @Answers(activityAnswer)
  async update(
    @IdParam() id: number,
    @ValidBody(activityBodySchema) body: ActivityBody,
    @Ctx() context: CommandContext,
  ): Promise<{ activity: AbbyActivity }> {
    await this.commands.execute(
      new AbbyUpdateCommandMessage(
        { type: 'UpdateAbbyActivity', activityId: id, description: body.description },
        context,
      ),
    );
    return { activity: await this.one(id) };
  }

  /** Download Zip: the package of the chosen activity for the next update, saved as "{next}.zip". */
  @Post('download/zip/:version')
  @HttpCode(200)
  @ApiProduces('application/zip')
  @ApiOkResponse({ description: 'The package (.zip)', schema: { type: 'string', format: 'binary' } })
  async download(
    @VersionParam() version: AbbyZipVersion,
    @ValidBody(downloadZipBodySchema) body: DownloadZipBody,
    @Res() res: Response,
  ): Promise<void> {
    const [chosen] = body.activities;
    const [activity] = await this.reader.activitiesByIds(chosen ? [chosen.id] : []);
    if (!activity) throw new DomainError('abbyActivity.notFound', {}, 404, 0);
    const next = await this.reader.nextActivityUpdate();
    if (body.nextUpdate !== next) throw new DomainError('abbyActivity.nextUpdateChanged', { next }, 409, 0);
    const zip = await activityPackage(next, version, activity);
    res.status(200);
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Disposition', `attachment; filename="${expectedActivityZipName(next)}"`);
    res.setHeader('Cache-Control', 'no-store');
    res.end(zip);
  }

  /**
   * Release Update: the file must be "{next update}.zip" and a zip; a first release is recorded
   * with "Initial release", a later one needs a description of the changes. Kiosks are told.
   */
  @Post('release')
  @HttpCode(200)
  @UseInterceptors(ReleaseUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody(
    releaseForm({ comment: { type: 'string' }, level: { type: 'string' }, typeId: { type: 'string' } }),
  )
  @Answers(activityReleaseAnswer)
  async release(
    @UploadedFile() file: ReceivedUpload | undefined,
    @Body() fields: unknown,
    @Ctx() context: CommandContext,
  ): Promise<{ releaseDate: string; updateDate: string; nextUpdate: number }> {
    try {
      if (!file) throw new DomainError('error.noFile');
      const { comment, level, typeId } = parseInput(releaseActivityFieldsSchema, fields);
      const { nextUpdate } = await this.commands.execute(
        new AbbyUpdateCommandMessage(
          { type: 'ReleaseAbbyActivity', activityId: typeId, level, comment: comment ?? '', upload: file },
          context,
        ),
      );
      const activity = await this.one(typeId);
      return {
        releaseDate: activity.releaseDate ?? activity.createDate,
        updateDate: activity.updateDate ?? activity.createDate,
        nextUpdate,
      };
    } finally {
      if (file) await this.storage.discard(file.path);
    }
  }

  /** A released activity package, streamed to an admin. */
  @Get('releases/:update/file')
  @ApiProduces('application/zip')
  @ApiOkResponse({ description: 'The released package (.zip)', schema: { type: 'string', format: 'binary' } })
  async file(@LevelParam('update') level: number, @Res() res: Response): Promise<void> {
    const release = await this.reader.activityRelease(level);
    if (!release) throw new DomainError('abbyZip.notFound', { name: `${level}.zip` }, 404, 0);
    await this.storage.send(res, release.storedAs, release.fileName);
  }

  private async one(id: number): Promise<AbbyActivity> {
    const [activity] = await this.reader.activitiesByIds([id]);
    if (!activity) throw new DomainError('abbyActivity.notFound', {}, 404, 0);
    return activity;
  }
}
