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
  PlaylistCover,
  PlaylistCreate,
  PlaylistDelete,
  PlaylistEdit,
  PlaylistGet,
  playlistItemRoutes,
  SharedRoutes,
  type PlaylistItemCommands,
} from '../playlists/index.js';
import { AlbumScope, albumNotFound } from './album-scope.js';
import { AlbumCommandMessage } from './memory-album.commands.js';
import { MemoryAlbumsReader } from './memory-albums.reader.js';
import {
  albumAnswer,
  albumBlobsAnswer,
  albumCreateBodySchema,
  albumDeletedAnswer,
  albumEditBodySchema,
  albumsAnswer,
  type AlbumCreateBody,
  type AlbumEditBody,
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

  @PlaylistGet('resident/:residentId', albumsAnswer, 'residentId')
  async ofResident(
    residentId: number,
    principal: Principal,
  ): Promise<{ residentPlaylists: ResidentPlaylist[] }> {
    await this.scope.resident(principal.profile, residentId);
    return { residentPlaylists: await this.reader.ofResident(residentId) };
  }

  @PlaylistGet(':id', albumAnswer)
  async one(id: number, principal: Principal): Promise<AlbumAnswer> {
    await this.scope.album(principal.profile, id);
    return this.answer(id);
  }

  @PlaylistCreate(undefined, albumCreateBodySchema, albumAnswer)
  async create(body: AlbumCreateBody, principal: Principal, context: CommandContext): Promise<AlbumAnswer> {
    const residentId = await this.scope.resident(principal.profile, body.residentId);
    const command = { type: 'CreateMemoryAlbum', residentId, ...textsOf(body) } as const;
    return this.answer(await this.commands.execute(new AlbumCommandMessage(command, context)));
  }

  @PlaylistEdit(albumEditBodySchema, albumAnswer)
  async edit(
    id: number,
    body: AlbumEditBody,
    principal: Principal,
    context: CommandContext,
  ): Promise<AlbumAnswer> {
    await this.scope.album(principal.profile, id);
    const command = { type: 'EditMemoryAlbum', albumId: id, ...textsOf(body) } as const;
    await this.commands.execute(new AlbumCommandMessage(command, context));
    return this.answer(id);
  }

  /** The cover picker: a picture of the resident's library or the public one. */
  @PlaylistCover(albumAnswer)
  async cover(
    id: number,
    mediaId: number,
    principal: Principal,
    context: CommandContext,
  ): Promise<AlbumAnswer> {
    await this.scope.album(principal.profile, id);
    const [media] = await this.scope.mediaFacts(principal.profile, [mediaId]);
    const command = { type: 'ChooseAlbumCover', albumId: id, media: media! } as const;
    await this.commands.execute(new AlbumCommandMessage(command, context));
    return this.answer(id);
  }

  @PlaylistDelete(albumDeletedAnswer)
  async remove(id: number, principal: Principal, context: CommandContext): Promise<{ deletedIds: number[] }> {
    await this.scope.album(principal.profile, id);
    await this.commands.execute(new AlbumCommandMessage({ type: 'DeleteMemoryAlbum', albumId: id }, context));
    return { deletedIds: [id] };
  }

  private async answer(id: number): Promise<AlbumAnswer> {
    const residentPlaylist = await this.reader.get(id);
    if (!residentPlaylist) throw albumNotFound();
    return { playlist: residentPlaylist };
  }
}

type AlbumAnswer = { playlist: ResidentPlaylistDetail };

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
@SharedRoutes(
  playlistItemRoutes<PlaylistBlob>({
    perAdd: AlbumLimits.itemsPerAdd,
    added: albumBlobsAnswer,
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
    await this.scope.album(principal.profile, albumId);
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
