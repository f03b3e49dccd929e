import { Controller, Get } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  AlbumLimits,
  type AlbumTexts,
  type PlaylistBlob,
  type ResidentPlaylist,
  type ResidentPlaylistDetail,
} from '@ambient/core';
import type { CommandContext } from '@ambient/event-sourcing';
import type { Principal } from '../auth/auth.port.js';
import { CurrentPrincipal } from '../auth/current-principal.decorator.js';
import { Answers } from '../common/validation.js';
import {
  PlaylistGet,
  playlistAnswer,
  playlistItemRoutes,
  playlistRoutes,
  SharedRoutes,
  type PlaylistItemCommands,
  type PlaylistRoutesHost,
} from '../playlists/index.js';
import { AlbumScope, albumNotFound } from './album-scope.js';
import { AlbumCommandMessage } from './memory-album.commands.js';
import { MemoryAlbumsReader } from './memory-albums.reader.js';
import { albumAnswers, albumBodies, albumsAnswer, type AlbumEditBody } from './memory-albums.schemas.js';

/** The album dialog's fields, absent ones as the dialog leaves them. */
const textsOf = (body: AlbumEditBody): AlbumTexts => ({
  name: body.name,
  description: body.description ?? '',
  isSlideShow: body.isSlideShow ?? false,
});

/**
 * Memory Albums, the residents' playlists (spec 03 §2.7, §7 "Playlists"; decision 0042): whoever
 * may see a resident manages their albums, made of media from the resident's library and the
 * public one (the cover picker: a picture of either).
 */
@ApiTags('memory albums')
@ApiBearerAuth()
@Controller('residentplaylists')
@SharedRoutes(
  playlistRoutes({
    bodies: albumBodies,
    answers: albumAnswers,
    ownerOf: (body) => body.residentId,
    notFound: albumNotFound,
    messages: {
      create: (residentId, body, context) =>
        new AlbumCommandMessage({ type: 'CreateMemoryAlbum', residentId, ...textsOf(body) }, context),
      edit: (albumId, body, context) =>
        new AlbumCommandMessage({ type: 'EditMemoryAlbum', albumId, ...textsOf(body) }, context),
      cover: (albumId, media, context) =>
        new AlbumCommandMessage({ type: 'ChooseAlbumCover', albumId, media }, context),
      delete: (albumId, context) => new AlbumCommandMessage({ type: 'DeleteMemoryAlbum', albumId }, context),
    },
  }),
)
export class MemoryAlbumsController implements PlaylistRoutesHost<ResidentPlaylistDetail> {
  constructor(
    readonly commands: CommandBus,
    readonly reader: MemoryAlbumsReader,
    readonly scope: AlbumScope,
  ) {}

  /** The albums of every resident the caller may see. */
  @Get()
  @Answers(albumsAnswer)
  async list(@CurrentPrincipal() principal: Principal): Promise<{ residentPlaylists: ResidentPlaylist[] }> {
    return { residentPlaylists: await this.reader.visible(principal.profile) };
  }

  @PlaylistGet('resident/:residentId', albumsAnswer, 'residentId')
  async ofResident(
    residentId: number,
    principal: Principal,
  ): Promise<{ residentPlaylists: ResidentPlaylist[] }> {
    await this.scope.owner(principal.profile, residentId);
    return { residentPlaylists: await this.reader.ofResident(residentId) };
  }

  @PlaylistGet(':id', albumAnswers.one)
  async one(id: number, principal: Principal): Promise<{ playlist: ResidentPlaylistDetail }> {
    await this.scope.playlist(principal.profile, id);
    return playlistAnswer(this.reader, id, albumNotFound);
  }
}

/** The items of albums: media added from the selector, and removed one or several at a time. */
@ApiTags('memory albums')
@ApiBearerAuth()
@Controller('residentplaylistblobs')
@SharedRoutes(
  playlistItemRoutes<PlaylistBlob>({
    perAdd: AlbumLimits.itemsPerAdd,
    added: albumAnswers.blobs,
  }),
)
export class MemoryAlbumItemsController implements PlaylistItemCommands<PlaylistBlob> {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: MemoryAlbumsReader,
    private readonly scope: AlbumScope,
  ) {}

  /** Media of the resident's library or the public one. */
  async addItems(
    principal: Principal,
    albumId: number,
    mediaItemIds: number[],
    context: CommandContext,
  ): Promise<PlaylistBlob[]> {
    await this.scope.playlist(principal.profile, albumId);
    const media = await this.scope.mediaFacts(principal.profile, mediaItemIds);
    const itemIds = await this.commands.execute(
      new AlbumCommandMessage({ type: 'AddAlbumItems', albumId, media }, context),
    );
    return this.reader.blobs(itemIds);
  }

  async removeItems(principal: Principal, itemIds: number[], context: CommandContext): Promise<number[]> {
    const removals = await this.scope.items(principal.profile, itemIds);
    return this.commands.execute(new AlbumCommandMessage({ type: 'RemoveAlbumItems', removals }, context));
  }
}
