import { Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  DomainError,
  MediaContainers,
  mediaPathTypes,
  type AbbyMediaFile,
  type AbbyMediaFilesResponse,
  type MediaKind,
  type MediaPathType,
} from '@ambient/core';
import type { CommandContext } from '@ambient/event-sourcing';
import type { Principal } from '../auth/auth.port.js';
import { CurrentPrincipal } from '../auth/current-principal.decorator.js';
import { AdminOnly } from '../common/admin-only.guard.js';
import { parseListQuery } from '../common/list-query.js';
import { Ctx } from '../common/request-context.js';
import { Answers, IdParam, ValidBody, ValidQuery, parseInput } from '../common/validation.js';
import {
  AbbyContainerParam,
  abbyAddressQuerySchema,
  abbyFileAnswer,
  abbyFileEditSchema,
  abbyFilesAnswer,
  abbyFilesDeleteSchema,
  abbyFilesQuerySchema,
  abbyUploadAnswer,
  abbyUploadForm,
  abbyUploadFieldsSchema,
  mediaPathTypesAnswer,
  mediaPathTypesQuerySchema,
  type AbbyAddressQuery,
  type AbbyFileEdit,
  type AbbyFilesDelete,
  type AbbyFilesQuery,
  type MediaPathTypesQuery,
} from './abby-media-files.schemas.js';
import { MediaCommandMessage } from './media-item.commands.js';
import { MEDIA_SORT, MediaItemsReader } from './media-items.reader.js';
import { MediaLibraries } from './media-libraries.js';
import {
  blobAddressAnswer,
  blobAddressBodySchema,
  mediaDeletedAnswer,
  UploadKindParam,
  type BlobAddressBody,
} from './media-items.schemas.js';
import { MediaUpload, MediaUploads, UploadParts } from './media-upload.js';

type Success<T> = Omit<T, 'errorSeverity' | 'errorMessage'>;
const ABBY_LIBRARY = MediaContainers.abbyLibrary;

/**
 * Abby's media path types and the files of its shared library (spec 03 §2.2, §7 "Media (Abby)";
 * decision 0039): all staff read them (profiles take from the library), admins change them.
 */
