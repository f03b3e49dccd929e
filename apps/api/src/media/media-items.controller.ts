import { Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  DomainError,
  type MediaItem,
  type MediaItemsResponse,
  type MediaKind,
  type MediaUploadResult,
  type Profile,
} from '@ambient/core';
import type { CommandContext } from '@ambient/event-sourcing';
import type { Principal } from '../auth/auth.port.js';
import { CurrentPrincipal } from '../auth/current-principal.decorator.js';
import { parseListQuery } from '../common/list-query.js';
import { Ctx } from '../common/request-context.js';
import { Answers, IdParam, ValidBody, ValidQuery } from '../common/validation.js';
import { MediaCommandMessage } from './media-item.commands.js';
import { MEDIA_SORT, MediaItemsReader } from './media-items.reader.js';
import { MediaLibraries, type LibraryRef, type SharedLibrary } from './media-libraries.js';
import { MediaUpload, MediaUploads, UploadParts } from './media-upload.js';
import {
  SharedLibraryParam,
  UploadKindParam,
  blobAddressAnswer,
  blobAddressBodySchema,
  blobAddressQuerySchema,
  type BlobAddressBody,
  type BlobAddressQuery,
  mediaDeleteBodySchema,
  mediaDeletedAnswer,
  mediaEditBodySchema,
  mediaItemAnswer,
  mediaItemsAnswer,
  mediaListQuerySchema,
  type MediaDeleteBody,
  type MediaEditBody,
  type MediaListQueryInput,
} from './media-items.schemas.js';

type Success<T> = Omit<T, 'errorSeverity' | 'errorMessage'>;

/**
 * Genie media items (spec 03 §2.1, §2.4, §7 "Media (Genie)"; decision 0039): a library's items,
 * paged, searched and filtered by content type, newest first; uploads by kind; edits; deletes of
 * one or of the selected rows. A library is named by its owner in the path, so the caller's right
 * to it is judged before anything else.
 */
