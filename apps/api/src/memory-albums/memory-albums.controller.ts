import { Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AlbumTexts, PlaylistBlob, ResidentPlaylist, ResidentPlaylistDetail } from '@ambient/core';
import type { CommandContext } from '@ambient/event-sourcing';
import type { Principal } from '../auth/auth.port.js';
import { CurrentPrincipal } from '../auth/current-principal.decorator.js';
import { Ctx } from '../common/request-context.js';
import { Answers, IdParam, ValidBody } from '../common/validation.js';
import { AlbumScope, albumNotFound } from './album-scope.js';
import { AlbumCommandMessage } from './memory-album.commands.js';
import { MemoryAlbumsReader } from './memory-albums.reader.js';
import {
  albumAnswer,
  albumBlobsAnswer,
  albumCreateBodySchema,
  albumDeletedAnswer,
  albumEditBodySchema,
  albumItemsAddBodySchema,
  albumItemsDeleteBodySchema,
  albumsAnswer,
  type AlbumCreateBody,
  type AlbumEditBody,
  type AlbumItemsAddBody,
  type AlbumItemsDeleteBody,
} from './memory-albums.schemas.js';

/**
 * Memory Albums, the residents' playlists (spec 03 §2.7, §7 "Playlists"; decision 0042): whoever
 * may see a resident manages their albums, made of media from the resident's library and the
 * public one.
 */
@ApiTags('memory albums')
@ApiBearerAuth()
@Controller('residentplaylists')
export class MemoryAlbumsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: MemoryAlbumsReader,
    private readonly scope: AlbumScope,
  ) {}

  /** The albums of every resident the caller may see. */
  @Get()
  @Answers(albumsAnswer)
  async list(@CurrentPrincipal() principal: Principal): Promise<{ residentPlaylists: ResidentPlaylist[] }> {
    return { residentPlaylists: await this.reader.visible(principal.profile) };
  }

  @Get('resident/:residentId')
  @Answers(albumsAnswer)
  async ofResident(
    @IdParam('residentId') residentId: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ residentPlaylists: ResidentPlaylist[] }> {
    await this.scope.resident(principal.profile, residentId);
    return { residentPlaylists: await this.reader.ofResident(residentId) };
  }

  @Get(':id')
  @Answers(albumAnswer)
  async one(
    @IdParam() id: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ playlist: ResidentPlaylistDetail }> {
    await this.scope.album(principal.profile, id);
    return this.answer(id);
  }

  @Post()
  @HttpCode(200)
  @Answers(albumAnswer)
  async create(
    @ValidBody(albumCreateBodySchema) body: AlbumCreateBody,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<{ playlist: ResidentPlaylistDetail }> {
    const residentId = await this.scope.resident(principal.profile, body.residentId);
    const albumId = await this.commands.execute(
      new AlbumCommandMessage({ type: 'CreateMemoryAlbum', residentId, ...textsOf(body) }, context),
    );
    return this.answer(albumId);
  }

  @Put(':id')
  @Answers(albumAnswer)
  async edit(
    @IdParam() id: number,
    @ValidBody(albumEditBodySchema) body: AlbumEditBody,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<{ playlist: ResidentPlaylistDetail }> {
    await this.scope.album(principal.profile, id);
    await this.commands.execute(
      new AlbumCommandMessage({ type: 'EditMemoryAlbum', albumId: id, ...textsOf(body) }, context),
    );
    return this.answer(id);
  }

  /** The cover picker: a picture of the resident's library or the public one. */
  @Put(':id/cover-media/:mediaId')
  @Answers(albumAnswer)
  async cover(
    @IdParam() id: number,
    @IdParam('mediaId') mediaId: number,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<{ playlist: ResidentPlaylistDetail }> {
    await this.scope.album(principal.profile, id);
    const [media] = await this.scope.mediaFacts(principal.profile, [mediaId]);
    await this.commands.execute(
      new AlbumCommandMessage({ type: 'ChooseAlbumCover', albumId: id, media: media! }, context),
    );
    return this.answer(id);
  }

  @Delete(':id')
  @Answers(albumDeletedAnswer)
  async remove(
    @IdParam() id: number,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<{ deletedIds: number[] }> {
    await this.scope.album(principal.profile, id);
    await this.commands.execute(new AlbumCommandMessage({ type: 'DeleteMemoryAlbum', albumId: id }, context));
    return { deletedIds: [id] };
  }

  private async answer(id: number): Promise<{ playlist: ResidentPlaylistDetail }> {
    const residentPlaylist = await this.reader.get(id);
    if (!residentPlaylist) throw albumNotFound();
    return { playlist: residentPlaylist };
  }
}

/** The album dialog's fields, absent ones as the dialog leaves them. */
const textsOf = (body: AlbumEditBody): AlbumTexts => ({
  name: body.name,
  description: body.description ?? '',
  isSlideShow: body.isSlideShow ?? false,
});

/** The items of albums: media added from the selector, and removed one or several at a time. */
@ApiTags('memory albums')
@ApiBearerAuth()
@Controller('residentplaylistblobs')
export class MemoryAlbumItemsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: MemoryAlbumsReader,
    private readonly scope: AlbumScope,
  ) {}

  /** Adds media items to an album; one already there is not added twice. Answers the new items. */
  @Post('bulk')
  @HttpCode(200)
  @Answers(albumBlobsAnswer)
  async add(
    @ValidBody(albumItemsAddBodySchema) body: AlbumItemsAddBody,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<{ playlistBlobs: PlaylistBlob[] }> {
    await this.scope.album(principal.profile, body.playlistId);
    const media = await this.scope.mediaFacts(principal.profile, body.mediaItemIds);
    const itemIds = await this.commands.execute(
      new AlbumCommandMessage({ type: 'AddAlbumItems', albumId: body.playlistId, media }, context),
    );
    return { playlistBlobs: await this.reader.blobs(itemIds) };
  }

  /** Removes the selected items (all or none). */
  @Post('delete')
  @HttpCode(200)
  @Answers(albumDeletedAnswer)
  async removeMany(
    @ValidBody(albumItemsDeleteBodySchema) body: AlbumItemsDeleteBody,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<{ deletedIds: number[] }> {
    return this.removeItems(body.playlistBlobIds, principal, context);
  }

  @Delete(':id')
  @Answers(albumDeletedAnswer)
  remove(
    @IdParam() id: number,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<{ deletedIds: number[] }> {
    return this.removeItems([id], principal, context);
  }

  private async removeItems(
    itemIds: number[],
    principal: Principal,
    context: CommandContext,
  ): Promise<{ deletedIds: number[] }> {
    const removals = await this.scope.items(principal.profile, itemIds);
    const deletedIds = await this.commands.execute(
      new AlbumCommandMessage({ type: 'RemoveAlbumItems', removals }, context),
    );
    return { deletedIds };
  }
}