@ApiTags('abby media files')
@ApiBearerAuth()
@Controller()
export class AbbyMediaFilesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: MediaItemsReader,
    private readonly libraries: MediaLibraries,
    private readonly uploads: MediaUploads,
  ) {}

  /** The media path types, in the asked language (the caller's otherwise), filtered by their flags. */
  @Get('mediapathtypes')
  @Answers(mediaPathTypesAnswer)
  pathTypes(
    @ValidQuery(mediaPathTypesQuerySchema) query: MediaPathTypesQuery,
    @CurrentPrincipal() principal: Principal,
  ): { mediaPathTypes: MediaPathType[] } {
    const languageId = query.languageId ?? principal.profile.languageId ?? 1;
    return {
      mediaPathTypes: mediaPathTypes(languageId).filter(
        (type) =>
          (query.isSharable === undefined || type.isSharable === (query.isSharable === 'true')) &&
          (query.isSystem === undefined || type.isSystem === (query.isSystem === 'true')),
      ),
    };
  }

  /** The shared library (container 1), by media path type, newest first. */
  @Get('mediafiles/container/:containerId')
  @Answers(abbyFilesAnswer)
  async files(
    @AbbyContainerParam() _container: string,
    @ValidQuery(abbyFilesQuerySchema) params: AbbyFilesQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<Success<AbbyMediaFilesResponse>> {
    await this.libraries.require(principal.profile, ABBY_LIBRARY, 'read');
    const query = parseListQuery({ ...params, page: params.page || '0' }, MEDIA_SORT, '-createDate');
    return this.reader.abbyPage(query, params.mediaPathTypeId ?? null);
  }

  /**
   * A file's address by its media path type's path and its name (spec 03 §7 "Blob URL lookups":
   * container, path and filename), for a kiosk or client whose signed address has expired.
   */
  @Get('mediafiles/container/:containerId/address')
  @Answers(blobAddressAnswer)
  async addressOf(
    @AbbyContainerParam() _container: string,
    @ValidQuery(abbyAddressQuerySchema) query: AbbyAddressQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ url: string }> {
    await this.libraries.require(principal.profile, ABBY_LIBRARY, 'read');
    const id = await this.reader.idOfKey(`${ABBY_LIBRARY}/${query.filename}`);
    const mediaFile = id === null ? null : await this.reader.getAbbyFile(id);
    const pathType = mediaPathTypes(1).find((type) => type.id === mediaFile?.mediaPathTypeId);
    if (!mediaFile || pathType?.path !== query.path) throw notFound();
    return { url: mediaFile.uri };
  }

  @Get('mediafiles/:id')
  @Answers(abbyFileAnswer)
  async one(
    @IdParam() id: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ mediaFile: AbbyMediaFile }> {
    await this.libraries.require(principal.profile, ABBY_LIBRARY, 'read');
    return { mediaFile: await this.file(id) };
  }

  /** Renames a file (its title is all an Abby file has to edit). */
  @Put('mediafiles/:id')
  @AdminOnly()
  @Answers(abbyFileAnswer)
  async rename(
    @IdParam() id: number,
    @ValidBody(abbyFileEditSchema) body: AbbyFileEdit,
    @Ctx() context: CommandContext,
  ): Promise<{ mediaFile: AbbyMediaFile }> {
    await this.file(id);
    await this.commands.execute(
      new MediaCommandMessage(
        { type: 'EditMediaItem', mediaItemId: id, title: body.title, description: '', kioskFolder: null },
        context,
      ),
    );
    return { mediaFile: await this.file(id) };
  }

  /** Deletes the selected files (all or none). */
  @Post('mediafiles/delete')
  @HttpCode(200)
  @AdminOnly()
  @Answers(mediaDeletedAnswer)
  async remove(
    @ValidBody(abbyFilesDeleteSchema) body: AbbyFilesDelete,
    @Ctx() context: CommandContext,
  ): Promise<{ deletedIds: number[] }> {
    const containers = await this.reader.containersOf(body.mediaFileIds);
    if (body.mediaFileIds.some((id) => containers.get(id) !== ABBY_LIBRARY)) throw notFound();
    const deletedIds = await this.commands.execute(
      new MediaCommandMessage({ type: 'DeleteMediaItems', mediaItemIds: body.mediaFileIds }, context),
    );
    return { deletedIds };
  }

  /** Uploads into the shared library under a media path type, whose kind the files must be. */
  @MediaUpload('mediafiles/upload/:kind', abbyUploadAnswer, abbyUploadForm)
  @AdminOnly()
  async upload(
    @UploadKindParam() kind: MediaKind,
    @UploadParts() parts: UploadParts,
    @Ctx() context: CommandContext,
  ): Promise<{
    uploadResults: Array<{ fileName: string; mediaFile: AbbyMediaFile | null; errorMessage: string | null }>;
  }> {
    const outcomes = await this.uploads.keep(
      async () => ({
        container: ABBY_LIBRARY,
        pathTypeId: parseInput(abbyUploadFieldsSchema, parts.fields ?? {}).mediaPathTypeId,
      }),
      kind,
      parts,
      context,
    );
    const uploadResults = [];
    for (const { fileName, mediaItemId, errorMessage } of outcomes)
      uploadResults.push({
        fileName,
        mediaFile: mediaItemId === null ? null : await this.reader.getAbbyFile(mediaItemId),
        errorMessage,
      });
    return { uploadResults };
  }

  /** The address of a file (spec: POST mediafiles/{id} with its blob name); after the other POSTs. */
  @Post('mediafiles/:id')
  @HttpCode(200)
  @Answers(blobAddressAnswer)
  async address(
    @IdParam() id: number,
    @ValidBody(blobAddressBodySchema) body: BlobAddressBody,
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ url: string }> {
    await this.libraries.require(principal.profile, ABBY_LIBRARY, 'read');
    const mediaFile = await this.file(id);
    if (mediaFile.filename !== body.blobName) throw notFound();
    return { url: mediaFile.uri };
  }

  private async file(id: number): Promise<AbbyMediaFile> {
    const found = await this.reader.getAbbyFile(id);
    if (!found) throw notFound();
    return found;
  }
}

const notFound = (): DomainError => new DomainError('media.notFound', {}, 404, 1);