@ApiTags('media items')
@ApiBearerAuth()
@Controller('mediaitems')
export class MediaItemsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: MediaItemsReader,
    private readonly libraries: MediaLibraries,
    private readonly uploads: MediaUploads,
  ) {}

  /** A resident's library (Memory Albums take from it). */
  @Get('resident/:residentId')
  @Answers(mediaItemsAnswer)
  residentItems(
    @IdParam('residentId') residentId: number,
    @ValidQuery(mediaListQuerySchema) params: MediaListQueryInput,
    @CurrentPrincipal() principal: Principal,
  ): Promise<Success<MediaItemsResponse>> {
    return this.items(principal.profile, { residentId }, params);
  }

  /** A kiosk's library (its Community Playlists take from it). */
  @Get('kiosk/:kioskId')
  @Answers(mediaItemsAnswer)
  kioskItems(
    @IdParam('kioskId') kioskId: number,
    @ValidQuery(mediaListQuerySchema) params: MediaListQueryInput,
    @CurrentPrincipal() principal: Principal,
  ): Promise<Success<MediaItemsResponse>> {
    return this.items(principal.profile, { kioskId }, params);
  }

  /** A shared library: public media, manuals or promotional media. */
  @Get('library/:library')
  @Answers(mediaItemsAnswer)
  sharedItems(
    @SharedLibraryParam() library: SharedLibrary,
    @ValidQuery(mediaListQuerySchema) params: MediaListQueryInput,
    @CurrentPrincipal() principal: Principal,
  ): Promise<Success<MediaItemsResponse>> {
    return this.items(principal.profile, { library }, params);
  }

  @MediaUpload('resident/:residentId/upload/:kind')
  uploadToResident(
    @IdParam('residentId') residentId: number,
    @UploadKindParam() kind: MediaKind,
    @UploadParts() parts: UploadParts,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<{ uploadResults: MediaUploadResult[] }> {
    return this.upload({ residentId }, kind, parts, principal.profile, context);
  }

  @MediaUpload('kiosk/:kioskId/upload/:kind')
  uploadToKiosk(
    @IdParam('kioskId') kioskId: number,
    @UploadKindParam() kind: MediaKind,
    @UploadParts() parts: UploadParts,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<{ uploadResults: MediaUploadResult[] }> {
    return this.upload({ kioskId }, kind, parts, principal.profile, context);
  }

  /** Admins only: the shared libraries are read by all staff and changed by admins. */
  @MediaUpload('library/:library/upload/:kind')
  uploadToShared(
    @SharedLibraryParam() library: SharedLibrary,
    @UploadKindParam() kind: MediaKind,
    @UploadParts() parts: UploadParts,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<{ uploadResults: MediaUploadResult[] }> {
    return this.upload({ library }, kind, parts, principal.profile, context);
  }

  /** Deletes the selected items (all or none). */
  @Post('delete')
  @HttpCode(200)
  @Answers(mediaDeletedAnswer)
  async removeMany(
    @ValidBody(mediaDeleteBodySchema) body: MediaDeleteBody,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<{ deletedIds: number[] }> {
    const containers = await this.reader.containersOf(body.mediaItemIds);
    for (const id of body.mediaItemIds)
      await this.requireItem(principal.profile, containers.get(id), 'write');
    const deletedIds = await this.commands.execute(
      new MediaCommandMessage({ type: 'DeleteMediaItems', mediaItemIds: body.mediaItemIds }, context),
    );
    return { deletedIds };
  }

  /**
   * A file's address by its container and name (spec 03 §7 "Blob URL lookups"), for a client whose
   * signed address has expired: answered like the item's own `uri`, to whoever may read the library.
   */
  @Get('address')
  @Answers(blobAddressAnswer)
  async addressOf(
    @ValidQuery(blobAddressQuerySchema) query: BlobAddressQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ url: string }> {
    await this.requireItem(principal.profile, query.containerName, 'read');
    const id = await this.reader.idOfKey(`${query.containerName}/${query.blobName}`);
    const mediaItem = id === null ? null : await this.reader.get(id);
    if (!mediaItem) throw notFound();
    return { url: mediaItem.uri };
  }

  /** The address of an item's file (spec: POST mediaitems/{id} with its blob name). */
  @Post(':id')
  @HttpCode(200)
  @Answers(blobAddressAnswer)
  async address(
    @IdParam() id: number,
    @ValidBody(blobAddressBodySchema) body: BlobAddressBody,
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ url: string }> {
    const mediaItem = await this.reader.get(id);
    await this.requireItem(principal.profile, mediaItem?.containerName, 'read');
    if (!mediaItem || mediaItem.blobName !== body.blobName) throw notFound();
    return { url: mediaItem.uri };
  }

  @Get(':id')
  @Answers(mediaItemAnswer)
  async one(
    @IdParam() id: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ mediaItem: MediaItem }> {
    const mediaItem = await this.reader.get(id);
    await this.requireItem(principal.profile, mediaItem?.containerName, 'read');
    if (!mediaItem) throw notFound();
    return { mediaItem };
  }

  /** The edit dialog: title, description and, in a kiosk's library, Standard or Announcement. */
  @Put(':id')
  @Answers(mediaItemAnswer)
  async edit(
    @IdParam() id: number,
    @ValidBody(mediaEditBodySchema) body: MediaEditBody,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<{ mediaItem: MediaItem }> {
    const before = await this.reader.get(id);
    await this.requireItem(principal.profile, before?.containerName, 'write');
    await this.commands.execute(
      new MediaCommandMessage(
        {
          type: 'EditMediaItem',
          mediaItemId: id,
          title: body.title,
          description: body.description ?? '',
          kioskFolder: body.kioskFolder ?? null,
        },
        context,
      ),
    );
    const mediaItem = await this.reader.get(id);
    if (!mediaItem) throw notFound();
    return { mediaItem };
  }

  @Delete(':id')
  @Answers(mediaDeletedAnswer)
  async remove(
    @IdParam() id: number,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<{ deletedIds: number[] }> {
    const containers = await this.reader.containersOf([id]);
    await this.requireItem(principal.profile, containers.get(id), 'write');
    const deletedIds = await this.commands.execute(
      new MediaCommandMessage({ type: 'DeleteMediaItems', mediaItemIds: [id] }, context),
    );
    return { deletedIds };
  }

  private async items(
    profile: Profile,
    ref: LibraryRef,
    params: MediaListQueryInput,
  ): Promise<Success<MediaItemsResponse>> {
    const container = await this.libraries.readable(profile, ref);
    const query = parseListQuery({ ...params, page: params.page || '0' }, MEDIA_SORT, '-createDate');
    return this.reader.page(container, query, params.mediaType || null);
  }

  /**
   * An item the caller may reach: one they may not even read answers as a missing one, so ids
   * cannot be probed (decision 0020); one they read but may not change (a shared library's, for
   * staff) is refused with 403.
   */
  private async requireItem(
    profile: Profile,
    container: string | undefined,
    access: 'read' | 'write',
  ): Promise<void> {
    if (container === undefined || !(await this.libraries.may(profile, container, 'read'))) throw notFound();
    if (access === 'write') await this.libraries.require(profile, container, 'write');
  }

  private async upload(
    ref: LibraryRef,
    kind: MediaKind,
    parts: UploadParts,
    profile: Profile,
    context: CommandContext,
  ): Promise<{ uploadResults: MediaUploadResult[] }> {
    const outcomes = await this.uploads.keep(
      async () => ({ container: await this.libraries.writable(profile, ref), pathTypeId: null }),
      kind,
      parts,
      context,
    );
    const uploadResults: MediaUploadResult[] = [];
    for (const { fileName, mediaItemId, errorMessage } of outcomes)
      uploadResults.push({
        fileName,
        mediaItem: mediaItemId === null ? null : await this.reader.get(mediaItemId),
        errorMessage,
      });
    return { uploadResults };
  }
}

const notFound = (): DomainError => new DomainError('media.notFound', {}, 404, 1);
